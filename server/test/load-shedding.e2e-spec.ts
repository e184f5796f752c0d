import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import mysql from 'mysql2/promise';
import { type ServerProcess, startServerProcess } from './support/server-process';

/**
 * Load shedding (server/src/http/admission.ts, database/request-deadline.ts): past MAX_IN_FLIGHT requests at
 * work and MAX_QUEUE waiting, an API request is answered 503 with Retry-After before any SQL; a request that
 * waited QUEUE_TIMEOUT_MS is shed before it starts; health checks are never shed; and an order is stored only
 * when its answer can still reach the client (a write whose client has gone or whose REQUEST_DEADLINE_MS
 * passed rolls back).
 *
 * No clock decides a result: slots are held by requests whose body the test sends when it chooses, the
 * server's own counts (X-Admission, outside production) say when a request is at work or waiting, and each
 * assertion is about what was answered before what.
 */

// The response cache reads a GraphQL body before the app (cache/response-cache.ts): without it a held-back
// body holds its request inside the app, at work.
const NO_RESPONSE_CACHE = { RESPONSE_CACHE: 'off' };
const LISTING = JSON.stringify({ query: '{ products(first: 4) { totalCount items { id name } } }' });
const MY_ORDER_COUNT = '{ myOrders { totalCount } }';
const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+919812300000',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

interface Held {
  /** Sends the body: the server can then read it and work. */
  finish(): void;
  /** Closes the connection without waiting for the answer, as a client that timed out does. */
  abort(): void;
  reply: Promise<Reply>;
}

