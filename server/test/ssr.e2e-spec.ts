import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// The public storefront pages arrive drawn by the server (client/src/entry-server.tsx through
// server/src/http/storefront-pages), read here over HTTP with no JavaScript, as a crawler or a link preview reads them.
// It needs the built client: `npm run build -w client` (npm test builds it first).

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const CLIENT_DIST = path.join(REPO_ROOT, 'client/dist');
const SSR_ENTRY = path.join(REPO_ROOT, 'client/dist-server/entry-server.cjs');

async function page(t: TestServer, route: string, cookie?: string): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${t.url}${route}`, { headers });
  return { status: response.status, body: await response.text() };
}

/** The markup React drew into <div id="root"> (absent for a page drawn in the browser alone). */
const rootOf = (html: string): string | null =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? null;

/** A price as the storefront shows it (client/src/shared/money/format-money.ts): "₹69,270.40", "$812.35". */
function shownPrice(minorUnits: number, currencyCode: string): string {
  const locale = currencyCode === 'INR' ? 'en-IN' : 'en-US';
  const whole = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  })
    .format(Math.trunc(minorUnits / 100))
    .replace(/\.0+$/, '');
  return `${whole}.${String(minorUnits % 100).padStart(2, '0')}`;
}

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PRODUCT = `query ($id: Int!, $currencyCode: String) { product(id: $id) { id name images price(currencyCode: $currencyCode) { total { minorUnits } } } }`;
const NEW_ARRIVALS = `query ($first: Int!) { newArrivals(first: $first) { id name } }`;
const ADMIN_PRODUCT = `query ($id: Int!) { adminProduct(id: $id) { name description weightInGrams metalTypeId subcategoryId } }`;
const UPDATE = `mutation ($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { __typename } }`;

describe(`server-rendered storefront pages [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let productId: number;

  beforeAll(async () => {
    if (!existsSync(SSR_ENTRY)) throw new Error(`${SSR_ENTRY} is missing: run \`npm run build -w client\` first`);
    t = await startTestServer({ CLIENT_DIST, SSR_ENTRY });
    const [row]: { id: number }[] = await t.server.dataSource.query(
      'SELECT id FROM products WHERE fromPriceInrMinor IS NOT NULL ORDER BY id LIMIT 1',
    );
    productId = row.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws a product page with its name, its price, its picture and the JSON-LD, in the HTML itself', async () => {
    // Arrange: the product as the storefront API shows it
    const shown = (await t.gql(PRODUCT, { id: productId, currencyCode: 'INR' })).body.data.product;

    // Act
    const response = await page(t, `/product/${productId}`);

    // Assert
    expect(response.status).toBe(200);
    const root = rootOf(response.body);
    expect(root).not.toBeNull();
    expect(root).toContain(`>${escaped(shown.name)}</h1>`);
    expect(root).toContain(shownPrice(shown.price.total.minorUnits, 'INR'));
    const picture = shown.images[0].replace(/\.[a-z]+$/, '');
    expect(root).toMatch(new RegExp(`<img[^>]+src="/api/${picture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^"]*"`));
    expect(response.body).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);
    // Once each: the page's own <title> is the head's, not a second one in the body.
    expect(response.body.match(/<title[ >]/g)).toHaveLength(1);
    expect(response.body.match(/<meta [^>]*name="description"/g)).toHaveLength(1);
    // The critical CSS of the markup is in the head; the data the page hydrates with follows the root.
    expect(response.body).toMatch(/<style data-emotion="css [^"]+" data-s="">[^<]+<\/style>[\s\S]*<\/head>/);
    expect(response.body).toContain('<script type="application/json" id="ssr-state">');
  });

  it('draws the home page with the new arrivals, and a listing with its product cards', async () => {
    // Arrange
    const arrivals: { id: number; name: string }[] = (await t.gql(NEW_ARRIVALS, { first: 12 })).body.data.newArrivals;

    // Act
    const home = await page(t, '/');
    const listing = await page(t, '/allproduct');

    // Assert
    expect(home.status).toBe(200);
    const homeRoot = rootOf(home.body) ?? '';
    for (const product of arrivals) expect(homeRoot).toContain(escaped(product.name));
    expect(listing.status).toBe(200);
    const cards = (rootOf(listing.body) ?? '').match(/<article[^>]*data-testid="product-card"/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
  });

  it('answers 404 with the branded page, drawn, for an unknown path and a missing product', async () => {
    const max = Number((await t.server.dataSource.query('SELECT MAX(id) AS n FROM products'))[0].n);
    for (const route of ['/no-such-page', `/product/${max + 1000}`]) {
      const response = await page(t, route);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      const root = rootOf(response.body) ?? '';
      expect({ route, header: root.includes('data-testid="site-header"') }).toEqual({ route, header: true });
    }
    expect(rootOf((await page(t, '/no-such-page')).body)).toContain('data-testid="not-found-page"');
  });

  it('answers 404 for a category that does not exist, drawn as a Not found page rather than an empty listing', async () => {
    const max = Number((await t.server.dataSource.query('SELECT MAX(id) AS n FROM categories'))[0].n);
    for (const route of [`/allproduct/${max + 900}`, `/allproduct/${max + 900}?query=ring`, '/allproduct/rings']) {
      const response = await page(t, route);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      const root = rootOf(response.body) ?? '';
      expect({ route, notFound: root.includes('data-testid="category-not-found"') }).toEqual({ route, notFound: true });
      expect({ route, listing: root.includes('data-testid="listing-page"') }).toEqual({ route, listing: false });
      expect(response.body.match(/<title[^>]*>[^<]*<\/title>/g)).toEqual([
        '<title data-page-head="">Category not found · Aurelia Lab Diamonds</title>',
      ]);
    }
  });

  it('draws Design your own for a guest (a crawler): what it offers, indexable, not a redirect to log in', async () => {
    const response = await page(t, '/design-your-own');
    expect(response.status).toBe(200);
    const root = rootOf(response.body) ?? '';
    expect(root).toContain('data-testid="design-page"');
    expect(root).toContain('Tell us about the piece you imagine.');
    expect(response.body).not.toContain('noindex');
  });

  it("prices the page in the currency of the shopper's cookie", async () => {
    const inUsd = (await t.gql(PRODUCT, { id: productId, currencyCode: 'USD' })).body.data.product;
    const response = await page(t, `/product/${productId}`, 'shop_currency=USD');
    expect(rootOf(response.body)).toContain(shownPrice(inUsd.price.total.minorUnits, 'USD'));
    expect(response.body).toContain('"hints":{"currency":"USD"');
  });

  it('keeps the drawn page per data version: a hit runs no SQL, and an admin rename shows at once', async () => {
    // Arrange: a page read twice; the second is a hit
    const sql = async (route: string) => {
      const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html' } });
      return { statements: Number(response.headers.get('x-sql-statements')), body: await response.text() };
    };
    await sql(`/product/${productId}`);
    expect((await sql(`/product/${productId}`)).statements).toBe(0);
    const admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const current = (await t.gql(ADMIN_PRODUCT, { id: productId }, admin)).body.data.adminProduct;

    // Act: an admin renames the product over GraphQL
    const renamed = await t.gql(UPDATE, { id: productId, input: { ...current, name: 'Renamed By The SSR Test' } }, admin);
    expect(renamed.body.data?.updateProduct?.__typename).toBe('AdminProduct');

    // Assert: the next HTML shows the new name, in the head and in the drawn page
    const after = await sql(`/product/${productId}`);
    expect(after.statements).toBeGreaterThan(0);
    expect(rootOf(after.body)).toContain('>Renamed By The SSR Test</h1>');
    expect(after.body).toMatch(/<title[^>]*>Renamed By The SSR Test · Aurelia Lab Diamonds<\/title>/);
  });

  it('sends a drawn page compressed as the browser accepts (Brotli, gzip), compressed once per kept page', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${t.url}/about`, { headers: { accept: 'text/html', 'accept-encoding': encoding } });
      const body = await response.text();
      expect({ encoding, sent: response.headers.get('content-encoding') }).toEqual({ encoding, sent: encoding });
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(rootOf(body)).toContain('data-testid="site-header"');
    }
  });

  it('keeps the private pages and the back-office drawn in the browser (index.html with its head)', async () => {
    // Log in and sign up are public pages (docs/decisions.md#search-engines): they are rendered.
    for (const route of ['/checkout', '/profile', '/order/1/payment', '/admin', '/admin/products']) {
      const response = await page(t, route);
      expect({ route, status: response.status, root: response.body.includes('<div id="root"></div>') }).toEqual({
        route,
        status: 200,
        root: true,
      });
      expect(response.body).not.toContain('id="ssr-state"');
    }
    for (const route of ['/login', '/signup']) expect((await page(t, route)).body).not.toContain('<div id="root"></div>');
  });

  it('draws a public page in the browser alone when the shop_render=browser cookie asks for it', async () => {
    const response = await page(t, `/product/${productId}`, 'shop_render=browser');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="ssr-state"');
  });
});

describe(`a server render that fails [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-broken-'));

  beforeAll(async () => {
    // A server entry whose render throws (as a bug in a page would).
    const entry = path.join(dir, 'entry-server.cjs');
    writeFileSync(entry, "exports.render = async () => { throw new Error('render broke'); };\n");
    t = await startTestServer({ CLIENT_DIST, SSR_ENTRY: entry });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends index.html with the page's head and status instead (never a 500)", async () => {
    const product = await page(t, '/product/1');
    expect(product.status).toBe(200);
    expect(product.body).toContain('<div id="root"></div>');
    expect(product.body).toMatch(/<title>[^<]+ · Aurelia Lab Diamonds<\/title>/);
    const missing = await page(t, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<title>Page not found · Aurelia Lab Diamonds</title>');
  });
});

// Issue 27: 8 connections asking for /product/1?utm=<n> with a made-up shop_currency each time drew a page per
// request outside load shedding. A page the shop must draw takes a load-shedding slot as an API request does;
// its address is the query parameters the page reads, and a currency the shop does not sell in is the default.
describe(`server renders under load shedding [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let productId: number;

  beforeAll(async () => {
    // One slot, no queue; no response cache, so a GraphQL request whose body is held back holds the slot in the app.
    t = await startTestServer({ CLIENT_DIST, SSR_ENTRY, MAX_IN_FLIGHT: '1', MAX_QUEUE: '0', RESPONSE_CACHE: 'off' });
    productId = (await t.server.dataSource.query('SELECT MIN(id) AS id FROM products'))[0].id as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A GraphQL request whose body waits for finish(): it holds the one slot until then. */
  function holdTheSlot(): { finish(): Promise<number> } {
    const body = JSON.stringify({ query: '{ __typename }' });
    const request = http.request(`${t.url}/graphql`, {
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
    return { finish: () => (request.end(body), status) };
  }

  async function inFlight(): Promise<number> {
    const health = await fetch(`${t.url}/healthz`);
    await health.text();
    return Number(/in-flight=(\d+)/.exec(health.headers.get('x-admission') ?? '')?.[1]);
  }

  const get = async (route: string, cookie?: string) => {
    const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      statements: Number(response.headers.get('x-sql-statements')),
      body: await response.text(),
    };
  };

  it('answers a page that must be drawn 503 with Retry-After while the slots are taken, and a kept one from its one entry', async () => {
    // Arrange: the product page drawn once (the slot is free), then the slot taken by an API request
    const first = await get(`/product/${productId}`);
    expect(first.status).toBe(200);
    expect(rootOf(first.body)).not.toBeNull();
    const holder = holdTheSlot();
    while ((await inFlight()) !== 1) await sleep(10);

    // Act: addresses that differ only in what the page does not read, and ones it must draw
    const tracked = await get(`/product/${productId}?utm=1`);
    const madeUpCurrency = await get(`/product/${productId}?utm_source=x&utm=2`, 'shop_currency=QQQ');
    const searched = await get(`/product/${productId}?query=ring`);
    const sortedListing = await get('/allproduct?sort=price-asc&utm=3');

    // Assert: the first two are the kept page (no render, no SQL); the others are shed like the API
    for (const kept of [tracked, madeUpCurrency]) {
      expect({ status: kept.status, statements: kept.statements }).toEqual({ status: 200, statements: 0 });
      expect(kept.body).toBe(first.body);
    }
    for (const shed of [searched, sortedListing]) {
      expect(shed.status).toBe(503);
      expect(Number(shed.retryAfter)).toBeGreaterThan(0);
      expect(shed.body).toContain('The shop is busy, please try again in a moment');
    }
    // Once the slot is free, the page the search asked for is drawn
    expect(await holder.finish()).toBe(200);
    const later = await get(`/product/${productId}?query=ring`);
    expect(later.status).toBe(200);
    expect(rootOf(later.body)).not.toBeNull();
  });
});

// Renders share the one event loop: more at once only slow every answer down. At most MAX_RENDERS_IN_FLIGHT are
// drawn at once (each also holding an API slot); the API keeps the rest of its slots.
describe(`the render lane [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-held-'));
  const release = path.join(dir, 'release');

  beforeAll(async () => {
    // A server entry whose render waits until the test creates the release file.
    const entry = path.join(dir, 'entry-server.cjs');
    writeFileSync(
      entry,
      `const fs = require('node:fs');
exports.render = () => new Promise((resolve) => {
  const check = () => fs.existsSync(${JSON.stringify(release)}) ? resolve({ html: '<p>drawn</p>', styles: '', state: '' }) : setTimeout(check, 10);
  check();
});
`,
    );
    t = await startTestServer({ CLIENT_DIST, SSR_ENTRY: entry, MAX_IN_FLIGHT: '4', MAX_QUEUE: '0', MAX_RENDERS_IN_FLIGHT: '1' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sheds a second page to draw while one is drawn, and the API still answers', async () => {
    // Arrange: one render at work, held
    const first = page(t, '/about');
    for (;;) {
      const health = await fetch(`${t.url}/healthz`);
      await health.text();
      if (/renders=1/.test(health.headers.get('x-admission') ?? '')) break;
      await sleep(10);
    }
    // Act
    const second = await fetch(`${t.url}/contact`, { headers: { accept: 'text/html' } });
    const query = await t.gql('{ __typename }');
    writeFileSync(release, '');
    // Assert
    expect(second.status).toBe(503);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(query.status).toBe(200);
    const drawn = await first;
    expect(drawn.status).toBe(200);
    expect(drawn.body).toContain('<div id="root"><p>drawn</p></div>');
  });
});
