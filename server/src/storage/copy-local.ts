import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { type PlacedFile, SERVED_PATH } from './file-storage';
import { S3Storage } from './s3-storage';

/** Every file under the upload folder, as the stored paths they are served under (anything else is skipped). */
export async function localPictures(uploadDir: string): Promise<PlacedFile[]> {
  const folders = await readdir(uploadDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: PlacedFile[] = [];
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    for (const entry of await readdir(path.join(uploadDir, folder.name), { withFileTypes: true })) {
      // The seed's and a half-written temporary name (.tmp) are not pictures of the shop.
      if (!entry.isFile() || !SERVED_PATH.test(`/${folder.name}/${entry.name}`) || entry.name.endsWith('.tmp')) continue;
      files.push({ storedPath: `uploads/${folder.name}/${entry.name}`, localFile: path.join(uploadDir, folder.name, entry.name) });
    }
  }
  return files;
}

/** Copies the local pictures to the configured S3 bucket (what `npm run storage:copy` does). */
export async function copyLocalPictures(
  config: Pick<AppConfig, 'uploadDir' | 'storage'>,
): Promise<{ files: number; stored: number; kept: number; to: string }> {
  if (config.storage.kind !== 's3') {
    throw new Error('S3_BUCKET is not set: storage:copy copies the local pictures to the S3 bucket it names (with S3_REGION, S3_ENDPOINT)');
  }
  const storage = new S3Storage(config.storage);
  try {
    await storage.check();
    const files = await localPictures(config.uploadDir);
    const outcome = await storage.place(files);
    return { files: files.length, ...outcome, to: storage.description };
  } finally {
    storage.close();
  }
}
