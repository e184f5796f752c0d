import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import { type Refs, type UploadFile, gqlUpload, loadRefs, pngFile } from './admin-products.helpers';

// Discoverability over real HTTP: robots.txt, sitemap.xml kept per data version, the SPA fallback's status
// codes and the head it puts into index.html (no JavaScript runs here: this is what a crawler reads).

// index.html as Vite builds it (the client's own template: a default title and description).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Aurelia Lab Diamonds: lab-grown diamond and gold jewellery."
    />
    <title>Aurelia Lab Diamonds</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const CREATE = `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { __typename ... on AdminProduct { id } } }`;
const DELETE = 'mutation DeleteProduct($id: Int!) { deleteProduct(id: $id) { id } }';

async function page(t: TestServer, route: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

const jsonLdOf = (html: string): any[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((found) => JSON.parse(found[1]));

describe(`search engines and link previews [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let dist: string;
  let admin: string;
  let refs: Refs;
  let picture: UploadFile;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'seo-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The head-only page (SSR_ENTRY=off): what every page is when the server render is not built or fails; the
    // server-rendered pages are server/test/ssr.e2e-spec.ts's.
    t = await startTestServer({ CLIENT_DIST: dist, SSR_ENTRY: 'off' });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    refs = await loadRefs(t);
    picture = await pngFile('#c9a96e', 'seo.png');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves robots.txt: the back-office, the APIs and the private storefront pages are off limits, with the sitemap address', async () => {
    const response = await fetch(`${t.url}/robots.txt`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = text.split('\n');
    for (const path of ['/admin', '/api/', '/graphql', '/checkout', '/profile', '/order', '/reset-password']) {
      expect(rules).toContain(`Disallow: ${path}`);
    }
    // Log in and sign up are public pages with no one's data: crawlable (docs/decisions.md#search-engines).
    expect(rules).not.toContain('Disallow: /login');
    expect(rules).not.toContain('Disallow: /signup');
    for (const path of ['/login', '/signup']) expect(await (await fetch(`${t.url}${path}`)).text()).not.toContain('noindex');
    expect(await (await fetch(`${t.url}/checkout`)).text()).toContain('<meta name="robots" content="noindex" />');
    expect(rules).toContain('Allow: /api/uploads/');
    expect(rules).not.toContain('Disallow: /product');
    expect(rules).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });

  it('lists in sitemap.xml a product an admin creates right after the write, and drops it right after the delete', async () => {
    // Arrange: the sitemap is read (and kept) before the write
    const before = await page(t, '/sitemap.xml');
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^application\/xml/);
    expect(before.body).toContain(`<loc>${t.url}/</loc>`);
    expect(before.body).toContain(`<loc>${t.url}/about</loc>`);
    const categoryIds: { id: number }[] = await t.server.dataSource.query('SELECT id FROM categories');
    for (const { id } of categoryIds) expect(before.body).toContain(`<loc>${t.url}/allproduct/${id}</loc>`);
    const productCount = Number((await t.server.dataSource.query('SELECT COUNT(*) AS n FROM products'))[0].n);
    expect(before.body.match(/<loc>[^<]*\/product\/\d+<\/loc>/g)).toHaveLength(productCount);
    expect(before.body).not.toContain('/checkout');

    // Act: an admin creates a product
    const input = {
      name: 'Sitemap Solitaire',
      description: 'Made by the SEO tests.',
      weightInGrams: 2.5,
      metalTypeId: refs.gold.id,
      subcategoryId: refs.subcategoryId,
      returnPolicy: null,
      colors: [{ colorId: refs.colorIds[0], images: [null] }],
      carats: [
        {
          caratId: refs.goldCarats[0].id,
          prices: [{ currencyId: refs.inr.id, price: 1, stoneCharge: 100, labourCharge: 50, manual: false }],
        },
      ],
      sizeIds: [],
    };
    const created = await gqlUpload(t, CREATE, { input }, { 'input.colors.0.images.0': picture }, admin);
    expect(created.body.data?.createProduct?.__typename).toBe('AdminProduct');
    const id: number = created.body.data.createProduct.id;

    // Assert: listed at once, with its creation date; gone at once after the delete
    const after = await page(t, '/sitemap.xml');
    expect(after.body).toMatch(new RegExp(`<url><loc>${t.url}/product/${id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`));
    expect((await page(t, `/product/${id}`)).status).toBe(200);
    expect((await t.gql(DELETE, { id }, admin)).body.data?.deleteProduct?.id).toBe(id);
    expect((await page(t, '/sitemap.xml')).body).not.toContain(`/product/${id}<`);
    expect((await page(t, `/product/${id}`)).status).toBe(404);
  });

  it('answers 404 with the branded page for a path no storefront or back-office route matches, 200 for those that do', async () => {
    for (const route of ['/no-such-page', '/product/12/reviews', '/allproduct/1/2', '/wp-login.php']) {
      const response = await page(t, route);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      expect(response.type).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>');
      expect(response.body).toContain('<title>Page not found · Aurelia Lab Diamonds</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
    for (const route of ['/', '/allproduct', '/allproduct/1', '/about/', '/checkout', '/order/5/payment', '/admin', '/admin/products/9']) {
      expect({ route, status: (await page(t, route)).status }).toEqual({ route, status: 200 });
    }
  });

  it('marks a search noindex, follow, titled as the page titles it, and canonical to one address per search', async () => {
    for (const route of ['/allproduct?query=ring', '/allproduct/all?query=ring', '/allproduct/all?query=%20ring%20&utm=1']) {
      // Act
      const { status, body } = await page(t, route);
      // Assert: the client's PageHead says "Search: ring" (use-listing-page.ts); og:title and twitter:title say the same
      expect({ route, status }).toEqual({ route, status: 200 });
      expect(body).toContain('<title>Search: ring · Aurelia Lab Diamonds</title>');
      expect(body).toContain('<meta property="og:title" content="Search: ring · Aurelia Lab Diamonds" />');
      expect(body).toContain('<meta name="twitter:title" content="Search: ring · Aurelia Lab Diamonds" />');
      expect(body).toContain('<meta name="robots" content="noindex, follow" />');
      expect(body).toContain(`<link rel="canonical" href="${t.url}/allproduct?query=ring" />`);
    }
    // A search inside a category keeps its category; what a visitor typed is escaped
    const inCategory = await page(t, '/allproduct/1?query=%3C%2Ftitle%3E%3Cb%3E');
    expect(inCategory.body).toContain('<title>Search: &lt;/title&gt;&lt;b&gt; · Aurelia Lab Diamonds</title>');
    expect(inCategory.body).toContain(`<link rel="canonical" href="${t.url}/allproduct/1?query=%3C%2Ftitle%3E%3Cb%3E" />`);
    // The listings themselves stay indexable, under their own title
    const all = await page(t, '/allproduct');
    expect(all.body).toContain('<meta property="og:title" content="All Jewellery · Aurelia Lab Diamonds" />');
    expect(all.body).not.toContain('noindex');
    expect((await page(t, '/allproduct/all')).body).toContain(`<link rel="canonical" href="${t.url}/allproduct" />`);
  });

  it('answers 404 with the branded page for a category that does not exist (no soft 404)', async () => {
    const max = Number((await t.server.dataSource.query('SELECT MAX(id) AS n FROM categories'))[0].n);
    for (const route of [`/allproduct/${max + 900}`, '/allproduct/0', '/allproduct/rings', `/allproduct/${max + 900}?query=ring`]) {
      const response = await page(t, route);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      expect(response.body).toContain('<title>Category not found · Aurelia Lab Diamonds</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain('rel="canonical"');
    }
    for (const route of ['/allproduct/all', '/allproduct/ALL', `/allproduct/${max}`]) {
      expect({ route, status: (await page(t, route)).status }).toEqual({ route, status: 200 });
    }
  });

  it('keeps /allproductring out of the sitemap, canonical to the ring category it shows; lists and opens Design your own', async () => {
    // Arrange: the category /allproductring shows (client: ring-listing-view.tsx)
    const categories: { id: number; name: string }[] = await t.server.dataSource.query('SELECT id, name FROM categories');
    const rings = categories.find((category) => /\brings?\b/i.test(category.name));
    expect(rings).toBeDefined();
    // Act
    const sitemap = (await page(t, '/sitemap.xml')).body;
    const ringPage = (await page(t, '/allproductring')).body;
    const design = await page(t, '/design-your-own');
    const robots = (await (await fetch(`${t.url}/robots.txt`)).text()).split('\n');
    // Assert
    expect(sitemap).not.toContain('/allproductring<');
    expect(sitemap).toContain(`<loc>${t.url}/allproduct/${rings!.id}</loc>`);
    expect(ringPage).toContain(`<link rel="canonical" href="${t.url}/allproduct/${rings!.id}" />`);
    expect(sitemap).toContain(`<loc>${t.url}/design-your-own</loc>`);
    expect(robots).not.toContain('Disallow: /design-your-own');
    expect(design.status).toBe(200);
    expect(design.body).not.toContain('noindex');
    expect(design.body).toContain(`<link rel="canonical" href="${t.url}/design-your-own" />`);
  });

  it('describes the shop on the home page in JSON-LD: the Organization from the shop identity and the WebSite with its search', async () => {
    // Act
    const docs = jsonLdOf((await page(t, '/')).body);
    // Assert
    const identity = t.server.services.shopIdentity;
    expect(docs.find((doc) => doc['@type'] === 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${t.url}/#organization`,
      name: identity.tradingName,
      legalName: identity.legalName,
      url: `${t.url}/`,
      logo: `${t.url}/favicon.svg`,
      email: identity.supportEmail,
      telephone: identity.supportPhone,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: identity.supportEmail,
        telephone: identity.supportPhone,
      },
    });
    const website = docs.find((doc) => doc['@type'] === 'WebSite');
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${t.url}/#website`,
      name: identity.tradingName,
      url: `${t.url}/`,
      publisher: { '@id': `${t.url}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${t.url}/allproduct?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    // The template names a page that answers a search
    const searched = await page(t, website.potentialAction.target.urlTemplate.replace(t.url, '').replace('{search_term_string}', 'ring'));
    expect(searched.status).toBe(200);
    expect(searched.body).toContain('<title>Search: ring · Aurelia Lab Diamonds</title>');
    // Only the home page carries them
    expect(jsonLdOf((await page(t, '/about')).body).filter((doc) => ['Organization', 'WebSite'].includes(doc['@type']))).toEqual([]);
  });

  it("sends a browser's /favicon.ico (asked for on pages without an icon link) to the shop's SVG icon, not a 404", async () => {
    const response = await fetch(`${t.url}/favicon.ico`, { redirect: 'manual', headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon.svg');
  });

  it('answers 404 for a product that does not exist, with the branded page', async () => {
    const max = Number((await t.server.dataSource.query('SELECT MAX(id) AS n FROM products'))[0].n);
    for (const route of [`/product/${max + 1000}`, '/product/0', '/product/not-a-number']) {
      const response = await page(t, route);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>Product not found · Aurelia Lab Diamonds</title>');
    }
  });

  it("puts a product's name, price, picture and JSON-LD Product with its Offer and breadcrumbs into the page, once each", async () => {
    // Arrange: a priced product as the storefront API shows it
    const [row]: { id: number; name: string; fromPriceInrMinor: string; outOfStock: number | string | boolean; categoryId: number }[] =
      await t.server.dataSource.query(
        'SELECT id, name, fromPriceInrMinor, outOfStock, categoryId FROM products WHERE fromPriceInrMinor IS NOT NULL ORDER BY id LIMIT 1',
      );
    const shown = await t.gql('query P($id: Int!) { product(id: $id) { images category { name } } }', { id: row.id });
    const image = `${t.url}/api/${shown.body.data.product.images[0]}`;
    const price = (Number(row.fromPriceInrMinor) / 100).toFixed(2);

    // Act
    const response = await page(t, `/product/${row.id}`);

    // Assert
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${t.url}/product/${row.id}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain(`<meta property="product:price:amount" content="${price}" />`);
    expect(html).toContain('<meta property="product:price:currency" content="INR" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const [product, breadcrumbs] = jsonLdOf(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row.name,
      image: [image],
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'INR',
        availability: [true, 1, '1'].includes(row.outOfStock) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        url: `${t.url}/product/${row.id}`,
      },
    });
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      shown.body.data.product.category.name,
      row.name,
    ]);
  });

  it('reads the database once per page and data version: the next request for the page issues no SQL', async () => {
    // Arrange: a write moves the data version, so the first read below is a miss
    await t.server.dataSource.query("UPDATE products SET description = 'Re-described by the SEO tests.' WHERE id = 2");
    const sql = async (route: string) => {
      const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html' } });
      await response.text();
      return Number(response.headers.get('x-sql-statements'));
    };
    // Act and assert
    for (const route of ['/product/2', '/sitemap.xml', '/allproduct/1']) {
      expect({ route, first: (await sql(route)) > 0 }).toEqual({ route, first: true });
      expect({ route, again: await sql(route) }).toEqual({ route, again: 0 });
    }
  });

  it('escapes what an admin typed: a product name cannot close the JSON-LD script or add a tag', async () => {
    // Arrange
    const [row]: { id: number }[] = await t.server.dataSource.query('SELECT id FROM products ORDER BY id LIMIT 1');
    const name = '</script><script>alert("x")</script> & Co';
    await t.server.dataSource.query('UPDATE products SET name = ? WHERE id = ?', [name, row.id]);

    // Act
    const html = (await page(t, `/product/${row.id}`)).body;

    // Assert
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co · Aurelia Lab Diamonds</title>',
    );
    expect(jsonLdOf(html)[0].name).toBe(name);
  });
});
