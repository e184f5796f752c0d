// The bench's child processes: app servers (server-process.ts) and the node:http baseline
// (baseline-server.ts), each forked with swc so their event loops do not compete with autocannon's.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { BulkCatalogue } from './bulk-catalogue';
import type { FromBaseline } from './baseline-server';
import type { FromServer, ToServer } from './server-process';

function waitForMessage<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  accept: (message: M) => message is Extract<M, { type: T }>,
  what: string,
  timeoutMs: number,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`the ${what} did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (message: M) => {
      if (accept(message)) finish(null, message);
    };
    const onExit = (code: number | null) => finish(new Error(`the ${what} exited (code ${code}) before answering`));
    function finish(error: Error | null, message?: Extract<M, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function stopChild(child: ChildProcess, message: unknown): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send(message as object);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

// BENCH_CPU_PROF=<dir>: each process writes a V8 CPU profile there when it stops (open it in Chrome's
// DevTools, Performance tab), which is how the profiles in docs/performance.md were taken.
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];

const forkTs = (file: string, stdio: 'pipe' | 'ignore') =>
  fork(path.join(__dirname, file), [], { execArgv: ['-r', '@swc-node/register', ...profile], stdio: ['ignore', stdio, stdio, 'ipc'] });

export interface AppServer {
  url: string;
  bulk: BulkCatalogue | null;
  totalProducts: number;
  /** Runs SQL on the server's own connection (only between measurements: it competes with requests). */
  query<R = Record<string, unknown>>(sql: string, params?: (string | number)[]): Promise<R[]>;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  name: string;
  env: Record<string, string>;
  /** Bulk products to seed (0: seed nothing, another server of the run did). */
  products: number;
  priceEntries: number;
  /** Each line the server prints that is not a slow-query warning. */
  onLine(line: string): void;
  /** Each slow-query warning (a statement over 1 s): counted, not printed. */
  onSlowQuery(): void;
  /** Registered at once, so a run interrupted while the server seeds still stops it. */
  onChild(stop: () => Promise<void>): void;
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const child = forkTs('server-process.ts', 'pipe');
  const stop = () => stopChild(child, { type: 'stop' } satisfies ToServer);
  options.onChild(stop);
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (line.startsWith('[sql slow]')) options.onSlowQuery();
      else options.onLine(line);
    });
  }
  child.send({ type: 'start', env: options.env, products: options.products, priceEntries: options.priceEntries } satisfies ToServer);
  const ready = await waitForMessage<FromServer, 'ready' | 'failed'>(
    child,
    (m): m is Extract<FromServer, { type: 'ready' | 'failed' }> => m.type === 'ready' || m.type === 'failed',
    `server ${options.name}`,
    15 * 60_000,
  );
  if (ready.type === 'failed') throw new Error(`server ${options.name} did not start: ${ready.message}`);
  let nextId = 0;
  return {
    url: ready.url,
    bulk: ready.bulk,
    totalProducts: ready.totalProducts,
    async query<R>(sql: string, params: (string | number)[] = []) {
      const id = ++nextId;
      const answer = waitForMessage<FromServer, 'rows' | 'query-failed'>(
        child,
        (m): m is Extract<FromServer, { type: 'rows' | 'query-failed' }> => (m.type === 'rows' || m.type === 'query-failed') && m.id === id,
        `server ${options.name}`,
        120_000,
      );
      child.send({ type: 'query', id, sql, params } satisfies ToServer);
      const message = await answer;
      if (message.type === 'query-failed') throw new Error(`SQL on server ${options.name} failed: ${message.message} (${sql})`);
      return message.rows as R[];
    },
    stop,
  };
}

export interface Baseline {
  url: string;
  stop(): Promise<void>;
}

export async function startBaseline(): Promise<Baseline> {
  const child = forkTs('baseline-server.ts', 'ignore');
  const ready = await waitForMessage<FromBaseline, 'ready'>(
    child,
    (m): m is FromBaseline => m.type === 'ready',
    'node:http baseline',
    60_000,
  );
  return { url: ready.url, stop: () => stopChild(child, { type: 'stop' }) };
}
