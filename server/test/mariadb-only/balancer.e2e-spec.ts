import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBalancer } from '../../../e2e/harness/nginx';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { CUSTOMER_PASSWORD, INR_CUSTOMER_EMAIL, createMysqlDatabase } from '../support/test-server';

/**
 * Issue 27: the shipped nginx (deploy/nginx/nginx.conf, only its addresses changed: e2e/harness/nginx.ts)
 * in front of two real app server processes on one MariaDB database, under the faults an operator meets:
 * a burst that makes the servers shed load, and a restart (SIGTERM) under a steady keep-alive load.
 */

const LISTING = 'query BalancerListing { products(first: 4) { totalCount items { id name } } }';
const LISTING_GET = `/graphql?query=${encodeURIComponent(LISTING)}`;
const REST_LISTING = '/api/get-filtered-products?categoryId=all&limit=4';
// Apollo's CSRF prevention asks a GET query for a header a plain form or <img> cannot send.
const GET_QUERY_HEADERS = { 'apollo-require-preflight': 'true' };
const NO_CACHE = { 'cache-control': 'no-cache' };

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Set when the connection failed before a whole answer came. */
  error?: string;
}

/** Two app servers on a fresh database (the first migrates and seeds, as docker-compose's steps) and nginx in front. */
async function startShop(env: Record<string, string>) {
  const database = await createMysqlDatabase();
  const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), ...env };
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServerProcess(shared));
    servers.push(await startServerProcess({ ...shared, MIGRATE_ON_START: 'false', SEED_DEMO: 'false' }));
    const balancer = await startBalancer(servers.map((server) => server.port));
    return {
      servers,
      balancer,
      close: async () => {
        await balancer.close();
        await Promise.all(servers.map((server) => server.close()));
        await database.drop();
      },
    };
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    await database.drop();
    throw error;
  }
}

/** A POST whose headers reach the server at once and whose body waits for finish(): a request that holds an admission slot. */
function held(url: string, path: string, body: string): { finish(): void; reply: Promise<Reply> } {
  const request = http.request(`${url}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', ...NO_CACHE, 'content-length': Buffer.byteLength(body) },
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
  return { finish: () => request.end(body), reply };
}

/** One request through `agent` (a keep-alive pool, or none); a failed connection is an answer with `error`, never a throw. */
function send(url: string, method: string, path: string, headers: Record<string, string>, agent: http.Agent | false, body?: string) {
  return new Promise<Reply>((resolve) => {
    const request = http.request(`${url}${path}`, {
      method,
      agent,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      response.on('error', (error) => resolve({ status: response.statusCode ?? 0, headers: response.headers, text, error: String(error) }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, headers: {}, text: '', error: error.code ?? String(error) }),
    );
    request.end(body);
  });
}

/** A server's admission counts, from the X-Admission header of its /healthz (never queued, never shed). */
async function inFlight(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/healthz`);
  await response.text();
  return Number(/in-flight=(\d+)/.exec(response.headers.get('x-admission') ?? '')?.[1]);
}

async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await sleep(20);
}

