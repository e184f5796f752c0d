// The shop under load, in a process of its own (forked by bench/run.ts), so autocannon's event loop
// does not compete with the server's. It starts the real server on the database it is told, seeds the
// bulk catalogue when asked (the first server of a run; a second one on the same database seeds
// nothing), reports ready over IPC, answers the runner's SQL checks (stored orders, re-priced rows)
// through its own connection, and closes everything when told to stop.
import 'reflect-metadata';
import { loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/start';
import { type BulkCatalogue, seedBulkCatalogue } from './bulk-catalogue';

export type ToServer =
  | { type: 'start'; env: Record<string, string>; products: number; priceEntries: number }
  | { type: 'query'; id: number; sql: string; params: (string | number)[] }
  | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; url: string; bulk: BulkCatalogue | null; totalProducts: number }
  | { type: 'failed'; message: string }
  | { type: 'rows'; id: number; rows: Record<string, unknown>[] }
  | { type: 'query-failed'; id: number; message: string }
  | { type: 'stopped' };

const send = (message: FromServer) =>
  new Promise<void>((resolve) => (process.send && process.connected ? process.send(message, () => resolve()) : resolve()));

let server: RunningServer | null = null;
let stopping = false;

async function start(env: Record<string, string>, products: number, priceEntries: number): Promise<void> {
  try {
    server = await startServer(loadConfig(env));
    const bulk = products > 0 ? await seedBulkCatalogue(server.dataSource, products, { priceEntries }) : null;
    const [row] = await server.dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM `products`');
    await send({ type: 'ready', url: server.url, bulk, totalProducts: Number(row.n) });
  } catch (error) {
    await send({ type: 'failed', message: (error as Error).stack ?? String(error) });
    await stop(1);
  }
}

async function query(id: number, sql: string, params: (string | number)[]): Promise<void> {
  try {
    if (!server) throw new Error('the server is not running');
    const rows = await server.dataSource.query<Record<string, unknown>[]>(sql, params);
    // BIGINT and DECIMAL come back as strings from MariaDB, numbers from SQLite: the runner reads Number().
    await send({ type: 'rows', id, rows });
  } catch (error) {
    await send({ type: 'query-failed', id, message: (error as Error).message });
  }
}

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

process.on('message', (message: ToServer) => {
  if (message.type === 'start') void start(message.env, message.products, message.priceEntries);
  if (message.type === 'query') void query(message.id, message.sql, message.params);
  if (message.type === 'stop') void stop();
});
// The runner went away (crash): do not linger holding the database. Ctrl-C reaches both processes;
// the runner then stops this one and drops the database, so the signal itself is ignored here.
process.on('disconnect', () => void stop());
process.on('SIGINT', () => undefined);
