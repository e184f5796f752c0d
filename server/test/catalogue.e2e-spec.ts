import { seedDemoShop } from '../src/seed/seed-demo';
import { loadConfig } from '../src/config';
import { oracleMetalMinor } from './support/price-oracle';
import { CUSTOMER_PASSWORD, INR_CUSTOMER_EMAIL, type TestServer, USD_CUSTOMER_EMAIL, startTestServer } from './support/test-server';

const NEW_ARRIVALS = `query NewArrivals($first: Int!, $currencyCode: String) {
  newArrivals(first: $first) {
    id name categoryName image hoverImage outOfStock purities
    price(currencyCode: $currencyCode) { productCaratId purity price { amount minorUnits currencyCode } stoneCharge { minorUnits } labourCharge { minorUnits } total { amount minorUnits currencyCode } }
  }
}`;

interface PriceRow {
  productId: number;
  productCaratId: number;
  weightInGrams: string | number;
  baseRatePerGram: string | number;
  multiplier: string | number;
  conversionRateToINR: string | number;
  code: string;
  priceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
  isManual: number | boolean;
}

describe(`catalogue reads and the demo shop [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  const count = async (table: string) => Number((await t.server.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('seeds a believable shop: 5 categories, 40+ products with pictures, INR and USD prices for every carat', async () => {
    expect(await count('categories')).toBe(5);
    expect(await count('products')).toBeGreaterThanOrEqual(40);
    expect(await count('currencies')).toBe(2);
    expect(await count('slider_images')).toBeGreaterThanOrEqual(3);
    expect(await count('social_posts')).toBeGreaterThanOrEqual(6);
    // Every product carat has exactly one entry per currency, and every product has a picture.
    expect(await count('price_entries')).toBe((await count('product_carats')) * 2);
    const withoutImages = await t.server.dataSource.query(
      'SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_colors pc JOIN product_images pi ON pi.productColorId = pc.id WHERE pc.productId = p.id)',
    );
    expect(withoutImages).toEqual([]);
    const users = await t.server.dataSource.query(
      'SELECT u.role, c.code FROM users u JOIN currencies c ON c.id = u.currencyId ORDER BY u.id',
    );
    expect(users).toEqual([
      { role: 'admin', code: 'INR' },
      { role: 'customer', code: 'INR' },
      { role: 'customer', code: 'USD' },
    ]);
  });

  it('stores rate-card prices that match the formula for every auto entry, to the paisa and cent', async () => {
    const rows: PriceRow[] = await t.server.dataSource.query(`
      SELECT p.id AS productId, pe.productCaratId, p.weightInGrams, m.baseRatePerGram, c.multiplier, cur.conversionRateToINR, cur.code,
             pe.priceMinor, pe.stoneChargeMinor, pe.labourChargeMinor, pe.isManual
      FROM price_entries pe
      JOIN product_carats pc ON pc.id = pe.productCaratId
      JOIN products p ON p.id = pc.productId
      JOIN metal_types m ON m.id = p.metalTypeId
      JOIN carats c ON c.id = pc.caratId
      JOIN currencies cur ON cur.id = pe.currencyId`);
    const inrRate = 1;
    expect(rows.length).toBeGreaterThan(80);
    for (const row of rows) {
      const expected = oracleMetalMinor({
        baseRatePerGram: String(row.baseRatePerGram),
        caratMultiplier: String(row.multiplier),
        weightInGrams: String(row.weightInGrams),
        currencyRate: String(row.conversionRateToINR),
        inrRate,
      });
      expect({ id: row.productCaratId, code: row.code, price: row.priceMinor }).toEqual({
        id: row.productCaratId,
        code: row.code,
        price: expected,
      });
    }
  });

  it('lists new arrivals newest first with prices in rupees for a guest', async () => {
    const result = await t.gql(NEW_ARRIVALS, { first: 8 });
    const products = result.body.data.newArrivals;
    const newest = await t.server.dataSource.query('SELECT id FROM products ORDER BY createdAt DESC, id DESC LIMIT 8');

    expect(products.map((p: { id: number }) => p.id)).toEqual(newest.map((r: { id: number }) => r.id));
    for (const product of products) {
      expect(product.image).toMatch(/^uploads\/products\/.+\.webp$/);
      expect(product.purities.length).toBeGreaterThan(0);
      expect(product.price.purity).toBe(product.purities[0]);
      expect(product.price.price.currencyCode).toBe('INR');
      const { price, stoneCharge, labourCharge, total } = product.price;
      expect(total.minorUnits).toBe(price.minorUnits + stoneCharge.minorUnits + labourCharge.minorUnits);
      expect(total.amount).toBe((total.minorUnits / 100).toFixed(2));
      // The answer is the stored entry of the first carat, in INR.
      const [entry] = await t.server.dataSource.query(
        "SELECT pe.priceMinor FROM price_entries pe JOIN currencies c ON c.id = pe.currencyId WHERE pe.productCaratId = ? AND c.code = 'INR'",
        [product.price.productCaratId],
      );
      expect(price.minorUnits).toBe(entry.priceMinor);
    }
  });

  it("prices in the signed-in account's currency, or the one asked for; refuses an unknown one", async () => {
    const usdToken = await t.login(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const inrToken = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);

    const asUsd = await t.gql(NEW_ARRIVALS, { first: 3 }, usdToken);
    const asInr = await t.gql(NEW_ARRIVALS, { first: 3 }, inrToken);
    const askedUsd = await t.gql(NEW_ARRIVALS, { first: 3, currencyCode: 'usd' });
    const unknown = await t.gql(NEW_ARRIVALS, { first: 3, currencyCode: 'XYZ' });

    expect(asUsd.body.data.newArrivals.every((p: any) => p.price.total.currencyCode === 'USD')).toBe(true);
    expect(asInr.body.data.newArrivals.every((p: any) => p.price.total.currencyCode === 'INR')).toBe(true);
    expect(askedUsd.body.data.newArrivals).toEqual(asUsd.body.data.newArrivals);
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Unknown currency XYZ', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('issues the same number of SQL statements for 4 and 40 products (batched loaders)', async () => {
    const few = await t.gql(NEW_ARRIVALS, { first: 4 });
    const many = await t.gql(NEW_ARRIVALS, { first: 40 });
    expect(few.body.data.newArrivals).toHaveLength(4);
    expect(many.body.data.newArrivals).toHaveLength(40);
    expect(Number.isFinite(few.sqlStatements)).toBe(true);
    expect(many.sqlStatements).toBe(few.sqlStatements);
    expect(many.sqlStatements).toBeLessThanOrEqual(8);
  });

  it('clamps the page size and serves categories and the active slider images', async () => {
    const all = await t.gql('{ newArrivals(first: 1000) { id } categories { id name image } sliderImages { id imageUrl } }');
    expect(all.body.data.newArrivals).toHaveLength(Math.min(100, await count('products')));
    expect(all.body.data.categories.map((c: { name: string }) => c.name)).toEqual(['Rings', 'Necklaces', 'Earrings', 'Bracelets', 'Sets']);
    expect(all.body.data.sliderImages.length).toBe(await count('slider_images'));
  });

  it('serves the seeded pictures under /api/uploads as real WebP images', async () => {
    const { body } = await t.gql('{ sliderImages { imageUrl } categories { image } }');
    for (const url of [body.data.sliderImages[0].imageUrl, body.data.categories[0].image]) {
      const response = await fetch(`${t.url}/api/${url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
    expect((await fetch(`${t.url}/api/uploads/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/uploads/products/missing.webp`)).status).toBe(404);
  });

  it('never seeds twice: a restart on the same database changes nothing', async () => {
    const before = await Promise.all(['products', 'users', 'price_entries', 'slider_images'].map(count));
    const again = await seedDemoShop(
      t.server.dataSource,
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused-seed-dir' }),
    );
    const after = await Promise.all(['products', 'users', 'price_entries', 'slider_images'].map(count));
    expect(again).toBe(false);
    expect(after).toEqual(before);
  });

  it('answers /healthz and /readyz', async () => {
    expect(await t.rest('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.rest('GET', '/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', database: t.kind === 'mariadb' ? 'mysql' : 'sqlite' },
    });
  });

  it('answers unknown API paths with 404 and a details field', async () => {
    expect(await t.rest('GET', '/api/no-such-path')).toMatchObject({ status: 404, body: { details: 'Not found' } });
  });
});