describe('two app servers behind the shipped nginx', () => {
  describe('when both shed load (one request at work each, none waiting)', () => {
    let shop: Awaited<ReturnType<typeof startShop>>;

    beforeAll(async () => {
      shop = await startShop({ RESPONSE_CACHE: 'off', MAX_IN_FLIGHT: '1', MAX_QUEUE: '0', REQUEST_DEADLINE_MS: '120000' });
    }, 180_000);

    afterAll(async () => {
      await shop?.close();
    });

    it('passes every 503 with its Retry-After through (never a 502), and both servers answer at once afterwards', async () => {
      // Arrange: each server's one slot taken by a request whose body the test holds back.
      const [a, b] = shop.servers;
      const holding = [
        held(a.url, '/graphql', JSON.stringify({ query: LISTING })),
        held(b.url, '/graphql', JSON.stringify({ query: LISTING })),
      ];
      await until(async () => (await inFlight(a)) === 1 && (await inFlight(b)) === 1);

      // Act: a burst through nginx, reads by GET (which nginx could send to the other server) and by POST.
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          [
            () => send(shop.balancer.url, 'GET', REST_LISTING, NO_CACHE, false),
            () => send(shop.balancer.url, 'GET', LISTING_GET, { ...NO_CACHE, ...GET_QUERY_HEADERS }, false),
            () => send(shop.balancer.url, 'POST', '/graphql', NO_CACHE, false, JSON.stringify({ query: LISTING })),
          ][i % 3](),
        ),
      );
      for (const request of holding) request.finish();
      const heldAnswers = await Promise.all(holding.map((request) => request.reply));
      await until(async () => (await inFlight(a)) === 0 && (await inFlight(b)) === 0);
      // … and right after it, with both servers idle, one request at a time.
      const after: Reply[] = [];
      for (let i = 0; i < 20; i++)
        after.push(await send(shop.balancer.url, 'GET', i % 2 ? REST_LISTING : LISTING_GET, { ...NO_CACHE, ...GET_QUERY_HEADERS }, false));

      // Assert: the shed answers are the servers' own (503, Retry-After, the shop's message), none nginx's.
      expect(burst.map((reply) => [reply.status, reply.headers['retry-after']])).toEqual(burst.map(() => [503, '2']));
      for (const reply of burst) expect(JSON.parse(reply.text).details).toBe('The shop is busy, please try again in a moment');
      expect(heldAnswers.map((reply) => reply.status)).toEqual([200, 200]);
      expect(after.map((reply) => reply.status)).toEqual(after.map(() => 200));
      // Both servers answered after the burst: neither was left out as failed.
      const upstreams = new Set(
        shop.balancer
          .requests()
          .slice(-after.length)
          .map((request) => request.upstream),
      );
      expect(upstreams).toEqual(new Set(shop.servers.map((server) => `127.0.0.1:${server.port}`)));
    });
  });

  describe('when one server is stopped (SIGTERM) under a steady keep-alive load', () => {
    let shop: Awaited<ReturnType<typeof startShop>>;

    beforeAll(async () => {
      shop = await startShop({ RATE_LIMIT_ORDERS_PER_USER: '0', SHUTDOWN_GRACE_MS: '15000' });
    }, 180_000);

    afterAll(async () => {
      await shop?.close();
    });

    it('loses no request: every read and every order placed through nginx is answered 200', async () => {
      // Arrange: a signed-in shopper and a piece to order, and clients that keep their connections to nginx
      // alive (nginx keeps its own to the servers: the ones a drain must not break).
      const url = shop.balancer.url;
      const [a] = shop.servers;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
      const login = await send(
        url,
        'POST',
        '/graphql',
        {},
        agent,
        JSON.stringify({
          query: 'mutation ($input: LoginInput!) { login(input: $input) { ... on AuthPayload { token } } }',
          variables: { input: { email: INR_CUSTOMER_EMAIL, password: CUSTOMER_PASSWORD } },
        }),
      );
      const token: string = JSON.parse(login.text).data.login.token;
      const listing = JSON.parse(
        (
          await send(
            url,
            'POST',
            '/graphql',
            {},
            agent,
            JSON.stringify({
              query: '{ products(first: 48) { items { id outOfStock sizes { id } price { productCaratId } } } }',
            }),
          )
        ).text,
      );
      const piece = listing.data.products.items.find((p: any) => !p.outOfStock && p.sizes.length === 0 && p.price);
      const order = (key: string) =>
        JSON.stringify({
          query: `mutation ($input: CreateOrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { __typename } }`,
          variables: {
            key,
            input: {
              firstName: 'Nila',
              lastName: 'Das',
              email: 'nila.das@example.com',
              phone: '+919812300055',
              address: '5 Park Street',
              city: 'Kolkata',
              state: 'West Bengal',
              zipCode: '700016',
              paymentMethod: 'COD',
              source: 'BUY_NOW',
              item: { productId: piece.id, productCaratId: piece.price.productCaratId, quantity: 1 },
            },
          },
        });
      const auth = { authorization: `Bearer ${token}`, ...NO_CACHE };
      const kinds = [
        () => send(url, 'POST', '/graphql', auth, agent, order(randomUUID())),
        () => send(url, 'GET', LISTING_GET, { ...NO_CACHE, ...GET_QUERY_HEADERS }, agent),
        () => send(url, 'POST', '/graphql', NO_CACHE, agent, JSON.stringify({ query: LISTING })),
        () => send(url, 'GET', REST_LISTING, NO_CACHE, agent),
      ];
      const answers: { kind: number; reply: Reply }[] = [];
      let stopAt = Number.POSITIVE_INFINITY;
      const worker = async (w: number) => {
        for (let i = w; Date.now() < stopAt; i++) answers.push({ kind: i % kinds.length, reply: await kinds[i % kinds.length]() });
      };
      const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
      await until(async () => answers.length >= 60);

      // Act: SIGTERM to one server in the middle of the load; the load goes on until it has exited and a while after.
      const signalled = answers.length;
      a.child.kill('SIGTERM');
      const code = await a.exited();
      stopAt = Date.now() + 1000;
      await load;
      agent.destroy();

      // Assert: the server drained in full, and no client saw a failure, orders included.
      expect(code).toBe(0);
      expect(a.output()).toContain('Stopped: every request finished');
      const failed = answers.filter(({ reply }) => reply.status !== 200 || reply.error || JSON.parse(reply.text).errors);
      expect(failed.map(({ kind, reply }) => ({ kind, status: reply.status, error: reply.error, text: reply.text.slice(0, 200) }))).toEqual(
        [],
      );
      const orders = answers.filter(({ kind }) => kind === 0).map(({ reply }) => JSON.parse(reply.text).data.createOrder.__typename);
      expect(new Set(orders)).toEqual(new Set(['CreateOrderSuccess']));
      console.log(
        `balancer restart: ${answers.length} requests through nginx (${answers.length - signalled} after SIGTERM, ${orders.length} orders), 0 failed; ` +
          `the stopped server answered ${shop.balancer.requests().filter((r) => r.upstream === `127.0.0.1:${a.port}`).length} in all`,
      );
    }, 120_000);
  });
});
