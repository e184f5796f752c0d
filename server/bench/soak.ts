// `npm run soak`: a mixed shopper load on the real shop (not part of `npm test`).
// Shoppers browse the listing (GraphQL and REST), open products, search, add to the cart and place
// orders with an Idempotency-Key (some sent twice at once, as a retrying client would); every request
// gives up after 30 s, as a browser or proxy would.
// 1. A probe: SOAK_CONNECTIONS shoppers, each starting the next operation when the last one answered, for
//    SOAK_PROBE_SECONDS; it warms the shop up, prints per operation req/s, p50/p99 ms and errors, and its
//    operations per second are the sustainable rate (unless SOAK_RATE sets it, e.g. to compare two runs).
// 2. Steps at SOAK_MULTIPLIERS times that rate (default 1, 2 and 4), SOAK_SECONDS each: operations arrive
//    at the rate whether or not the earlier ones were answered (open loop, as shoppers do), and each step
//    prints p50/p99, answered, shed (503 with Retry-After), timed out and failed.
// 3. The order check: every order acknowledged (201 on REST, a CreateOrderSuccess on GraphQL) exists
//    exactly once, the two answers to one key name the same order, no key made two orders, and every
//    stored order was acknowledged (acknowledged == stored: no order the client never heard of).
// Settings (environment):
//   SOAK_SECONDS      how long each step runs (default 20)
//   SOAK_MULTIPLIERS  the steps, as multiples of the sustainable rate (default 1,2,4)
//   SOAK_RATE         the sustainable rate in operations per second (default: what the probe answered)
//   SOAK_PROBE_SECONDS how long the probe runs (default 10)
//   SOAK_CONNECTIONS  shoppers of the probe (default 32)
//   SOAK_CUSTOMERS    customer accounts signed up for the run (default 8)
//   SOAK_URL          an already running shop to load (its rate limits apply); otherwise a shop is started:
//   DATABASE_URL      the database for that shop; default a fresh MariaDB database on SOAK_MYSQL_URL
//                     (default mysql://root@127.0.0.1:3306) when it answers, else a temporary SQLite file
// Exit code 1 when an order check fails or a request answered 5xx other than a 503 with Retry-After (shed).
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchServerBase, connectMysql, mariadbDatabase } from './databases';
import type { FromSoakServer, ToSoakServer } from './soak-server';

