import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type TestServer, startTestServer } from './support/test-server';

// Issue 21, observability: GET /metrics in Prometheus' text format, for a scraper with the token only;
// requests by route (Express's pattern, not the raw path), status and response-cache result; GraphQL
// operations by name; SQL statements; rate-limit refusals; payment events; the outbox's depth.
// Issue 30: response-cache hits and shed requests of the REST layer are counted under their route pattern
// (they were `/api (unrouted)`); the outbox's given-up messages are counted; its database-wide gauges say
// how to add up several servers.

const TOKEN = 'metrics-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The sum of the samples of `name` whose labels include `labels`. */
const total = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

/** A local port nothing listens on (an SMTP server that is down). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A POST whose headers reach the server at once and whose body waits for finish(): an API request holding its slot. */
function heldPost(url: string, path: string, body: string) {
  const request = http.request(`${url}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  return { finish: () => request.end(body), status };
}

describe('Prometheus metrics', () => {
  let t: TestServer;
  let closed: TestServer;
  /** One API request at work at most, none waiting: a second one is shed. */
  let busy: TestServer;
  beforeAll(async () => {
    const smtpDown = `smtp://127.0.0.1:${await closedPort()}`;
    [t, closed, busy] = await Promise.all([
      startTestServer({ METRICS_TOKEN: TOKEN, RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '2', SMTP_URL: smtpDown, MAIL_MAX_ATTEMPTS: '1' }),
      startTestServer(),
      startTestServer({ MAX_IN_FLIGHT: '1', MAX_QUEUE: '0' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), closed?.close(), busy?.close()]);
  });

  const scrape = async () => {
    const response = await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return parse(await response.text());
  };

  it('answers only a scraper with the token, and is no page at all without one configured', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    const ok = await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await ok.text()).toContain('# TYPE shop_http_requests_total counter');
    const none = await fetch(`${closed.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(none.status).toBe(404);
  });

  it('counts requests by route pattern, status and cache result, GraphQL operations by name, and SQL', async () => {
    // Arrange
    const before = await scrape();
    // A name the storefront's own documents use (client/src/storefront/catalogue/catalogue.graphql).
    const query = 'query CatalogueProducts { products(first: 3) { totalCount items { id name } } }';
    // Act
    const [first, second] = [await t.rest('GET', '/api/get-product/1'), await t.rest('GET', '/api/get-product/999999')];
    await t.cached.gql(query);
    const hit = await t.cached.gql(query);
    const after = await scrape();
    // Assert
    expect([first.status, second.status, hit.headers.get('x-cache')]).toEqual([200, 404, 'hit']);
    const delta = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    const product = { method: 'GET', route: '/api/get-product/:p_id' };
    expect(delta('shop_http_requests_total', { ...product, status: '200' })).toBe(1);
    expect(delta('shop_http_requests_total', { ...product, status: '404' })).toBe(1);
    expect(delta('shop_http_request_duration_seconds_count', product)).toBe(2);
    expect(delta('shop_http_requests_total', { route: '/graphql', cache: 'hit' })).toBe(1);
    expect(delta('shop_http_requests_total', { route: '/graphql', cache: 'miss' })).toBe(1);
    // The hit never reached Apollo: one operation run.
    expect(delta('shop_graphql_operations_total', { operation: 'CatalogueProducts', type: 'query' })).toBe(1);
    expect(delta('shop_sql_statements_total', {})).toBeGreaterThan(0);
    // No raw path became a label.
    expect(after.some((s) => s.labels.route?.includes('999999'))).toBe(false);
  });

  // Issue 27: 210 made-up operation names became 196 `operation` labels, and a real operation then counted as `other`.
  it("labels only the operations the shop's own clients send: made-up names are `other` and add no series", async () => {
    // Arrange
    const before = await scrape();
    const madeUp = Array.from({ length: 210 }, (_, i) => `MadeUpProbe${i}`);
    // Act: an anonymous caller's 210 names, then an operation of the storefront's
    for (const name of madeUp) expect((await t.gql(`query ${name} { __typename }`)).status).toBe(200);
    expect((await t.gql('query CatalogueListingCategories { categories { id } }')).status).toBe(200);
    const after = await scrape();
    // Assert
    const delta = (labels: Record<string, string>) =>
      total(after, 'shop_graphql_operations_total', labels) - total(before, 'shop_graphql_operations_total', labels);
    expect(after.filter((s) => s.labels.operation?.startsWith('MadeUpProbe'))).toEqual([]);
    expect(delta({ operation: 'other', type: 'query' })).toBe(210);
    expect(delta({ operation: 'CatalogueListingCategories', type: 'query' })).toBe(1);
  });

  it('counts rate-limit refusals and payment events, and reads the outbox depth from the database', async () => {
    // Arrange
    const before = await scrape();
    const login = 'mutation { login(input: { email: "nobody@example.com", password: "wrong-password" }) { __typename } }';
    // Act: three failed log-ins against a limit of two; a forged event for the test gateway and one for no provider.
    for (let i = 0; i < 3; i++) await t.gql(login);
    const forged = { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } };
    expect((await fetch(`${t.url}/api/payments/webhook/test`, forged)).status).toBe(401);
    expect((await fetch(`${t.url}/api/payments/webhook/no-such-provider`, forged)).status).toBe(401);
    const after = await scrape();
    // Assert
    const delta = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    expect(delta('shop_rate_limit_refusals_total', {})).toBeGreaterThanOrEqual(1);
    expect(delta('shop_payment_events_total', { provider: 'test', outcome: 'refused' })).toBe(1);
    expect(delta('shop_payment_events_total', { provider: 'other', outcome: 'refused' })).toBe(1);
    const rows = await t.server.dataSource.query<{ n: number | string }[]>(
      "SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')",
    );
    expect(total(after, 'shop_outbox_depth')).toBe(Number(rows[0].n));
  });

  const UNROUTED = '/api (unrouted)';

  it('counts a REST answer from the response cache under its route pattern, not as unrouted', async () => {
    // Arrange
    const before = await scrape();
    // Act: the first read is a miss the API answers, the second a hit answered before Express.
    const miss = await t.cached.rest('GET', '/api/get-product/2');
    const hit = await t.cached.rest('GET', '/api/get-product/2');
    const after = await scrape();
    // Assert
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    const delta = (labels: Record<string, string>) =>
      total(after, 'shop_http_requests_total', labels) - total(before, 'shop_http_requests_total', labels);
    const product = { method: 'GET', route: '/api/get-product/:p_id', status: '200' };
    expect(delta({ ...product, cache: 'miss' })).toBe(1);
    expect(delta({ ...product, cache: 'hit' })).toBe(1);
    expect(delta({ route: UNROUTED })).toBe(0);
  });

  it('counts a request shed before routing under its route pattern, and a path no route knows as unrouted', async () => {
    // Arrange: one REST request holds the busy server's only slot (its body not yet sent).
    const before = await scrape();
    const holder = heldPost(busy.url, '/api/login', JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }));
    for (;;) {
      const health = await fetch(`${busy.url}/healthz`);
      await health.text();
      if (/in-flight=1;/.test(health.headers.get('x-admission') ?? '')) break;
      await sleep(20);
    }
    // Act
    const shed = await busy.rest('GET', '/api/get-product/3');
    const unknown = await busy.rest('GET', '/api/no-such-route/3');
    holder.finish();
    const held = await holder.status;
    const after = await scrape();
    // Assert
    expect([shed.status, unknown.status, held]).toEqual([503, 503, 401]);
    const delta = (labels: Record<string, string>) =>
      total(after, 'shop_http_requests_total', labels) - total(before, 'shop_http_requests_total', labels);
    expect(delta({ method: 'GET', route: '/api/get-product/:p_id', status: '503' })).toBe(1);
    expect(delta({ method: 'GET', route: UNROUTED, status: '503' })).toBe(1);
    expect(after.some((s) => s.labels.route?.includes('no-such-route'))).toBe(false);
  });

  it('counts the messages the outbox gave up on, by kind, and says its gauges are database-wide', async () => {
    // Arrange: an enquiry queues two messages; the SMTP server is down and one attempt is all they get.
    const enquiry = `mutation($input: ContactInquiryInput!) { submitContactInquiry(input: $input) { __typename } }`;
    const input = { name: 'Meera Iyer', phone: '+91 98765 43210', subject: 'Metrics', email: 'metrics@example.com', message: 'A ring?' };
    expect((await t.gql(enquiry, { input })).body.data.submitContactInquiry.__typename).toBe('ContactInquiryReceived');
    // Act
    await t.server.jobs.kick();
    const response = await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const text = await response.text();
    // Assert: the gauge reads what the database holds, kind by kind.
    const rows = await t.server.dataSource.query<{ kind: string; n: number | string }[]>(
      "SELECT kind, COUNT(*) AS n FROM outbox WHERE status = 'failed' GROUP BY kind",
    );
    expect(rows.length).toBeGreaterThan(0);
    const samples = parse(text);
    for (const row of rows) expect(total(samples, 'shop_outbox_failed', { kind: row.kind })).toBe(Number(row.n));
    expect(total(samples, 'shop_outbox_failed')).toBe(rows.reduce((sum, row) => sum + Number(row.n), 0));
    // Every app server reports the same database-wide numbers: the help says to take max(), never sum().
    expect(text).toMatch(/# HELP shop_outbox_depth .*database-wide.*max\(\)/);
    expect(text).toMatch(/# HELP shop_outbox_failed .*database-wide.*max\(\)/);
  });
});
