import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ProductFixture, type Shopper, findProductFixture, newShopper, storedAmounts } from '../support/shop-fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { type PrivateMariaDb, createPrivateMariaDb } from './private-mariadb';

// The shop on a MariaDB of its own, under a steady load of reads and checkouts: the database is killed
// (kill -9), stays away for a while and comes back on the same data. While it is away every answer is a
// quick 503 with Retry-After and /readyz fails; once it is back the shop recovers by itself, without a
// restart; and every order the shop answered as placed exists exactly once, with its items.

const UNAVAILABLE = 'The shop is temporarily unavailable, please try again in a moment';
const CREATE_ORDER = `mutation FaultCreateOrder($input: CreateOrderInput!, $key: String) {
  createOrder(input: $input, idempotencyKey: $key) {
    __typename
    ... on CreateOrderSuccess { replayed order { id } }
    ... on ErrorResult { errorCode message }
  }
}`;
const PRODUCTS = 'query FaultProducts { products(first: 12) { totalCount items { id name } } }';
const ME = 'query FaultMe { me { id email } }';
const ADDRESS = {
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya.menon@example.com',
  phone: '+919812300077',
  address: '8 Brigade Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560025',
};

type Operation = 'graphql products' | 'graphql me' | 'graphql order' | 'rest listing' | 'rest order' | 'probe';
const OPERATIONS: Operation[] = ['graphql products', 'graphql order', 'rest listing', 'rest order', 'graphql me'];

interface Outcome {
  operation: Operation;
  startedAt: number;
  endedAt: number;
  /** 0 when no answer came (connection error or the 5 s client time-out). */
  status: number;
  body: any;
  retryAfter: string | null;
  /** The checkout's idempotency key, and the order answered as placed. */
  key?: string;
  orderId?: number;
}

/** One checkout's request: who, with which key, so it can be repeated with the same key later. */
interface Checkout {
  transport: 'graphql' | 'rest';
  shopper: Shopper;
  key: string;
}

