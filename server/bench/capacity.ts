// `npm run bench:capacity`: what adding an app server buys (docs/operations.md#capacity-plan).
// On one throwaway MariaDB database with the bulk catalogue, it starts two app servers sharing Redis (the
// production shape; RESPONSE_CACHE=off, so every request does the app's and the database's real work),
// then drives the same read cases with autocannon against: server A directly, Debian's nginx with the
// production configuration in front of A alone, and nginx in front of A and B. Prints req/s and p99 for each
// and the ratio of two servers to one. Everything runs on this machine, so the app servers, nginx, MariaDB
// and autocannon share its cores: the ratio says how much of the work is the app's.
// Settings (environment):
//   BENCH_DURATION     seconds per case (default 10)      BENCH_CONNECTIONS  connections (default 32)
//   BENCH_PRODUCTS     bulk products (default 2000)       BENCH_MYSQL_URL    (default mysql://root@127.0.0.1:3306)
//   BENCH_REDIS_URL    (default redis://127.0.0.1:6379)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Balancer, startBalancer } from '../../e2e/harness/nginx';
import { type Database, benchServerBase, mariadbDatabase } from './databases';
import { type LoadResult, measure, probe } from './load';
import { type AppServer, startAppServer } from './processes';
import { readCases } from './read-cases';

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number from 1 (got "${raw}")`);
  return Number(raw);
};

const CASES = ['GraphQL listing (NEWEST)', 'GraphQL detail', 'REST listing limit=24', 'GraphQL search "'];

interface Setup {
  name: string;
  url: string;
}

async function main(): Promise<void> {
  const duration = number('BENCH_DURATION', 10);
  const connections = number('BENCH_CONNECTIONS', 32);
  const products = number('BENCH_PRODUCTS', 2000);
  const mysqlUrl = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306';
  const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-capacity-'));
  const stops: (() => Promise<void>)[] = [];
  let database: Database | null = null;
  const balancers: Balancer[] = [];
  const cleanup = async () => {
    await Promise.all(balancers.splice(0).map((balancer) => balancer.close()));
    await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    await database?.drop().catch(() => undefined);
    database = null;
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    database = await mariadbDatabase(mysqlUrl);
    const env: Record<string, string> = {
      ...benchServerBase(database.url, dir),
      JWT_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: 'admin@bench.example',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      LOG_LEVEL: process.env.LOG_LEVEL || 'error',
      RESPONSE_CACHE: 'off',
      REDIS_URL: redisUrl,
      RATE_LIMIT_PREFIX: `shop-capacity-${randomBytes(4).toString('hex')}`,
    };
    const start = (name: string, extra: Record<string, string>, bulk: number): Promise<AppServer> =>
      startAppServer({
        name,
        env: { ...env, ...extra },
        products: bulk,
        priceEntries: 0,
        onLine: (line) => console.log(`[server ${name}] ${line.slice(0, 400)}`),
        onSlowQuery: () => undefined,
        onChild: (stop) => stops.push(stop),
      });
    console.log(`[capacity] seeding the demo shop and ${products} bulk products...`);
    const a = await start('A', { SEED_DEMO: 'true' }, products);
    const b = await start('B', { SEED_DEMO: 'false' }, 0);
    const portOf = (server: AppServer) => Number(new URL(server.url).port);
    balancers.push(await startBalancer([portOf(a)]), await startBalancer([portOf(a), portOf(b)]));
    const setups: Setup[] = [
      { name: 'A directly', url: a.url },
      { name: 'nginx → A', url: balancers[0].url },
      { name: 'nginx → A + B', url: balancers[1].url },
    ];
    const cases = readCases(a.bulk!, '').filter((c) => CASES.some((name) => c.name.startsWith(name)) && !c.name.includes('signed in'));
    const results = new Map<string, LoadResult>();
    for (const c of cases) {
      for (const setup of setups) {
        await probe(setup.url, c.target); // warm-up
        const result = await measure(setup.url, c.target, { connections, duration }, '/healthz');
        results.set(`${c.name}|${setup.name}`, result);
        console.log(
          `[capacity] ${c.name} · ${setup.name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, errors ${result.errors}`,
        );
      }
    }
    console.log(
      `\nCapacity on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), MariaDB + Redis, RESPONSE_CACHE=off, ` +
        `${connections} connections, ${duration} s per row, ${a.totalProducts} products`,
    );
    console.log('| case | A directly | nginx → A | nginx → A + B | 2 servers / 1 |');
    console.log('|---|---|---|---|---|');
    let errors = 0;
    for (const c of cases) {
      const cell = (setup: string) => {
        const r = results.get(`${c.name}|${setup}`)!;
        errors += r.errors;
        return `${Math.round(r.requestsPerSecond)} req/s (p99 ${r.p99} ms)`;
      };
      const one = results.get(`${c.name}|nginx → A`)!.requestsPerSecond;
      const two = results.get(`${c.name}|nginx → A + B`)!.requestsPerSecond;
      console.log(`| ${c.name} | ${cell('A directly')} | ${cell('nginx → A')} | ${cell('nginx → A + B')} | ${(two / one).toFixed(2)}× |`);
    }
    process.exitCode = errors > 0 ? 1 : 0;
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
