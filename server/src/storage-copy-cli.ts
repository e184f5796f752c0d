import dotenv from 'dotenv';
import { ConfigError, loadConfig } from './config';

dotenv.config({ quiet: true });
import { copyLocalPictures } from './storage/copy-local';

/**
 * `npm run storage:copy` (production: `node server/dist/storage-copy-cli.js`): copies the pictures kept on
 * the local disk (UPLOAD_DIR, by default <DATA_DIR>/uploads) to the S3 bucket the configuration names, for
 * a shop that moves to S3_BUCKET. Idempotent: an object already there with the same size is left alone, so
 * it may run again after an interruption or just before the switch. Prints what it did; exits 1 with one
 * line when it cannot.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const outcome = await copyLocalPictures(config);
  console.log(
    `Storage copy: ${outcome.stored} file(s) copied to ${outcome.to}, ${outcome.kept} already there with the same size (${outcome.files} under ${config.uploadDir})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error('Cannot copy the pictures:', error instanceof Error ? error.message : error);
  process.exit(1);
});
