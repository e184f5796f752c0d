import 'reflect-metadata';
import dotenv from 'dotenv';
import { ConfigError, loadConfig } from './config';

dotenv.config({ quiet: true });
import { StartupError, startServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Jewellery shop ready at ${server.url} (database: ${config.database.kind})`);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal does not wait for the requests in flight.
    if (stopping) {
      console.log(`${signal} again: stopping now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down (no new connections; requests in flight have ${config.shutdownGraceMs} ms to finish)`);
    server.shutdown(config.shutdownGraceMs).then(
      ({ drained }) => {
        console.log(drained ? 'Stopped: every request finished' : 'Stopped: the grace time ran out, open requests were cut');
        process.exit(drained ? 0 : 1);
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // Bad configuration and unreachable services are explained in one line, not a stack trace.
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
  else console.error('Cannot start:', error);
  process.exit(1);
});
