import 'reflect-metadata';
import dotenv from 'dotenv';
import { ConfigError, loadConfig } from './config';

dotenv.config({ quiet: true });
import { StartupError, startServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Jewellery shop ready at ${server.url} (database: ${config.database.kind})`);
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // Bad configuration and unreachable services are explained in one line, not a stack trace.
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
  else console.error('Cannot start:', error);
  process.exit(1);
});
