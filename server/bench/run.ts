// `npm run bench`: load-tests the real shop on a large catalogue (issue 11) and prints one table per
// database. For each database it creates a throwaway database, starts two app servers on it (the first
// seeds the demo shop and the bulk catalogue and keeps the response cache on; the second seeds nothing
// and runs with RESPONSE_CACHE=off), drives every read case on both with autocannon, then runs the
// checkout case (orders/s, every order checked in the database) and the re-pricing case (rows/s) on the
// first. A bare node:http server, started in the same run, is the baseline every req/s is divided by.
// Settings (environment):
//   BENCH_DURATION     seconds per case (default 10)      BENCH_CONNECTIONS  connections / shoppers (default 64)
//   BENCH_PRODUCTS     bulk products (default 10000)      BENCH_PRICE_ENTRIES at least this many bulk price
//                                                         entries (default 100000; currencies are added)
//   BENCH_DB           mariadb (default) | sqlite | both  (one database takes about 5 minutes at the defaults,
//                                                         and the issue's targets are on MariaDB)
//   BENCH_MYSQL_URL    server for the throwaway database (default mysql://root@127.0.0.1:3306)
//   BENCH_REDIS_URL    give both app servers this REDIS_URL (cache invalidation, rate limits); default none
//   BENCH_JSON         also write every figure to this file as JSON
//   BENCH_CPU_PROF     a folder: every process of the run writes a V8 CPU profile there when it stops
// It cleans up its databases, files and processes (also on Ctrl-C), and exits 0, or 1 when a case had
// errors, an order was lost or doubled, or a database failed. A missed target is reported, not an error.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, runCheckout } from './checkout';
import { type Target, measure, probe } from './load';
import { type AppServer, startAppServer, startBaseline } from './processes';
import { type Database, benchServerBase, mariadbDatabase, sqliteDatabase } from './databases';
import { judge, listingQuery, readCases } from './read-cases';
import { runRepricing } from './repricing';
import {
  type DatabaseReport,
  type DbKind,
  type Row,
  type RunReport,
  type RunSettings,
  checkoutProblems,
  printReport,
  writeJson,
} from './report';

interface Settings extends RunSettings {
  mysqlUrl: string;
  redisUrl: string | null;
  jsonFile: string | null;
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const wholeNumber = (name: string, fallback: number, min = 1): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
    return Number(raw);
  };
  const db = env.BENCH_DB || 'mariadb';
  if (!['sqlite', 'mariadb', 'both'].includes(db)) throw new Error(`BENCH_DB must be sqlite, mariadb or both (got "${db}")`);
  return {
    duration: wholeNumber('BENCH_DURATION', 10),
    products: wholeNumber('BENCH_PRODUCTS', 10_000),
    priceEntries: wholeNumber('BENCH_PRICE_ENTRIES', 100_000, 0),
    connections: wholeNumber('BENCH_CONNECTIONS', 64),
    databases: db === 'both' ? ['sqlite', 'mariadb'] : [db as DbKind],
    mysqlUrl: env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
    redisUrl: env.BENCH_REDIS_URL || null,
    jsonFile: env.BENCH_JSON || null,
  };
}

// --- one database ----------------------------------------------------------------------------------

const DEMO_CUSTOMER = 'priya@example.com';
const ADMIN_EMAIL = 'admin@bench.example';