/** A POST whose headers reach the server at once and whose body waits for finish(): an API request that holds its slot. */
function held(url: string, path: string, body: string, headers: Record<string, string> = {}, method = 'POST'): Held {
  const request = http.request(`${url}${path}`, {
    method,
    agent: false,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', 'content-length': Buffer.byteLength(body), ...headers },
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  return {
    finish: () => request.end(body),
    abort: () => {
      reply.catch(() => undefined);
      request.destroy();
    },
    reply,
  };
}

/** A whole request at once (no keep-alive: one connection per request, as many separate shoppers). */
function post(url: string, path: string, body: string, headers: Record<string, string> = {}, method = 'POST'): Promise<Reply> {
  const request = held(url, path, body, headers, method);
  request.finish();
  return request.reply;
}

interface Counts {
  inFlight: number;
  queued: number;
  shed: number;
}

/** The server's admission counts, from the X-Admission header of /healthz (which is never queued). */
async function admissionCounts(t: ServerProcess): Promise<Counts> {
  const response = await fetch(`${t.url}/healthz`);
  await response.text();
  expect(response.status).toBe(200);
  const header = response.headers.get('x-admission');
  if (!header) throw new Error('/healthz has no X-Admission header: the server counts no admissions');
  const count = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(header)?.[1]);
  return { inFlight: count('in-flight'), queued: count('queued'), shed: count('shed') };
}

/** Asks until the server's counts say `done` (the jest timeout bounds it). */
async function until(t: ServerProcess, done: (counts: Counts) => boolean): Promise<Counts> {
  for (;;) {
    const counts = await admissionCounts(t);
    if (done(counts)) return counts;
    await sleep(20);
  }
}

async function newShopper(t: ServerProcess, label: string): Promise<{ id: number; token: string }> {
  const email = `${label}.${randomBytes(5).toString('hex')}@example.com`;
  const signup = await t.gql('mutation($input: SignupInput!) { signup(input: $input) { ... on SignupSuccess { user { id } } } }', {
    input: { firstName: label, lastName: 'Tester', phone: '+919800011122', email, password: 'secret12', currencyId: 1 },
  });
  return { id: Number(signup.body.data.signup.user.id), token: await t.login(email, 'secret12') };
}

async function inStockItem(t: ServerProcess): Promise<{ p_id: number; pc_id: number; quantity: number }> {
  const answer = await t.gql('{ products(first: 50) { items { id outOfStock prices(currencyCode: "INR") { productCaratId } } } }');
  const product = (
    answer.body.data.products.items as Array<{ id: number; outOfStock: boolean; prices: Array<{ productCaratId: number }> }>
  ).find((p) => !p.outOfStock && p.prices.length > 0);
  if (!product) throw new Error('no product in stock with an INR price');
  return { p_id: product.id, pc_id: product.prices[0].productCaratId, quantity: 1 };
}

const orderBody = (shopperId: number, item: { p_id: number; pc_id: number; quantity: number }) =>
  JSON.stringify({ userId: shopperId, ...ADDRESS, items: [item], paymentMethod: 'cod', source: 'buyNow' });

async function orderCount(t: ServerProcess, token: string): Promise<number> {
  const answer = await t.gql(MY_ORDER_COUNT, {}, token);
  return answer.body.data.myOrders.totalCount as number;
}

describe(`load shedding [${process.env.TEST_DB_KIND}]`, () => {
  describe('with 2 requests at work and 2 waiting', () => {
    let t: ServerProcess;
    beforeAll(async () => {
      t = await startServerProcess({
        ...NO_RESPONSE_CACHE,
        MAX_IN_FLIGHT: '2',
        MAX_QUEUE: '2',
        QUEUE_TIMEOUT_MS: '120000',
        REQUEST_DEADLINE_MS: '120000',
      });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('answers the excess 503 with Retry-After before any SQL while the first four wait, keeps health up, then answers the four', async () => {
      // Arrange: two requests at work (their bodies held back), two waiting behind them
      const atWork = [held(t.url, '/graphql', LISTING), held(t.url, '/graphql', LISTING)];
      await until(t, (c) => c.inFlight === 2);
      const waiting = [post(t.url, '/graphql', LISTING), post(t.url, '/graphql', LISTING)];
      await until(t, (c) => c.queued === 2);
      // Act: three more, answered while the four are still unanswered
      const excess = await Promise.all([
        post(t.url, '/graphql', LISTING),
        post(t.url, '/api/get-filtered-products?categoryId=all&limit=4', '', {}, 'GET'),
        post(t.url, '/graphql', LISTING),
      ]);
      const health = await fetch(`${t.url}/healthz`);
      const ready = await fetch(`${t.url}/readyz`);
      const during = await admissionCounts(t);
      // Assert
      for (const answer of excess) {
        expect(answer.status).toBe(503);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.headers['x-sql-statements']).toBe('0');
        expect(JSON.parse(answer.text).details).toBe('The shop is busy, please try again in a moment');
      }
      expect(JSON.parse(excess[0].text).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(health.status).toBe(200);
      expect(ready.status).toBe(200);
      expect(during).toEqual({ inFlight: 2, queued: 2, shed: 3 });
      // The four held ones are answered in full once the first two can read their bodies.
      for (const request of atWork) request.finish();
      const answered = await Promise.all([...atWork.map((r) => r.reply), ...waiting]);
      for (const answer of answered) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text).data.products.items).toHaveLength(4);
        expect(Number(answer.headers['x-sql-statements'])).toBeGreaterThan(0);
      }
      expect(await until(t, (c) => c.inFlight === 0)).toEqual({ inFlight: 0, queued: 0, shed: 3 });
    });

    // The shopper's row lock (FOR UPDATE, cart/user-transaction.ts) exists on MySQL/MariaDB only: there the
    // test can hold a checkout inside its transaction while its client goes away. On SQLite a transaction,
    // once begun, runs to its end without giving the event loop a turn; the deadline test below covers it.
    (process.env.TEST_DB_KIND === 'mariadb' ? it : it.skip)(
      'does not store an order whose client closed the connection before the answer (the transaction rolls back)',
      async () => {
        // Arrange: the shopper's row locked by the test, so the checkout waits inside its transaction
        const shopper = await newShopper(t, 'gone');
        const item = await inStockItem(t);
        const url = new URL(t.databaseUrl);
        const db = await mysql.createConnection({
          host: url.hostname,
          port: Number(url.port || 3306),
          user: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
          database: url.pathname.slice(1),
        });
        try {
          await db.query('BEGIN');
          await db.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [shopper.id]);
          const checkout = held(t.url, '/api/createorder', orderBody(shopper.id, item), { authorization: `Bearer ${shopper.token}` });
          checkout.finish();
          const waitingForLock = `SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE ID <> CONNECTION_ID() AND INFO LIKE 'SELECT id FROM users WHERE id = ${shopper.id} FOR UPDATE'`;
          while (((await db.query(waitingForLock))[0] as Array<{ n: number }>)[0].n < 1) await sleep(20);
          // Act: the client gives up; once the server has seen it go, the lock is released
          checkout.abort();
          await until(t, (c) => c.inFlight === 0);
          await db.query('COMMIT');
          // A second checkout of the same shopper takes the same lock: it runs after the first one ended.
          const second = await post(t.url, '/api/createorder', orderBody(shopper.id, item), { authorization: `Bearer ${shopper.token}` });
          // Assert: only the order whose answer arrived is stored
          expect(second.status).toBe(201);
          expect(await orderCount(t, shopper.token)).toBe(1);
        } finally {
          await db.end();
        }
      },
    );
  });

  describe('with 1 request at work, a 300 ms queue and a 1.5 s request deadline', () => {
    const DEADLINE_MS = 1500;
    let t: ServerProcess;
    beforeAll(async () => {
      t = await startServerProcess({
        ...NO_RESPONSE_CACHE,
        MAX_IN_FLIGHT: '1',
        MAX_QUEUE: '4',
        QUEUE_TIMEOUT_MS: '300',
        REQUEST_DEADLINE_MS: String(DEADLINE_MS),
      });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('sheds a request that waited past the queue timeout before it starts, while the one at work is still unanswered', async () => {
      // Arrange
      const atWork = held(t.url, '/graphql', LISTING);
      await until(t, (c) => c.inFlight === 1);
      // Act
      const waited = await post(t.url, '/graphql', LISTING);
      // Assert
      expect(waited.status).toBe(503);
      expect(Number(waited.headers['retry-after'])).toBeGreaterThan(0);
      expect(waited.headers['x-sql-statements']).toBe('0');
      atWork.finish();
      expect((await atWork.reply).status).toBe(200);
    });

    it('answers a checkout 503 and stores nothing when its deadline passed before the work could start; one in time is stored', async () => {
      // Arrange
      const shopper = await newShopper(t, 'late');
      const item = await inStockItem(t);
      const auth = { authorization: `Bearer ${shopper.token}` };
      const late = held(t.url, '/api/createorder', orderBody(shopper.id, item), auth);
      await until(t, (c) => c.inFlight === 1);
      // The request arrived; its body comes after its deadline (a wait of at least, never at most).
      await sleep(DEADLINE_MS + 200);
      // Act
      late.finish();
      const lateAnswer = await late.reply;
      const inTime = await post(t.url, '/api/createorder', orderBody(shopper.id, item), auth);
      // Assert
      expect(lateAnswer.status).toBe(503);
      expect(Number(lateAnswer.headers['retry-after'])).toBeGreaterThan(0);
      expect(inTime.status).toBe(201);
      expect(await orderCount(t, shopper.token)).toBe(1);
    });
  });
});
