import { type TestServer, startTestServer } from './support/test-server';

// Issue 21, observability: GET /metrics in Prometheus' text format, for a scraper with the token only;
// requests by route (Express's pattern, not the raw path), status and response-cache result; GraphQL
// operations by name; SQL statements; rate-limit refusals; payment events; the outbox's depth.

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

describe('Prometheus metrics', () => {
  let t: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    [t, closed] = await Promise.all([
      startTestServer({ METRICS_TOKEN: TOKEN, RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '2' }),
      startTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), closed?.close()]);
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
});
