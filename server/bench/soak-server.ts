// The shop under the soak load, in a process of its own (forked by bench/soak.ts) so the load generator's
// event loop does not compete with the server's. Starts the real server (seeded demo shop) on the database
// it is told, reports ready over IPC, and closes everything when told to stop or when the runner goes away.
import 'reflect-metadata';
import { loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/start';

export type ToSoakServer = { type: 'start'; env: Record<string, string> } | { type: 'stop' };
export type FromSoakServer = { type: 'ready'; url: string } | { type: 'failed'; message: string } | { type: 'stopped' };

const send = (message: FromSoakServer) =>
  new Promise<void>((resolve) => (process.send && process.connected ? process.send(message, () => resolve()) : resolve()));

let server: RunningServer | null = null;
let stopping = false;

async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await server?.close();
  } finally {
    server = null;
    await send({ type: 'stopped' });
    process.exit(code);
  }
}

process.on('message', (message: ToSoakServer) => {
  if (message.type === 'start')
    void startServer(loadConfig(message.env))
      .then(async (started) => {
        server = started;
        await send({ type: 'ready', url: started.url });
      })
      .catch(async (error: Error) => {
        await send({ type: 'failed', message: error.stack ?? String(error) });
        await stop(1);
      });
  if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.on('SIGINT', () => undefined);