interface Settings {
  seconds: number;
  multipliers: number[];
  rate: number | null;
  probeSeconds: number;
  connections: number;
  customers: number;
  url: string | null;
  databaseUrl: string | null;
  mysqlUrl: string;
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const positiveInt = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`);
    return Number(raw);
  };
  return {
    seconds: positiveInt('SOAK_SECONDS', 20),
    multipliers: (env.SOAK_MULTIPLIERS || '1,2,4').split(',').map((m) => {
      const n = Number(m);
      if (!(n > 0)) throw new Error(`SOAK_MULTIPLIERS must be positive numbers separated by commas (got "${env.SOAK_MULTIPLIERS}")`);
      return n;
    }),
    rate: env.SOAK_RATE ? positiveInt('SOAK_RATE', 1) : null,
    probeSeconds: positiveInt('SOAK_PROBE_SECONDS', 10),
    connections: positiveInt('SOAK_CONNECTIONS', 32),
    customers: positiveInt('SOAK_CUSTOMERS', 8),
    url: env.SOAK_URL ? env.SOAK_URL.replace(/\/$/, '') : null,
    databaseUrl: env.DATABASE_URL || null,
    mysqlUrl: env.SOAK_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
  };
}

// ---- the shop under load ----------------------------------------------------------------------------

interface Shop {
  url: string;
  label: string;
  /** Direct database access for the duplicate-key check, when the soak owns the shop. */
  duplicateKeys?: () => Promise<Array<{ userId: number; idempotencyKey: string; n: number }>>;
  close(): Promise<void>;
}

/** The soak gives up on MariaDB sooner than the benches, and runs on SQLite instead. */
const MYSQL_TIMEOUT_MS = 3000;

const DUPLICATES_SQL =
  'SELECT userId, idempotencyKey, COUNT(*) AS n FROM orders WHERE idempotencyKey IS NOT NULL GROUP BY userId, idempotencyKey HAVING COUNT(*) > 1';

async function startShop(settings: Settings): Promise<Shop> {
  if (settings.url) return { url: settings.url, label: `the running shop at ${settings.url}`, close: async () => undefined };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
  let databaseUrl = settings.databaseUrl;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (!databaseUrl) {
    try {
      const database = await mariadbDatabase(settings.mysqlUrl, { prefix: 'shop_soak', timeoutMs: MYSQL_TIMEOUT_MS });
      databaseUrl = database.url;
      dropDatabase = database.drop;
    } catch {
      databaseUrl = `sqlite:${path.join(dir, 'soak.sqlite')}`;
    }
  }
  const kind = /^(mysql|mariadb):/.test(databaseUrl) ? 'MariaDB/MySQL' : 'SQLite';
  const child: ChildProcess = fork(path.join(__dirname, 'soak-server.ts'), [], {
    execArgv: ['-r', '@swc-node/register'],
    stdio: 'inherit',
  });
  const secret = () => randomBytes(24).toString('hex');
  // The soak's shoppers all come from one IP and sign in and order far more often than a person: the
  // shop it owns gets limits that do not get in the way (a SOAK_URL shop keeps its own).
  const generous = '1000000';
  child.send({
    type: 'start',
    env: {
      ...benchServerBase(databaseUrl, dir),
      JWT_SECRET: secret(),
      ADMIN_PASSWORD: secret(),
      DEMO_CUSTOMER_PASSWORD: secret(),
      SEED_DEMO: 'true',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: process.env.RATE_LIMIT_LOGIN_PER_ACCOUNT ?? generous,
      RATE_LIMIT_LOGIN_PER_IP: process.env.RATE_LIMIT_LOGIN_PER_IP ?? generous,
      RATE_LIMIT_SIGNUP_PER_IP: process.env.RATE_LIMIT_SIGNUP_PER_IP ?? generous,
      RATE_LIMIT_ORDERS_PER_USER: process.env.RATE_LIMIT_ORDERS_PER_USER ?? generous,
    },
  } satisfies ToSoakServer);
  const ready = await new Promise<FromSoakServer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the shop did not start within 5 minutes')), 5 * 60_000);
    child.on('message', (m: FromSoakServer) => {
      if (m.type === 'ready' || m.type === 'failed') {
        clearTimeout(timer);
        resolve(m);
      }
    });
    child.once('exit', (code) => reject(new Error(`the shop exited (code ${code}) before it was ready`)));
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (child.connected) child.send({ type: 'stop' } satisfies ToSoakServer);
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    await dropDatabase?.().catch((error) => console.error('[soak] dropping the database:', error));
    rmSync(dir, { recursive: true, force: true });
  };
  if (ready.type !== 'ready') {
    await close();
    throw new Error(`the shop did not start: ${ready.type === 'failed' ? ready.message : ready.type}`);
  }
  const duplicateKeys = async () => {
    if (kind === 'SQLite') {
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
      try {
        return db.prepare(DUPLICATES_SQL).all() as Array<{ userId: number; idempotencyKey: string; n: number }>;
      } finally {
        db.close();
      }
    }
    const url = new URL(databaseUrl);
    const c = await connectMysql(url, { database: url.pathname.slice(1), timeoutMs: MYSQL_TIMEOUT_MS });
    try {
      const [rows] = await c.query(DUPLICATES_SQL.replace(/idempotencyKey/g, '`idempotencyKey`'));
      return rows as Array<{ userId: number; idempotencyKey: string; n: number }>;
    } finally {
      await c.end();
    }
  };
  return { url: ready.url, label: `a fresh shop on ${kind} (${databaseUrl.replace(/\/\/[^@]*@/, '//')})`, duplicateKeys, close };
}

// ---- HTTP --------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  /** The Retry-After header: with a 503, the shop shed the request (or the database is away) and stored nothing. */
  retryAfter: string | null;
  json: any;
}

async function call(
  base: string,
  method: string,
  p: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(base + p, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json };
}

const gql = (base: string, query: string, variables: Record<string, unknown> = {}, token?: string) =>
  call(base, 'POST', '/graphql', { query, variables }, token);

// ---- set-up: shoppers and the catalogue -----------------------------------------------------------------

interface Customer {
  id: number;
  email: string;
  token: string;
}

interface Purchasable {
  productId: number;
  productCaratId: number;
}

async function signUpCustomers(base: string, count: number, run: string): Promise<Customer[]> {
  const password = `soak-${randomBytes(8).toString('hex')}`;
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `soak-${run}-${i}@example.com`;
    const signup = await gql(
      base,
      'mutation($input: SignupInput!) { signup(input: $input) { __typename ... on ErrorResult { message } } }',
      {
        input: {
          currencyId: 1,
          email,
          firstName: 'Soak',
          lastName: `Shopper${i}`,
          password,
          phone: `+9198${String(10000000 + i).slice(-8)}`,
        },
      },
    );
    if (signup.json?.data?.signup?.__typename !== 'SignupSuccess')
      throw new Error(`signing up ${email} failed: ${JSON.stringify(signup.json)}`);
    const login = await gql(
      base,
      'mutation($input: LoginInput!) { login(input: $input) { ... on AuthPayload { token user { id } } ... on ErrorResult { message } } }',
      {
        input: { email, password },
      },
    );
    const token = login.json?.data?.login?.token;
    if (!token) throw new Error(`logging in ${email} failed: ${JSON.stringify(login.json)}`);
    customers.push({ id: Number(login.json.data.login.user.id), email, token });
  }
  return customers;
}

async function purchasables(base: string): Promise<{ items: Purchasable[]; productIds: number[]; words: string[] }> {
  const answer = await gql(
    base,
    'query { products(first: 100, offset: 0, sort: NEWEST) { items { id name outOfStock prices(currencyCode: "INR") { productCaratId } } } }',
  );
  const products: Array<{ id: number; name: string; outOfStock: boolean; prices: Array<{ productCaratId: number }> }> =
    answer.json?.data?.products?.items ?? [];
  if (products.length === 0) throw new Error(`the catalogue is empty or unreadable: ${JSON.stringify(answer.json).slice(0, 300)}`);
  const items = products
    .filter((p) => !p.outOfStock && p.prices.length > 0)
    .map((p) => ({ productId: p.id, productCaratId: p.prices[0].productCaratId }));
  if (items.length === 0) throw new Error('no product is in stock with an INR price');
  const words = [...new Set(products.flatMap((p) => p.name.split(/\s+/).filter((w) => w.length > 3)))].slice(0, 40);
  return { items, productIds: products.map((p) => p.id), words };
}

// ---- the load ----------------------------------------------------------------------------------------

interface Outcome {
  ok: boolean;
  /** A request the shop refused on purpose (an ErrorResult, a 4xx): counted apart from failures. */
  refused?: boolean;
  /** 503 with Retry-After: refused for load, before any work. */
  shed?: boolean;
  /** No answer within the client's 30 s. */
  timedOut?: boolean;
  serverError?: boolean;
}

interface Acknowledged {
  customerId: number;
  key: string;
  orderId: number;
  via: 'REST' | 'GraphQL';
}

interface Context {
  base: string;
  customers: Customer[];
  catalogue: Awaited<ReturnType<typeof purchasables>>;
  acknowledged: Acknowledged[];
  /** Order requests whose answer was lost (error, timeout, 5xx): such an order may exist unacknowledged. */
  unknownOrders: number;
  /** Of those, the ones the client gave up on after 30 s. */
  timedOutOrders: number;
  sameKeyMismatches: string[];
  seq: number;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

const ADDRESS = {
  firstName: 'Soak',
  lastName: 'Shopper',
  address: '1 Load Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

const isShed = (a: Answer) => a.status === 503 && a.retryAfter !== null;
const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';
const fromStatus = (a: Answer): Outcome =>
  isShed(a)
    ? { ok: false, shed: true }
    : {
        ok: a.status >= 200 && a.status < 300,
        refused: a.status >= 400 && a.status < 500,
        serverError: a.status >= 500,
      };
const fromGraphQL = (a: Answer, field: string): Outcome => {
  if (isShed(a)) return { ok: false, shed: true };
  if (a.status !== 200 || a.json?.errors?.length)
    return { ok: false, serverError: a.status >= 500, refused: a.status >= 400 && a.status < 500 };
  const typename: string | undefined = a.json?.data?.[field]?.__typename;
  return typename?.endsWith('Error') ? { ok: false, refused: true } : { ok: true };
};

const CREATE_ORDER = `mutation($input: CreateOrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) {
  __typename ... on CreateOrderSuccess { replayed order { id } } ... on ErrorResult { message } } }`;

interface Operation {
  name: string;
  weight: number;
  run(ctx: Context): Promise<Outcome>;
}

const operations: Operation[] = [
  {
    name: 'GraphQL listing products(first: 24)',
    weight: 22,
    run: async (ctx) =>
      fromGraphQL(
        await gql(
          ctx.base,
          'query($offset: Int!) { products(first: 24, offset: $offset, sort: NEWEST) { __typename totalCount items { id name image price { total { amount currencyCode } } } } }',
          { offset: pick([0, 0, 0, 24]) },
        ),
        'products',
      ),
  },
  {
    name: 'REST listing /get-filtered-products?limit=24',
    weight: 12,
    run: async (ctx) => fromStatus(await call(ctx.base, 'GET', '/api/get-filtered-products?categoryId=all&limit=24')),
  },
  {
    name: 'GraphQL detail product(id)',
    weight: 18,
    run: async (ctx) =>
      fromGraphQL(
        await gql(
          ctx.base,
          'query($id: Int!) { product(id: $id) { __typename id name description images purities colors { id name } sizes { id name } prices { purity total { amount } } } }',
          { id: pick(ctx.catalogue.productIds) },
        ),
        'product',
      ),
  },
  {
    name: 'REST detail /get-product/{id}',
    weight: 8,
    run: async (ctx) => fromStatus(await call(ctx.base, 'GET', `/api/get-product/${pick(ctx.catalogue.productIds)}`)),
  },
  {
    name: 'GraphQL search searchSuggestions',
    weight: 8,
    run: async (ctx) =>
      fromGraphQL(
        await gql(ctx.base, 'query($q: String!) { searchSuggestions(query: $q, first: 8) { __typename id name } }', {
          q: pick(ctx.catalogue.words),
        }),
        'searchSuggestions',
      ),
  },
  {
    name: 'REST search /search-products',
    weight: 6,
    run: async (ctx) =>
      fromStatus(await call(ctx.base, 'GET', `/api/search-products?query=${encodeURIComponent(pick(ctx.catalogue.words))}&limit=24`)),
  },
  {
    name: 'GraphQL cartAddItem',
    weight: 12,
    run: async (ctx) => {
      const item = pick(ctx.catalogue.items);
      return fromGraphQL(
        await gql(
          ctx.base,
          'mutation($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename ... on ErrorResult { message } } }',
          { input: { ...item, quantity: 1 } },
          pick(ctx.customers).token,
        ),
        'cartAddItem',
      );
    },
  },
  {
    name: 'GraphQL createOrder (Idempotency key)',
    weight: 7,
    run: async (ctx) => {
      const customer = pick(ctx.customers);
      const key = `soak-g-${++ctx.seq}-${randomBytes(4).toString('hex')}`;
      const input = {
        ...ADDRESS,
        email: customer.email,
        phone: '+919812345678',
        paymentMethod: 'COD',
        source: 'BUY_NOW',
        item: { ...pick(ctx.catalogue.items), quantity: 1 },
      };
      // One order in five is sent twice at once, as a client retrying a slow checkout would.
      const copies = Math.random() < 0.2 ? 2 : 1;
      const answers = await Promise.allSettled(
        Array.from({ length: copies }, () => gql(ctx.base, CREATE_ORDER, { input, key }, customer.token)),
      );
      const ids = new Set<number>();
      let outcome: Outcome = { ok: true };
      for (const a of answers) {
        if (a.status === 'rejected') {
          ctx.unknownOrders++;
          if (isTimeout(a.reason)) ctx.timedOutOrders++;
          outcome = { ok: false, timedOut: isTimeout(a.reason) };
          continue;
        }
        const o = fromGraphQL(a.value, 'createOrder');
        if (o.ok) {
          const orderId = Number(a.value.json.data.createOrder.order.id);
          ids.add(orderId);
          ctx.acknowledged.push({ customerId: customer.id, key, orderId, via: 'GraphQL' });
        } else {
          if (o.serverError || (!o.refused && !o.shed)) ctx.unknownOrders++;
          outcome = o;
        }
      }
      if (ids.size > 1) ctx.sameKeyMismatches.push(`${key}: orders ${[...ids].join(', ')}`);
      return outcome;
    },
  },
  {
    name: 'REST POST /createorder (Idempotency-Key)',
    weight: 7,
    run: async (ctx) => {
      const customer = pick(ctx.customers);
      const key = `soak-r-${++ctx.seq}-${randomBytes(4).toString('hex')}`;
      const item = pick(ctx.catalogue.items);
      const body = {
        ...ADDRESS,
        email: customer.email,
        phone: '+919812345678',
        paymentMethod: 'cod',
        source: 'buyNow',
        items: [{ p_id: item.productId, pc_id: item.productCaratId, quantity: 1 }],
      };
      const copies = Math.random() < 0.2 ? 2 : 1;
      const answers = await Promise.allSettled(
        Array.from({ length: copies }, () => call(ctx.base, 'POST', '/api/createorder', body, customer.token, { 'idempotency-key': key })),
      );
      const ids = new Set<number>();
      let outcome: Outcome = { ok: true };
      for (const a of answers) {
        if (a.status === 'rejected') {
          ctx.unknownOrders++;
          if (isTimeout(a.reason)) ctx.timedOutOrders++;
          outcome = { ok: false, timedOut: isTimeout(a.reason) };
          continue;
        }
        const o = fromStatus(a.value);
        if (o.ok) {
          const orderId = Number(a.value.json?.orderId);
          ids.add(orderId);
          ctx.acknowledged.push({ customerId: customer.id, key, orderId, via: 'REST' });
        } else {
          if (o.serverError) ctx.unknownOrders++;
          outcome = o;
        }
      }
      if (ids.size > 1) ctx.sameKeyMismatches.push(`${key}: orders ${[...ids].join(', ')}`);
      return outcome;
    },
  },
];

interface Stats {
  latencies: number[];
  ok: number;
  refused: number;
  shed: number;
  timedOut: number;
  failed: number;
  serverErrors: number;
}

const newStats = (): Stats => ({ latencies: [], ok: 0, refused: 0, shed: 0, timedOut: 0, failed: 0, serverErrors: 0 });

const totalWeight = operations.reduce((sum, o) => sum + o.weight, 0);
function chooseOperation(): Operation {
  let r = Math.random() * totalWeight;
  for (const o of operations) if ((r -= o.weight) < 0) return o;
  return operations[0];
}

/** Runs one operation and counts its outcome and time into `s`. */
async function runOne(ctx: Context, op: Operation, s: Stats): Promise<void> {
  const t0 = performance.now();
  let outcome: Outcome;
  try {
    outcome = await op.run(ctx);
  } catch (error) {
    outcome = { ok: false, timedOut: isTimeout(error) };
  }
  s.latencies.push(performance.now() - t0);
  if (outcome.ok) s.ok++;
  else if (outcome.refused) s.refused++;
  else if (outcome.shed) s.shed++;
  else if (outcome.timedOut) s.timedOut++;
  else s.failed++;
  if (outcome.serverError) s.serverErrors++;
}

/** The probe: `connections` shoppers, each starting its next operation when the last one answered. */
async function runClosedLoop(ctx: Context, connections: number, seconds: number): Promise<{ stats: Map<string, Stats>; seconds: number }> {
  const stats = new Map<string, Stats>(operations.map((o) => [o.name, newStats()]));
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const shopper = async () => {
    while (performance.now() < deadline) {
      const op = chooseOperation();
      await runOne(ctx, op, stats.get(op.name)!);
    }
  };
  await Promise.all(Array.from({ length: connections }, shopper));
  return { stats, seconds: (performance.now() - started) / 1000 };
}

/** A step: `rate` operations per second start for `seconds`, answered or not (open loop); resolves when all have settled. */
async function runOpenLoop(ctx: Context, rate: number, seconds: number): Promise<Stats> {
  const stats = newStats();
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  for (;;) {
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) break;
    while (pending.length < Math.floor(elapsed * rate)) pending.push(runOne(ctx, chooseOperation(), stats));
    await sleep(5);
  }
  await Promise.all(pending);
  return stats;
}

/** Waits until the shop answers a trivial request quickly three times running (work left over from a step is done). */
async function settle(base: string): Promise<void> {
  const until = performance.now() + 90_000;
  let quick = 0;
  while (quick < 3 && performance.now() < until) {
    const t0 = performance.now();
    const answer = await gql(base, '{ __typename }').catch(() => null);
    quick = answer?.status === 200 && performance.now() - t0 < 200 ? quick + 1 : 0;
    await sleep(quick ? 100 : 1000);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

function printTable(stats: Map<string, Stats>, seconds: number): void {
  const rows = [...stats.entries()].map(([name, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return [
      name,
      (s.latencies.length / seconds).toFixed(1),
      percentile(sorted, 50).toFixed(0),
      percentile(sorted, 99).toFixed(0),
      String(s.ok),
      String(s.refused),
      String(s.failed),
    ];
  });
  const all = [...stats.values()];
  const sortedAll = all.flatMap((s) => s.latencies).sort((a, b) => a - b);
  rows.push([
    'all',
    (sortedAll.length / seconds).toFixed(1),
    percentile(sortedAll, 50).toFixed(0),
    percentile(sortedAll, 99).toFixed(0),
    String(all.reduce((n, s) => n + s.ok, 0)),
    String(all.reduce((n, s) => n + s.refused, 0)),
    String(all.reduce((n, s) => n + s.failed, 0)),
  ]);
  const header = ['operation', 'req/s', 'p50 ms', 'p99 ms', 'ok', 'refused (4xx)', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log('(an order sent twice with one key, as a retrying client would, counts as one operation; latency is until both answered)');
}

interface Step {
  multiplier: number;
  rate: number;
  stats: Stats;
}

function printSteps(steps: Step[], seconds: number): void {
  const header = [
    'step',
    'offered ops/s',
    'answered ok/s',
    'p50 ms',
    'p99 ms',
    'ok',
    'refused (4xx)',
    'shed (503)',
    'timed out (30 s)',
    'errors',
  ];
  const rows = steps.map(({ multiplier, rate, stats: s }) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return [
      `${multiplier}x`,
      rate.toFixed(0),
      (s.ok / seconds).toFixed(1),
      percentile(sorted, 50).toFixed(0),
      percentile(sorted, 99).toFixed(0),
      String(s.ok),
      String(s.refused),
      String(s.shed),
      String(s.timedOut),
      String(s.failed),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`(${seconds} s per step; p50/p99 over every operation of the step, shed and timed-out ones included)`);
}

// ---- the order check ---------------------------------------------------------------------------------

async function ordersOf(base: string, customer: Customer): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await gql(
      base,
      'query($offset: Int!) { myOrders(first: 50, offset: $offset) { totalCount items { id } } }',
      { offset },
      customer.token,
    );
    const list = page.json?.data?.myOrders;
    if (!list) throw new Error(`reading the orders of ${customer.email} failed: ${JSON.stringify(page.json).slice(0, 300)}`);
    ids.push(...list.items.map((o: { id: number }) => Number(o.id)));
    if (list.items.length === 0 || ids.length >= list.totalCount) return ids;
  }
}

async function verifyOrders(ctx: Context, shop: Shop): Promise<string[]> {
  const problems: string[] = [];
  const stored = new Map<number, number[]>();
  for (const c of ctx.customers) stored.set(c.id, await ordersOf(ctx.base, c));
  const distinctAcks = new Map<number, Acknowledged>();
  for (const ack of ctx.acknowledged) {
    const ids = stored.get(ack.customerId) ?? [];
    const copies = ids.filter((id) => id === ack.orderId).length;
    if (copies !== 1) problems.push(`order ${ack.orderId} (${ack.via}, key ${ack.key}) acknowledged but stored ${copies} times`);
    distinctAcks.set(ack.orderId, ack);
  }
  const missingOrDoubled = problems.length;
  const keysPerOrder = new Map<number, Set<string>>();
  for (const ack of ctx.acknowledged) keysPerOrder.set(ack.orderId, (keysPerOrder.get(ack.orderId) ?? new Set()).add(ack.key));
  for (const [orderId, keys] of keysPerOrder)
    if (keys.size > 1) problems.push(`order ${orderId} was answered for ${keys.size} different keys`);
  problems.push(...ctx.sameKeyMismatches.map((m) => `one key, two orders: ${m}`));
  const storedTotal = [...stored.values()].reduce((n, ids) => n + ids.length, 0);
  const unacknowledged = storedTotal - distinctAcks.size;
  // An order stored without its answer reaching the client: a client that timed out retries, and without an
  // Idempotency-Key orders twice. The shop must roll such a write back (server/src/database/request-deadline.ts).
  if (unacknowledged > 0)
    problems.push(
      `${unacknowledged} stored orders were never acknowledged (${ctx.unknownOrders} order answers were lost, ${ctx.timedOutOrders} to the 30 s client timeout)`,
    );
  if (shop.duplicateKeys) {
    const duplicates = await shop.duplicateKeys();
    for (const d of duplicates) problems.push(`key ${d.idempotencyKey} of user ${d.userId} made ${d.n} orders`);
  }
  console.log(
    `[soak] orders acknowledged vs stored: ${distinctAcks.size} acknowledged (${ctx.acknowledged.length} answers), ${storedTotal} stored, ` +
      `${unacknowledged} stored but never acknowledged, ${missingOrDoubled} acknowledged but missing or doubled; ` +
      `${ctx.unknownOrders} order answers lost (${ctx.timedOutOrders} to the 30 s client timeout)` +
      `${shop.duplicateKeys ? '; duplicate keys checked in the database' : ''}`,
  );
  return problems;
}

// ---- main --------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const settings = readSettings(process.env);
  const shop = await startShop(settings);
  let stopping = false;
  process.once('SIGINT', () => {
    if (stopping) return;
    stopping = true;
    void shop.close().finally(() => process.exit(130));
  });
  try {
    console.log(
      `[soak] steps of ${settings.seconds} s at ${settings.multipliers.map((m) => `${m}x`).join(', ')} the sustainable rate, ` +
        `${settings.customers} customers, against ${shop.label}`,
    );
    const run = randomBytes(3).toString('hex');
    const customers = await signUpCustomers(shop.url, settings.customers, run);
    const ctx: Context = {
      base: shop.url,
      customers,
      catalogue: await purchasables(shop.url),
      acknowledged: [],
      unknownOrders: 0,
      timedOutOrders: 0,
      sameKeyMismatches: [],
      seq: 0,
    };
    let serverErrors = 0;
    let probedRate = 0;
    // The probe also warms the shop up (JIT, pool connections), so the first step does not measure a cold start.
    {
      console.log(`[soak] probe: ${settings.connections} shoppers, each waiting for its answer, for ${settings.probeSeconds} s`);
      const probe = await runClosedLoop(ctx, settings.connections, settings.probeSeconds);
      printTable(probe.stats, probe.seconds);
      const probed = [...probe.stats.values()];
      serverErrors += probed.reduce((n, s) => n + s.serverErrors, 0);
      probedRate = Math.max(1, Math.round(probed.reduce((n, s) => n + s.latencies.length, 0) / probe.seconds));
      console.log(`[soak] the probe answered ${probedRate} operations/s`);
      await settle(shop.url);
    }
    const rate = settings.rate ?? probedRate;
    console.log(`[soak] sustainable rate: ${rate} operations/s${settings.rate === null ? ' (the probe)' : ' (SOAK_RATE)'}`);
    const steps: Step[] = [];
    for (const multiplier of settings.multipliers) {
      const stats = await runOpenLoop(ctx, rate * multiplier, settings.seconds);
      steps.push({ multiplier, rate: rate * multiplier, stats });
      serverErrors += stats.serverErrors;
      console.log(`[soak] ${multiplier}x done: ${stats.ok} ok, ${stats.shed} shed, ${stats.timedOut} timed out`);
      await settle(shop.url);
    }
    printSteps(steps, settings.seconds);
    const problems = await verifyOrders(ctx, shop);
    if (serverErrors > 0) problems.push(`${serverErrors} requests answered 5xx (other than a 503 with Retry-After)`);
    if (problems.length) {
      console.log(`[soak] FAILED:\n  ${problems.slice(0, 50).join('\n  ')}`);
      return 1;
    }
    console.log('[soak] every acknowledged order exists exactly once, every stored order was acknowledged; no key made two orders');
    return 0;
  } finally {
    await shop.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[soak] failed:', error);
    process.exit(1);
  },
);
