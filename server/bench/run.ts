// `npm run bench`: load-tests the real shop on a large catalogue, on a throwaway SQLite file and a
// throwaway MariaDB database, and prints one table per database. Settings (environment):
//   BENCH_DURATION  seconds per target (default 10)     BENCH_PRODUCTS  bulk products (default 10000)
//   BENCH_DB        sqlite | mariadb | both (default)   BENCH_MYSQL_URL server for the throwaway database
//                                                       (default mysql://root@127.0.0.1:3306)
// It cleans up its databases and files, and exits 0, or 1 when a target had errors or a database failed.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import type { BulkCatalogue } from './bulk-catalogue';
import type { FromServer, ToServer } from './server-process';

type DbKind = 'sqlite' | 'mariadb';

interface Settings {
  duration: number;
  products: number;
  databases: DbKind[];
  mysqlUrl: string;
  connections: number;
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const positiveInt = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`);
    return Number(raw);
  };
  const db = env.BENCH_DB || 'both';
  if (!['sqlite', 'mariadb', 'both'].includes(db)) throw new Error(`BENCH_DB must be sqlite, mariadb or both (got "${db}")`);
  return {
    duration: positiveInt('BENCH_DURATION', 10),
    products: positiveInt('BENCH_PRODUCTS', 10_000),
    databases: db === 'both' ? ['sqlite', 'mariadb'] : [db as DbKind],
    mysqlUrl: env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
    connections: 10,
  };
}

// --- throwaway databases ---------------------------------------------------------------------------

interface Database {
  url: string;
  label: string;
  drop(): Promise<void>;
}

function sqliteDatabase(dir: string): Database {
  const file = path.join(dir, 'bench.sqlite');
  // The file lives in the run's temp folder, which is removed afterwards.
  return { url: `sqlite:${file}`, label: `SQLite (${file})`, drop: async () => undefined };
}

async function mariadbDatabase(serverUrl: string): Promise<Database> {
  const server = new URL(serverUrl);
  const connect = () =>
    mysql.createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username || 'root'),
      password: decodeURIComponent(server.password),
      connectTimeout: 5000,
    });
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const admin = await connect();
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `MariaDB (${server.host}, database ${name})`,
    drop: async () => {
      const c = await connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await c.end();
      }
    },
  };
}

// --- the server process ----------------------------------------------------------------------------

function waitForMessage<T extends FromServer['type']>(
  child: ChildProcess,
  types: T[],
  timeoutMs: number,
): Promise<Extract<FromServer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`the server process did not answer ${types.join('/')} within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onMessage = (message: FromServer) => {
      if ((types as string[]).includes(message.type)) finish(null, message as Extract<FromServer, { type: T }>);
    };
    const onExit = (code: number | null) =>
      finish(new Error(`the server process exited (code ${code}) before answering ${types.join('/')}`));
    function finish(error: Error | null, message?: Extract<FromServer, { type: T }>) {
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

async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

// --- targets ---------------------------------------------------------------------------------------

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  graphql: boolean;
  /** What ran, e.g. the GraphQL query or a note on a fallback. */
  note?: string;
}

interface Measured {
  target: Target;
  skipped?: string;
  requestsPerSecond?: number;
  p50?: number;
  p99?: number;
  sqlStatements?: number;
  /** One request alone on a quiet server, in ms. */
  singleMs?: number;
  errors?: number;
  /** Requests sent in a run in which none was answered (counted in errors). */
  unanswered?: number;
  non2xx?: number;
}

interface Probe {
  status: number;
  /** How long the one request took, in ms (a quiet server, one request at a time). */
  ms: number;
  sqlStatements: number;
  json: any;
  graphqlError: string | null;
}

async function probe(baseUrl: string, target: Pick<Target, 'method' | 'path' | 'body'>): Promise<Probe> {
  const started = performance.now();
  const response = await fetch(baseUrl + target.path, {
    method: target.method,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  const graphqlError = json?.errors?.[0]?.message ?? null;
  return { status: response.status, ms, sqlStatements: Number(response.headers.get('x-sql-statements') ?? NaN), json, graphqlError };
}

const gqlBody = (query: string) => JSON.stringify({ query });
const oneLine = (query: string) => query.replace(/\s+/g, ' ').trim();

const LISTING =
  'query { products(first: 24, filter: { currencyCode: "INR" }) { totalCount items { id name image price { total { amount currencyCode } } } } }';
const LISTING_FALLBACK = 'query { newArrivals(first: 24) { id name image price(currencyCode: "INR") { total { amount currencyCode } } } }';
const detail = (id: number) => `query { product(id: ${id}) {
  id name description returnPolicy outOfStock images purities
  colors { id name images } sizes { id name } reviews { rating comment }
  prices(currencyCode: "INR") { purity price { amount } stoneCharge { amount } labourCharge { amount } total { amount currencyCode } }
} }`;
const DETAIL_FALLBACK = (id: number) => `query { product(id: ${id}) { id name description } }`;

/** Picks what to run for each target, falling back (with a note) where a feature is not built yet. */
async function chooseTargets(baseUrl: string, bulk: BulkCatalogue): Promise<(Target | Measured)[]> {
  const chosen: (Target | Measured)[] = [];

  const listing = await probe(baseUrl, { method: 'POST', path: '/graphql', body: gqlBody(LISTING) });
  if (listing.status === 200 && !listing.graphqlError && listing.json?.data?.products) {
    const items = listing.json.data.products.items.length;
    chosen.push({
      name: 'GraphQL listing: products(first: 24)',
      method: 'POST',
      path: '/graphql',
      body: gqlBody(LISTING),
      graphql: true,
      note: `${LISTING} -- answers ${items} of ${listing.json.data.products.totalCount}`,
    });
  } else {
    chosen.push({
      name: 'GraphQL listing: newArrivals(first: 24)',
      method: 'POST',
      path: '/graphql',
      body: gqlBody(LISTING_FALLBACK),
      graphql: true,
      note: `${LISTING_FALLBACK} -- fallback: products(...) is not available yet (${listing.graphqlError ?? `HTTP ${listing.status}`})`,
    });
  }

  // A bulk product from the middle of the catalogue: nothing about it is cached by position.
  const id = Math.floor((bulk.firstProductId + bulk.lastProductId) / 2);
  const detailName = `GraphQL detail: product(id: ${id})`;
  let detailTarget: Target | null = null;
  const reasons: string[] = [];
  for (const [query, what] of [
    [detail(id), 'full detail'],
    [DETAIL_FALLBACK(id), 'fallback: id name description only'],
  ] as const) {
    const answer = await probe(baseUrl, { method: 'POST', path: '/graphql', body: gqlBody(query) });
    if (answer.status === 200 && !answer.graphqlError && answer.json?.data?.product) {
      detailTarget = {
        name: detailName,
        method: 'POST',
        path: '/graphql',
        body: gqlBody(query),
        graphql: true,
        note: `${oneLine(query)} -- ${what}${reasons.length ? ` (${reasons.join('; ')})` : ''}`,
      };
      break;
    }
    reasons.push(`${what}: ${answer.graphqlError ?? (answer.json?.data ? 'product is null' : `HTTP ${answer.status}`)}`);
  }
  chosen.push(
    detailTarget ?? {
      target: { name: detailName, method: 'POST', path: '/graphql', graphql: true },
      skipped: `skipped: product(id) is not usable yet (${reasons.join('; ')})`,
    },
  );

  const restPath = '/api/get-filtered-products?categoryId=all';
  const rest = await probe(baseUrl, { method: 'GET', path: restPath });
  const restTarget: Target = { name: `REST GET ${restPath}`, method: 'GET', path: restPath, graphql: false };
  if (rest.status === 404) chosen.push({ target: restTarget, skipped: 'skipped: the path answers 404 (not built yet)' });
  else {
    chosen.push({
      ...restTarget,
      note: `the legacy call, every match: answers HTTP ${rest.status}${Array.isArray(rest.json) ? ` with ${rest.json.length} products` : ''}`,
    });
    // The same call cut to the GraphQL listing's page size, for a like-for-like figure.
    const pagedPath = `${restPath}&limit=24`;
    const paged = await probe(baseUrl, { method: 'GET', path: pagedPath });
    if (paged.status === 200) {
      chosen.push({
        name: `REST GET ${pagedPath}`,
        method: 'GET',
        path: pagedPath,
        graphql: false,
        note: `answers ${Array.isArray(paged.json) ? paged.json.length : '?'} products`,
      });
    }
  }

  chosen.push({ name: 'GET /healthz (ceiling)', method: 'GET', path: '/healthz', graphql: false });
  return chosen;
}

/**
 * Waits until the server has finished what a run left behind: autocannon drops its sockets when time is
 * up, but the server still completes the requests it had started. One more request of the same kind
 * queues behind that backlog (database pool, event loop); then /healthz must answer promptly. So the
 * next target starts on a quiet server, and the last one does not race the shutdown.
 */
async function drain(baseUrl: string, target: Target): Promise<void> {
  await probe(baseUrl, target).catch(() => undefined);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const health = await probe(baseUrl, { method: 'GET', path: '/healthz' }).catch(() => null);
    if (health && health.ms < 50) return;
  }
}

async function measure(baseUrl: string, target: Target, settings: Settings): Promise<Measured> {
  // The probe is also the warm-up (JIT, statement caches): an autocannon warm-up run would leave
  // requests in flight that slow the measured run of a slow target.
  const sample = await probe(baseUrl, target);
  const result = await autocannon({
    url: baseUrl + target.path,
    method: target.method,
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    connections: settings.connections,
    duration: settings.duration,
    timeout: 10,
    // A GraphQL failure is an HTTP 200 with `errors`: count it as an error too.
    verifyBody: target.graphql ? (body: string) => !body.includes('"errors"') : undefined,
  });
  await drain(baseUrl, target);
  const completed = result.requests.total;
  // Requests cut off at the end of a run are normal; a run in which nothing was answered at all is not.
  const unanswered = completed === 0 ? Math.max(0, (result.requests.sent ?? 0) - result.errors - result.timeouts) : 0;
  return {
    target,
    requestsPerSecond: completed / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sqlStatements: sample.sqlStatements,
    singleMs: sample.ms,
    errors: result.errors + result.timeouts + result.mismatches + unanswered,
    unanswered,
    non2xx: result.non2xx,
  };
}

// --- one database ----------------------------------------------------------------------------------

interface DatabaseReport {
  kind: DbKind;
  label: string;
  bulk: BulkCatalogue;
  totalProducts: number;
  rows: Measured[];
  /** Slow-query warnings of the server (statements over 1 s), per phase. */
  slowQueries: Map<string, number>;
}

async function benchDatabase(kind: DbKind, settings: Settings, cleanups: Set<() => Promise<void>>): Promise<DatabaseReport> {
  const log = (message: string) => console.log(`[bench ${kind}] ${message}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), `shop-bench-${kind}-`));
  let database: Database | null = null;
  let child: ChildProcess | null = null;
  let phase = 'start-up and seeding';
  const slowQueries = new Map<string, number>();
  const cleanup = async () => {
    if (child) await stopServerProcess(child).catch((error) => console.error(`[bench ${kind}] stopping the server:`, error));
    child = null;
    if (database) await database.drop().catch((error) => console.error(`[bench ${kind}] dropping the database:`, error));
    database = null;
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    database = kind === 'sqlite' ? sqliteDatabase(dir) : await mariadbDatabase(settings.mysqlUrl);
    log(`throwaway database: ${database.label}`);
    child = fork(path.join(__dirname, 'server-process.ts'), [], {
      execArgv: ['-r', '@swc-node/register'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    // The server's own output is passed on, except its slow-query warnings (one per statement over
    // 1 s), which are counted per phase and summed up under the table instead of flooding it.
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (line.startsWith('[sql slow]')) slowQueries.set(phase, (slowQueries.get(phase) ?? 0) + 1);
        else console.log(`[server ${kind}] ${line}`);
      });
    }
    const secret = () => randomBytes(24).toString('hex');
    child.send({
      type: 'start',
      products: settings.products,
      env: {
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATA_DIR: dir,
        UPLOAD_DIR: path.join(dir, 'uploads'),
        CLIENT_DIST: path.join(dir, 'no-client'),
        JWT_SECRET: secret(),
        ADMIN_EMAIL: 'admin@bench.example',
        ADMIN_PASSWORD: secret(),
        DEMO_CUSTOMER_PASSWORD: secret(),
        SEED_DEMO: 'true',
        LOG_SQL: 'false',
      },
    } satisfies ToServer);
    log(`starting the server, seeding the demo shop and ${settings.products.toLocaleString('en-US')} bulk products...`);
    const ready = await waitForMessage(child, ['ready', 'failed'], 15 * 60_000);
    if (ready.type === 'failed') throw new Error(`the server did not start: ${ready.message}`);
    log(`${ready.url}: ${ready.totalProducts.toLocaleString('en-US')} products (bulk seed ${ready.bulk.seconds.toFixed(1)} s)`);

    const rows: Measured[] = [];
    phase = 'choosing the targets';
    for (const entry of await chooseTargets(ready.url, ready.bulk)) {
      if ('skipped' in entry) {
        log(`${entry.target.name}: ${entry.skipped}`);
        rows.push(entry);
        continue;
      }
      const target = entry as Target;
      log(`${target.name}: ${settings.connections} connections for ${settings.duration} s...`);
      phase = target.name;
      rows.push(await measure(ready.url, target, settings));
    }
    return { kind, label: database.label, bulk: ready.bulk, totalProducts: ready.totalProducts, rows, slowQueries };
  } finally {
    await cleanup();
    cleanups.delete(cleanup);
  }
}

// --- output ----------------------------------------------------------------------------------------

function printReport(report: DatabaseReport, settings: Settings): void {
  const b = report.bulk;
  console.log('');
  console.log(
    `${report.kind === 'sqlite' ? 'SQLite' : 'MariaDB'}: ${report.totalProducts.toLocaleString('en-US')} products ` +
      `(${b.products.toLocaleString('en-US')} bulk: ${b.productColors.toLocaleString('en-US')} colours, ${b.productImages.toLocaleString('en-US')} images, ` +
      `${b.productCarats.toLocaleString('en-US')} carats, ${b.priceEntries.toLocaleString('en-US')} price entries, ${b.productSizes.toLocaleString('en-US')} sizes); ` +
      `${settings.connections} connections x ${settings.duration} s per target`,
  );
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'alone ms', 'SQL/req', 'errors/non-2xx'];
  const last = header.length - 1;
  const lines = report.rows.map((row) =>
    row.skipped
      ? [row.target.name, '-', '-', '-', '-', '-', row.skipped]
      : [
          row.target.name,
          row.requestsPerSecond!.toFixed(row.requestsPerSecond! < 10 ? 1 : 0),
          String(row.p50),
          String(row.p99),
          row.singleMs!.toFixed(1),
          Number.isNaN(row.sqlStatements) ? '?' : String(row.sqlStatements),
          `${row.errors}/${row.non2xx}${row.unanswered ? ` (${row.unanswered} sent, none answered within ${settings.duration} s)` : ''}`,
        ],
  );
  // The last column is not padded: a skipped row's note may run on.
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (i === last ? 0 : l[i].length))));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : i === last ? cell : cell.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const row of report.rows) if (!row.skipped && row.target.note) console.log(`  * ${row.target.name}: ${row.target.note}`);
  for (const [phase, count] of report.slowQueries) console.log(`  ! ${count} SQL statement(s) over 1 s while running: ${phase}`);
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
    `bench: ${settings.databases.join(' + ')}, ${settings.products.toLocaleString('en-US')} bulk products, ${settings.duration} s per target, ` +
      `${settings.connections} connections; ${os.cpus().length} CPU(s), Node ${process.version}`,
  );
  const reports: DatabaseReport[] = [];
  const failures: string[] = [];
  for (const kind of settings.databases) {
    try {
      reports.push(await benchDatabase(kind, settings, cleanups));
    } catch (error) {
      failures.push(`${kind}: ${(error as Error).message}`);
      console.error(`[bench ${kind}] failed: ${(error as Error).message}`);
    }
  }

  for (const report of reports) printReport(report, settings);
  console.log(
    '\nalone: one request on a quiet server. SQL/req: statements of that request (X-SQL-Statements). errors: connection errors, time-outs and GraphQL `errors` answers.',
  );
  const withErrors = reports.flatMap((r) =>
    r.rows.filter((row) => !row.skipped && (row.errors! > 0 || row.non2xx! > 0)).map((row) => `${r.kind}: ${row.target.name}`),
  );
  if (withErrors.length) console.error(`bench: errors in ${withErrors.join(', ')}`);
  if (failures.length) console.error(`bench: failed: ${failures.join('; ')}`);
  return withErrors.length || failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('bench: unexpected failure:', error);
    process.exit(1);
  },
);