async function benchDatabase(
  kind: DbKind,
  settings: Settings,
  baselineRps: number | null,
  cleanups: Set<() => Promise<void>>,
): Promise<DatabaseReport> {
  const log = (message: string) => console.log(`[bench ${kind}] ${message}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), `shop-bench-${kind}-`));
  let database: Database | null = null;
  const stops: (() => Promise<void>)[] = [];
  let phase = 'start-up and seeding';
  const slowQueries: Record<string, number> = {};
  const cleanup = async () => {
    // Both servers at once: each waits for its own shutdown.
    await Promise.all(stops.splice(0).map((stop) => stop().catch((error) => console.error(`[bench ${kind}] stopping a server:`, error))));
    if (database) await database.drop().catch((error) => console.error(`[bench ${kind}] dropping the database:`, error));
    database = null;
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    database = kind === 'sqlite' ? sqliteDatabase(dir) : await mariadbDatabase(settings.mysqlUrl);
    log(`throwaway database: ${database.label}`);
    const secret = () => randomBytes(24).toString('hex');
    const adminPassword = secret();
    const customerPassword = secret();
    // Both servers share the secrets (a token from one works on the other), the files and the database.
    const env: Record<string, string> = {
      ...benchServerBase(database.url, dir),
      JWT_SECRET: secret(),
      ADMIN_EMAIL,
      ADMIN_PASSWORD: adminPassword,
      DEMO_CUSTOMER_PASSWORD: customerPassword,
      LOG_SQL: 'false',
      // NODE_ENV=test logs nothing; a 500 should say why.
      LOG_LEVEL: process.env.LOG_LEVEL || 'error',
      // The signed-in cases send one token for the whole run.
      ACCESS_TOKEN_TTL: '1d',
      // Every shopper comes from 127.0.0.1 and signs up, logs in and orders far faster than a person.
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '0',
      RATE_LIMIT_LOGIN_PER_IP: '0',
      RATE_LIMIT_SIGNUP_PER_IP: '0',
      RATE_LIMIT_CONTACT_PER_IP: '0',
      RATE_LIMIT_NEWSLETTER_PER_IP: '0',
      RATE_LIMIT_ORDERS_PER_USER: '0',
      ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl, RATE_LIMIT_PREFIX: `shop-bench-${randomBytes(4).toString('hex')}` } : {}),
    };
    const start = (name: string, extra: Record<string, string>, products: number) =>
      startAppServer({
        name,
        env: { ...env, ...extra },
        products,
        priceEntries: settings.priceEntries,
        // An error's log line carries its stack twice (several KB): its head says what failed.
        onLine: (line) =>
          console.log(`[server ${kind} ${name}] ${line.length > 600 ? `${line.slice(0, 600)}... (${line.length} characters)` : line}`),
        onSlowQuery: () => (slowQueries[phase] = (slowQueries[phase] ?? 0) + 1),
        onChild: (stop) => stops.push(stop),
      });
    log(`starting server A, seeding the demo shop and ${settings.products.toLocaleString('en-US')} bulk products...`);
    const cached = await start('A', { SEED_DEMO: 'true' }, settings.products);
    const bulk = cached.bulk!;
    log(
      `A: ${cached.url}: ${cached.totalProducts.toLocaleString('en-US')} products, ${bulk.priceEntries.toLocaleString('en-US')} bulk price entries ` +
        `in ${bulk.currencies.join(', ')} (bulk seed ${bulk.seconds.toFixed(1)} s)`,
    );
    // The second server must not seed again: the demo seed skips a shop that has currencies anyway,
    // but SEED_DEMO=false and 0 products make sure.
    if (bulk.priceEntries < settings.priceEntries)
      log(
        `only ${bulk.priceEntries.toLocaleString('en-US')} bulk price entries: BENCH_PRICE_ENTRIES ` +
          `${settings.priceEntries.toLocaleString('en-US')} needs more products (at most ${bulk.currencies.length} currencies x 3 carats each)`,
      );
    const uncached = await start('B', { SEED_DEMO: 'false', RESPONSE_CACHE: 'off' }, 0);
    log(`B (RESPONSE_CACHE=off): ${uncached.url}`);

    phase = 'signing in';
    const customerToken = await login(cached.url, DEMO_CUSTOMER, customerPassword);
    const adminToken = await login(cached.url, ADMIN_EMAIL, adminPassword);

    const rows: Row[] = [];
    const notes: string[] = [];
    const run = async (name: string, cache: Row['cache'], server: AppServer, target: Target, goal: Parameters<typeof judge>[0]) => {
      phase = `${name} (cache ${cache})`;
      // The first request checks that the case works, and warms the server up (JIT, statement caches).
      const first = await probe(server.url, target).catch((error: Error) => ({ problem: error.message, json: null }) as const);
      if (first.problem) {
        log(`${name}, cache ${cache}: FAILED: ${first.problem}`);
        rows.push({ name, cache, result: null, failed: first.problem, ratio: null, goal: { text: '', met: null } });
        return null;
      }
      log(`${name}, cache ${cache}: ${settings.connections} connections for ${settings.duration} s...`);
      const result = await measure(server.url, target, settings, '/healthz');
      const judged = judge(goal, { rps: result.requestsPerSecond, p99: result.p99, aloneMs: result.aloneMs, sql: result.sqlStatements });
      rows.push({ name, cache, result, ratio: baselineRps ? result.requestsPerSecond / baselineRps : null, goal: judged });
      return first;
    };
    for (const c of readCases(bulk, customerToken)) {
      const first = await run(c.name, 'on', cached, c.target, c.goals.on);
      await run(c.name, 'off', uncached, c.target, c.goals.off);
      if (first && 'status' in first) notes.push(`${c.name}: ${c.describe(first)}`);
    }
    await run('GET /healthz (through the app)', '-', cached, { method: 'GET', path: '/healthz', graphql: false }, null);

    phase = 'listing SQL by page size';
    const sqlOf = async (first: number) =>
      (await probe(uncached.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: listingQuery('', '', first) }) }))
        .sqlStatements;
    const listingSql = { small: await sqlOf(24), smallSize: 24, large: await sqlOf(100), largeSize: 100 };

    phase = 'checkout';
    log(`checkout: signing up ${settings.connections} shoppers, then ${settings.duration} s of add-to-cart + place-order...`);
    const checkout = await runCheckout(cached, settings.connections, settings.duration).catch((error: Error) => ({ error: error.message }));

    phase = 're-pricing';
    log('re-pricing: changing the gold base rate...');
    const repricing = await runRepricing(cached, adminToken, bulk.metalTypeId, bulk.baseRatePerGram).catch((error: Error) => ({
      error: error.message,
    }));

    return {
      kind,
      label: database.label,
      bulk,
      totalProducts: cached.totalProducts,
      rows,
      notes,
      listingSql,
      checkout,
      repricing,
      slowQueries,
    };
  } finally {
    await cleanup();
    cleanups.delete(cleanup);
  }
}

async function measureBaseline(settings: Settings, cleanups: Set<() => Promise<void>>) {
  const baseline = await startBaseline();
  cleanups.add(baseline.stop);
  try {
    const target: Target = { method: 'GET', path: '/', graphql: false };
    await probe(baseline.url, target);
    console.log(`[bench] node:http baseline: ${settings.connections} connections for ${settings.duration} s...`);
    return await measure(baseline.url, target, settings, null);
  } finally {
    await baseline.stop();
    cleanups.delete(baseline.stop);
  }
}

async function main(): Promise<number> {
  let settings: Settings;
  try {
    settings = readSettings(process.env);
  } catch (error) {
    console.error(`bench: ${(error as Error).message}`);
    return 2;
  }
  const cleanups = new Set<() => Promise<void>>();
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench: ${signal}, cleaning up...`);
    void Promise.allSettled([...cleanups].map((fn) => fn())).then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  console.log(
    `bench: ${settings.databases.join(' + ')}, ${settings.products.toLocaleString('en-US')} bulk products, ` +
      `>= ${settings.priceEntries.toLocaleString('en-US')} price entries, ${settings.duration} s per case, ` +
      `${settings.connections} connections; ${os.cpus().length} CPU(s), Node ${process.version}`,
  );
  const report: RunReport = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    settings: {
      duration: settings.duration,
      products: settings.products,
      priceEntries: settings.priceEntries,
      connections: settings.connections,
      databases: settings.databases,
    },
    baseline: null,
    databases: [],
    failures: [],
  };
  try {
    report.baseline = await measureBaseline(settings, cleanups);
  } catch (error) {
    report.failures.push(`node:http baseline: ${(error as Error).message}`);
    console.error(`[bench] the node:http baseline failed: ${(error as Error).message}`);
  }
  for (const kind of settings.databases) {
    try {
      report.databases.push(await benchDatabase(kind, settings, report.baseline?.requestsPerSecond ?? null, cleanups));
    } catch (error) {
      report.failures.push(`${kind}: ${(error as Error).message}`);
      console.error(`[bench ${kind}] failed: ${(error as Error).message}`);
    }
  }

  printReport(report);
  if (settings.jsonFile) {
    writeJson(settings.jsonFile, report);
    console.log(`bench: figures written to ${settings.jsonFile}`);
  }
  const faults = report.databases.flatMap((d) => [
    ...d.rows
      .filter((row) => !row.result || row.result.errors > 0 || row.result.non2xx > 0)
      .map((row) => `${d.kind}: ${row.name} (cache ${row.cache})`),
    ...checkoutProblems(d.checkout).map((problem) => `${d.kind}: checkout: ${problem}`),
    ...('error' in d.repricing ? [`${d.kind}: re-pricing: ${d.repricing.error}`] : []),
  ]);
  if (faults.length) console.error(`bench: errors in ${faults.join(', ')}`);
  if (report.failures.length) console.error(`bench: failed: ${report.failures.join('; ')}`);
  return faults.length || report.failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('bench: unexpected failure:', error);
    process.exit(1);
  },
);