describe('faults: MariaDB killed under load and restarted [mariadb]', () => {
  let mariadb: PrivateMariaDb;
  let t: TestServer;
  let product: ProductFixture;
  let shoppers: Shopper[];
  let restOrderBody: (shopper: Shopper) => Record<string, unknown>;
  const previousMysqlUrl = process.env.TEST_MYSQL_URL;

  beforeAll(async () => {
    mariadb = await createPrivateMariaDb();
    await mariadb.start();
    // startTestServer makes the shop's throwaway database on the server named here.
    process.env.TEST_MYSQL_URL = mariadb.url('test');
    t = await startTestServer({
      // The load signs up shoppers and places many orders from one address: no rate limits here.
      RATE_LIMIT_SIGNUP_PER_IP: '0',
      RATE_LIMIT_LOGIN_PER_IP: '0',
      RATE_LIMIT_ORDERS_PER_USER: '0',
    });
    product = await findProductFixture(t, false, false);
    shoppers = [];
    for (let i = 0; i < 4; i++) shoppers.push(await newShopper(t, 'Fault'));
    const amounts = await storedAmounts(t, product.carats[0].id, 'INR');
    restOrderBody = (shopper) => ({
      userId: shopper.id,
      ...ADDRESS,
      items: [
        {
          p_id: product.id,
          pc_id: product.carats[0].id,
          pcolor_id: 1,
          quantity: 1,
          price: amounts.price / 100,
          stoneCharge: amounts.stone / 100,
          labourCharge: amounts.labour / 100,
        },
      ],
      totalAmount: amounts.unitTotal / 100,
      paymentMethod: 'online',
      source: 'buyNow',
    });
  });

  afterAll(async () => {
    await t?.close();
    await mariadb?.destroy();
    process.env.TEST_MYSQL_URL = previousMysqlUrl;
  });

  /** One request with a 5 s client time-out: a hanging request is a failure, not a stuck test. */
  async function send(operation: Operation, path: string, init: RequestInit): Promise<Outcome> {
    const startedAt = Date.now();
    try {
      const response = await fetch(t.url + path, { ...init, signal: AbortSignal.timeout(5000) });
      const text = await response.text();
      let body: any = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { operation, startedAt, endedAt: Date.now(), status: response.status, body, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      return { operation, startedAt, endedAt: Date.now(), status: 0, body: String(error), retryAfter: null };
    }
  }

  const json = (body: unknown, token?: string, extra: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: JSON.stringify(body),
  });

  const item = () => ({ productId: product.id, productCaratId: product.carats[0].id, quantity: 1 });

  /** Places (or replays) the checkout `c`; answers the outcome with `orderId` when the shop says it is placed. */
  async function checkout(c: Checkout): Promise<Outcome> {
    if (c.transport === 'graphql') {
      const input = { ...ADDRESS, paymentMethod: 'ONLINE', source: 'BUY_NOW', item: item() };
      const outcome = await send(
        'graphql order',
        '/graphql',
        json({ query: CREATE_ORDER, variables: { input, key: c.key } }, c.shopper.token),
      );
      const answer = outcome.body?.data?.createOrder;
      if (outcome.status === 200 && answer?.__typename === 'CreateOrderSuccess') outcome.orderId = answer.order.id;
      return outcome;
    }
    const outcome = await send(
      'rest order',
      '/api/createorder',
      json(restOrderBody(c.shopper), c.shopper.token, { 'idempotency-key': c.key }),
    );
    if ((outcome.status === 201 || outcome.status === 200) && typeof outcome.body?.orderId === 'number')
      outcome.orderId = outcome.body.orderId;
    return outcome;
  }

  it('answers 503 within 1 s while MariaDB is down (reads the caches hold excepted), fails /readyz within 5 s, recovers within 10 s, and keeps every order whole', async () => {
    // Arrange: a steady load of 4 clients, each going round the five operations.
    const outcomes: Outcome[] = [];
    const checkouts = new Map<string, Checkout>();
    let running = true;
    const worker = async (w: number) => {
      for (let i = w; running; i++) {
        const operation = OPERATIONS[i % OPERATIONS.length];
        const shopper = shoppers[i % shoppers.length];
        if (operation === 'graphql products') outcomes.push(await send(operation, '/graphql', json({ query: PRODUCTS })));
        else if (operation === 'graphql me') outcomes.push(await send(operation, '/graphql', json({ query: ME }, shopper.token)));
        else if (operation === 'rest listing')
          outcomes.push(await send(operation, '/api/get-filtered-products?categoryId=all&limit=12', {}));
        else {
          const c: Checkout = { transport: operation === 'graphql order' ? 'graphql' : 'rest', shopper, key: randomUUID() };
          checkouts.set(c.key, c);
          outcomes.push({ ...(await checkout(c)), key: c.key });
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    // Each phase lasts until it has seen enough answers (the machine may be busy), within a bound.
    const until = async (done: () => boolean, boundMs: number) => {
      for (const start = Date.now(); !done() && Date.now() - start < boundMs;) await sleep(50);
    };
    const phaseStart = Date.now();
    await until(() => Date.now() - phaseStart > 1000 && outcomes.length >= 20, 20_000);

    // Act 1: kill -9 MariaDB under load; poll /readyz and /healthz.
    const killedAt = Date.now();
    await mariadb.kill();
    let readyzFailedAt: number | null = null;
    const healthzDuringOutage: number[] = [];
    const answeredSinceKill = () => outcomes.filter((o) => o.startedAt > killedAt).length;
    while (Date.now() - killedAt < 2000 || (answeredSinceKill() < 20 && Date.now() - killedAt < 10_000)) {
      const [ready, health] = await Promise.all([send('probe', '/readyz', {}), send('probe', '/healthz', {})]);
      if (ready.status === 503 && readyzFailedAt === null) readyzFailedAt = ready.endedAt;
      healthzDuringOutage.push(health.status);
      await sleep(100);
    }

    // Act 2: MariaDB back on the same data; wait until a read, a checkout and /readyz all succeed.
    const restartingAt = Date.now();
    await mariadb.start();
    const backAt = Date.now();
    let recoveredAt: number | null = null;
    while (recoveredAt === null && Date.now() - backAt < 15_000) {
      const probe: Checkout = { transport: 'graphql', shopper: shoppers[0], key: randomUUID() };
      checkouts.set(probe.key, probe);
      const [ready, read, order] = await Promise.all([
        send('probe', '/readyz', {}),
        send('graphql products', '/graphql', json({ query: PRODUCTS })),
        checkout(probe),
      ]);
      outcomes.push({ ...order, key: probe.key });
      if (ready.status === 200 && read.status === 200 && !read.body.errors && order.orderId) recoveredAt = Date.now();
      else await sleep(100);
    }
    await until(() => outcomes.filter((o) => o.startedAt > recoveredAt!).length >= 20, 20_000);
    running = false;
    await load;

    // Assert: the outage, as clients saw it.
    const before = outcomes.filter((o) => o.endedAt < killedAt);
    const during = outcomes.filter((o) => o.startedAt > killedAt && o.endedAt < restartingAt);
    const after = outcomes.filter((o) => recoveredAt !== null && o.startedAt > recoveredAt);
    expect(before.length).toBeGreaterThan(10);
    expect(during.length).toBeGreaterThan(10);
    expect(after.length).toBeGreaterThan(10);
    expect(before.filter((o) => o.status >= 300)).toEqual([]);
    // Never a 500, a time-out or a dropped connection: either the answer or a 503.
    expect(outcomes.filter((o) => ![200, 201, 503].includes(o.status))).toEqual([]);
    // Writes fail with 503. A read may still be answered: the response cache and the account cache hold
    // what the data version says is current, and nothing can change while the database is down.
    const writes = (o: Outcome) => o.operation.endsWith('order');
    expect(during.filter(writes).length).toBeGreaterThan(3);
    expect(during.filter((o) => o.status !== 503 && (writes(o) || o.status !== 200 || o.body?.errors))).toEqual([]);
    for (const o of outcomes.filter((x) => x.status === 503)) {
      expect(o.retryAfter).toMatch(/^\d+$/);
      if (o.operation.startsWith('graphql'))
        expect(o.body.errors[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      else expect(o.body).toMatchObject({ details: UNAVAILABLE });
    }
    const slowest503 = Math.max(...during.filter((o) => o.status === 503).map((o) => o.endedAt - o.startedAt));
    expect(slowest503).toBeLessThan(1000);
    expect(readyzFailedAt).not.toBeNull();
    expect(readyzFailedAt! - killedAt).toBeLessThan(5000);
    expect(healthzDuringOutage.every((status) => status === 200)).toBe(true);
    // Recovery without a restart of the shop.
    expect(recoveredAt).not.toBeNull();
    expect(recoveredAt! - backAt).toBeLessThan(10_000);
    expect(after.filter((o) => o.status >= 300)).toEqual([]);

    // Assert: orders. A checkout that got a 503 is repeated with its key: it answers the order (placed now,
    // or placed before the connection died and replayed), never a second one.
    const answered = new Map<string, number>();
    for (const o of outcomes) if (o.key && o.orderId) answered.set(o.key, o.orderId);
    const unanswered = [...checkouts.values()].filter((c) => !answered.has(c.key));
    expect(unanswered.length).toBeGreaterThan(0);
    for (const c of unanswered) {
      const retried = await checkout(c);
      expect(retried.orderId).toEqual(expect.any(Number));
      answered.set(c.key, retried.orderId!);
    }
    const rows: { id: number; idempotencyKey: string; items: number; quantity: number }[] = await t.server.dataSource.query(
      `SELECT o.id, o.idempotencyKey, COUNT(i.id) AS items, COALESCE(SUM(i.quantity), 0) AS quantity
         FROM orders o LEFT JOIN order_items i ON i.orderId = o.id
        WHERE o.userId IN (${shoppers.map((s) => s.id).join(',')})
        GROUP BY o.id, o.idempotencyKey`,
    );
    const byKey = new Map(rows.map((r) => [r.idempotencyKey, r]));
    // Exactly one order per checkout (the key is unique per shopper), each with its one item.
    expect(rows).toHaveLength(checkouts.size);
    expect(byKey.size).toBe(checkouts.size);
    for (const [key, orderId] of answered) expect({ key, id: byKey.get(key)?.id }).toEqual({ key, id: orderId });
    expect(rows.filter((r) => Number(r.items) !== 1 || Number(r.quantity) !== 1)).toEqual([]);
    const [orphans] = await t.server.dataSource.query(
      'SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.orderId = o.id)',
    );
    expect(Number(orphans.n)).toBe(0);

    const placed = outcomes.filter((o) => o.orderId).length;
    console.log(
      `faults: ${outcomes.length} requests (${placed} orders placed under load), ${during.length} during the outage, all 503 ` +
        `(slowest ${slowest503} ms); /readyz failed ${readyzFailedAt! - killedAt} ms after the kill; recovered ` +
        `${recoveredAt! - backAt} ms after MariaDB accepted connections again; ${unanswered.length} checkouts answered 503 ` +
        `and repeated with their key: ${checkouts.size} orders, one per key, each with its item`,
    );
  });
});
