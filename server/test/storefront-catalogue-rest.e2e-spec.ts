import type { Product } from '../src/entities/product.entity';
import { type CatalogueSnapshot, newestFirst, readCatalogue } from './support/factories';
import { type TestServer, startTestServer } from './support/test-server';

// The legacy catalogue paths of docs/legacy-rest.md#storefront-catalogue with the shapes of
// docs/legacy-rest.md#shape-product: plain JSON arrays, money as plain numbers with two decimals in the
// currency of the user whose phoneNumber is sent (docs/decisions.md#phone-lookups).

const USD_PHONE = '+14155550123'; // alex@example.com, a USD account
const INR_PHONE = '+919812345678'; // priya@example.com, an INR account
const PLACEHOLDER_PHONE = '0000000000';

const enc = encodeURIComponent;

describe(`storefront catalogue, legacy REST [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let db: CatalogueSnapshot;

  beforeAll(async () => {
    t = await startTestServer();
    db = await readCatalogue(t.server.dataSource);
  });
  afterAll(() => t?.close());

  const currency = (code: string) => db.currencies.find((c) => c.code === code)!;
  const major = (minor: number) => Number((minor / 100).toFixed(2));

  /** The legacy Product of docs/legacy-rest.md#shape-product as the rows say it must be, priced in `code`. */
  function expectedProduct(p: Product, code: string) {
    const cur = currency(code);
    const colors = db.colorsByProduct.get(p.id) ?? [];
    const images = colors.length ? (db.imagesByProductColor.get(colors[0].id) ?? []).map((i) => i.url) : [];
    const carats = db.caratsByProduct.get(p.id) ?? [];
    const entry = (pcId: number) => db.prices.get(`${pcId}:${cur.id}`)!;
    return {
      p_id: p.id,
      name: p.name,
      price: major(entry(carats[0].id).priceMinor),
      category: db.categories.get(p.categoryId)!.name,
      c_id: p.categoryId,
      sc_id: p.subcategoryId,
      subcategory: db.subcategories.get(p.subcategoryId)!.name,
      image: images[0],
      hoverImage: images[1] ?? images[0],
      images,
      colors: colors.map((c) => c.color!.name),
      purities: carats.map((pc) => `${pc.carat!.value}K`),
      sizes: (db.sizesByProduct.get(p.id) ?? []).map((s) => s.size!.name),
      description: p.description,
      returnPolicy: p.returnPolicy,
      outOfStock: p.outOfStock,
      currencyCode: cur.code,
      currency_id: cur.id,
      reviews: (db.reviewsByProduct.get(p.id) ?? []).map((r) => ({ id: r.id, user: r.authorName, rating: r.rating, comment: r.comment })),
      ProductCarats: carats.map((pc) => ({
        pc_id: pc.id,
        carat: pc.carat!.value,
        price: major(entry(pc.id).priceMinor),
        stoneCharge: major(entry(pc.id).stoneChargeMinor),
        labourCharge: major(entry(pc.id).labourChargeMinor),
      })),
    };
  }

  describe('GET /get-new-arrivals', () => {
    it('answers the 20 newest products with their carats, in rupees without a phone', async () => {
      const result = await t.rest('GET', '/api/get-new-arrivals');

      expect(result.status).toBe(200);
      expect(result.body).toEqual(
        [...db.products]
          .sort(newestFirst)
          .slice(0, 20)
          .map((p) => expectedProduct(p, 'INR')),
      );
    });

    it("answers in the phone owner's currency and honours limit; refuses a bad limit", async () => {
      const usd = await t.rest('GET', `/api/get-new-arrivals?phoneNumber=${enc(USD_PHONE)}&limit=3`);
      const bad = await t.rest('GET', '/api/get-new-arrivals?limit=many');

      expect(usd.body).toEqual(
        [...db.products]
          .sort(newestFirst)
          .slice(0, 3)
          .map((p) => expectedProduct(p, 'USD')),
      );
      expect(bad).toMatchObject({ status: 400, body: { details: 'limit must be a positive whole number' } });
    });
  });

  describe('GET /get-product-price-by-currency', () => {
    const pc = () => db.caratsByProduct.get(db.products[3].id)![0];
    const expectedPrice = (code: string) => {
      const e = db.prices.get(`${pc().id}:${currency(code).id}`)!;
      return {
        price: major(e.priceMinor),
        currency_id: currency(code).id,
        currencyCode: code,
        stoneCharge: major(e.stoneChargeMinor),
        labourCharge: major(e.labourChargeMinor),
      };
    };

    it('prices a product carat in the currency of the phone; INR for an unknown, placeholder or absent phone', async () => {
      const cases: [string, string][] = [
        [`phoneNumber=${enc(USD_PHONE)}`, 'USD'],
        // An unencoded '+' arrives as a space: still the same phone.
        [`phoneNumber=${USD_PHONE}`, 'USD'],
        [`phoneNumber=${enc(INR_PHONE)}`, 'INR'],
        [`phoneNumber=${PLACEHOLDER_PHONE}`, 'INR'],
        [`phoneNumber=${enc('+19999999999')}`, 'INR'],
        ['', 'INR'],
      ];
      for (const [query, code] of cases) {
        const result = await t.rest('GET', `/api/get-product-price-by-currency?pc_id=${pc().id}&${query}`);
        expect({ query, status: result.status, body: result.body }).toEqual({ query, status: 200, body: expectedPrice(code) });
      }
    });

    it('answers 400 without or with a malformed pc_id, 404 for an unknown one', async () => {
      const maxId = Math.max(...[...db.caratsByProduct.values()].flat().map((c) => c.id));
      expect(await t.rest('GET', '/api/get-product-price-by-currency?phoneNumber=0')).toMatchObject({
        status: 400,
        body: { details: 'pc_id is required' },
      });
      expect(await t.rest('GET', '/api/get-product-price-by-currency?pc_id=abc')).toMatchObject({
        status: 400,
        body: { details: 'pc_id must be a positive whole number' },
      });
      expect(await t.rest('GET', '/api/get-product-price-by-currency?pc_id=-4')).toMatchObject({
        status: 400,
        body: { details: 'pc_id must be a positive whole number' },
      });
      expect(await t.rest('GET', `/api/get-product-price-by-currency?pc_id=${maxId + 1}`)).toMatchObject({
        status: 404,
        body: { details: 'Product carat not found' },
      });
    });
  });

  describe('lookup lists', () => {
    it('GET /get-categories answers c_id, name and image of every category', async () => {
      const result = await t.rest('GET', '/api/get-categories');
      expect(result.body).toEqual(
        [...db.categories.values()].sort((a, b) => a.id - b.id).map((c) => ({ c_id: c.id, name: c.name, image: c.image })),
      );
    });

    it("GET /get-subcategoriesbyct answers one category's subcategories, or all for 'all' or none", async () => {
      const all = [...db.subcategories.values()]
        .sort((a, b) => a.categoryId - b.categoryId || a.id - b.id)
        .map((s) => ({ sc_id: s.id, name: s.name, c_id: s.categoryId }));
      const categoryId = [...db.categories.keys()][2];

      expect((await t.rest('GET', `/api/get-subcategoriesbyct?categoryId=${categoryId}`)).body).toEqual(
        all.filter((s) => s.c_id === categoryId),
      );
      expect((await t.rest('GET', '/api/get-subcategoriesbyct?categoryId=all')).body).toEqual(all);
      expect((await t.rest('GET', '/api/get-subcategoriesbyct')).body).toEqual(all);
      expect((await t.rest('GET', '/api/get-subcategoriesbyct?categoryId=999999')).body).toEqual([]);
      expect(await t.rest('GET', '/api/get-subcategoriesbyct?categoryId=rings')).toMatchObject({
        status: 400,
        body: { details: 'categoryId must be a category id or "all"' },
      });
    });

    it('GET /get-colors answers color_id and name of every colour', async () => {
      const result = await t.rest('GET', '/api/get-colors');
      expect(result.body).toEqual(db.colors.map((c) => ({ color_id: c.id, name: c.name })));
    });
  });

  describe('GET /get-filtered-products and /search-products', () => {
    const colourNames = (p: Product) => (db.colorsByProduct.get(p.id) ?? []).map((c) => c.color!.name);

    it('filters by category, subcategories (comma list) and colour names (comma list), newest first', async () => {
      // Arrange
      const categoryId = db.products[0].categoryId;
      const subs = [...db.subcategories.values()]
        .filter((s) => s.categoryId === categoryId)
        .slice(0, 2)
        .map((s) => s.id);
      const colours = [db.colors[0].name, db.colors[1].name];
      // Act
      const result = await t.rest(
        'GET',
        `/api/get-filtered-products?categoryId=${categoryId}&subcategories=${subs.join(',')}&colors=${colours.map(enc).join(',')}&minPrice=1200&maxPrice=250000&phoneNumber=${PLACEHOLDER_PHONE}`,
      );
      // Assert
      const expected = db.products
        .filter((p) => p.categoryId === categoryId && subs.includes(p.subcategoryId) && colourNames(p).some((n) => colours.includes(n)))
        .filter((p) => p.fromPriceInrMinor! >= 120000 && p.fromPriceInrMinor! <= 25000000)
        .sort(newestFirst);
      expect(result.status).toBe(200);
      expect(expected.length).toBeGreaterThan(0);
      expect(result.body).toEqual(expected.map((p) => expectedProduct(p, 'INR')));
    });

    it("answers every product for 'all' and no filter, and accepts colour ids and case-insensitive names", async () => {
      const all = await t.rest('GET', '/api/get-filtered-products?categoryId=all&subcategories=&colors=');
      const byId = await t.rest('GET', `/api/get-filtered-products?colors=${db.colors[2].id}`);
      const byName = await t.rest('GET', `/api/get-filtered-products?colors=${enc(db.colors[2].name.toUpperCase())}`);

      expect(all.body.map((p: { p_id: number }) => p.p_id)).toEqual([...db.products].sort(newestFirst).map((p) => p.id));
      const withColour = db.products
        .filter((p) => colourNames(p).includes(db.colors[2].name))
        .sort(newestFirst)
        .map((p) => p.id);
      expect(byId.body.map((p: { p_id: number }) => p.p_id)).toEqual(withColour);
      expect(byName.body.map((p: { p_id: number }) => p.p_id)).toEqual(withColour);
    });

    it('matches nothing for an unknown colour name instead of ignoring the filter', async () => {
      const result = await t.rest('GET', '/api/get-filtered-products?colors=Purple');
      expect(result).toMatchObject({ status: 200, body: [] });
    });

    it('reads the price bounds as rupees and answers prices in the currency of the phone', async () => {
      const prices = db.products.map((p) => p.fromPriceInrMinor!).sort((a, b) => a - b);
      const [min, max] = [prices[5] / 100, prices[prices.length - 5] / 100];

      const result = await t.rest('GET', `/api/get-filtered-products?minPrice=${min}&maxPrice=${max}&phoneNumber=${enc(USD_PHONE)}`);

      const expected = db.products.filter((p) => p.fromPriceInrMinor! >= min * 100 && p.fromPriceInrMinor! <= max * 100).sort(newestFirst);
      expect(result.body).toEqual(expected.map((p) => expectedProduct(p, 'USD')));
    });

    it.each([
      ['minPrice=5000&maxPrice=1200', 'minPrice must not be greater than maxPrice'],
      ['minPrice=-1', 'minPrice must not be negative'],
      ['maxPrice=lots', 'maxPrice must be a number'],
      ['categoryId=abc', 'categoryId must be a category id or "all"'],
      ['subcategories=1,x', 'subcategories must be a comma list of subcategory ids'],
      ['limit=0', 'limit must be a positive whole number'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
    ])('answers 400 with details for %s', async (query, details) => {
      expect(await t.rest('GET', `/api/get-filtered-products?${query}`)).toMatchObject({ status: 400, body: { details } });
      expect(await t.rest('GET', `/api/search-products?query=ring&${query}`)).toMatchObject({ status: 400, body: { details } });
    });

    it('searches with the filters, and with the query alone (header suggestions)', async () => {
      const categoryId = [...db.categories.values()].find((c) => c.name === 'Earrings')!.id;
      const text = (p: Product) =>
        [p.name, p.description, db.categories.get(p.categoryId)!.name, db.subcategories.get(p.subcategoryId)!.name].join(' ').toLowerCase();

      const filtered = await t.rest(
        'GET',
        `/api/search-products?query=${enc('Diamond')}&categoryId=${categoryId}&phoneNumber=${enc(USD_PHONE)}`,
      );
      const alone = await t.rest('GET', '/api/search-products?query=hoops');
      const percent = await t.rest('GET', `/api/search-products?query=${enc('100%')}`);

      expect(filtered.body).toEqual(
        db.products
          .filter((p) => p.categoryId === categoryId && text(p).includes('diamond'))
          .sort(newestFirst)
          .map((p) => expectedProduct(p, 'USD')),
      );
      expect(alone.body.map((p: { p_id: number }) => p.p_id)).toEqual(
        db.products
          .filter((p) => text(p).includes('hoops'))
          .sort(newestFirst)
          .map((p) => p.id),
      );
      expect(percent.body.map((p: { p_id: number }) => p.p_id)).toEqual(
        db.products
          .filter((p) => text(p).includes('100%'))
          .sort(newestFirst)
          .map((p) => p.id),
      );
    });
  });

  describe('GET /get-product/{p_id}', () => {
    it("answers the product in the phone owner's currency", async () => {
      const product = db.products.find((p) => (db.reviewsByProduct.get(p.id)?.length ?? 0) > 0)!;
      const usd = await t.rest('GET', `/api/get-product/${product.id}?phoneNumber=${enc(USD_PHONE)}`);
      const inr = await t.rest('GET', `/api/get-product/${product.id}`);

      expect(usd).toMatchObject({ status: 200, body: expectedProduct(product, 'USD') });
      // The detail's own keys (docs/legacy-rest.md#shape-product): the demo shop sets no certificate or hallmark.
      expect(inr.body).toEqual({ ...expectedProduct(product, 'INR'), certificate: null, hallmark: null });
    });

    it("answers 404 {details:'Product not found'} for an unknown id and 400 for a non-numeric one", async () => {
      const maxId = Math.max(...db.products.map((p) => p.id));
      expect(await t.rest('GET', `/api/get-product/${maxId + 1}`)).toMatchObject({ status: 404, body: { details: 'Product not found' } });
      expect(await t.rest('GET', '/api/get-product/abc')).toMatchObject({ status: 400, body: { details: 'Invalid product ID' } });
      expect(await t.rest('GET', '/api/get-product/1.5')).toMatchObject({ status: 400, body: { details: 'Invalid product ID' } });
    });
  });

  describe('GET /related-products/{p_id}', () => {
    it('answers p_id, name, totalPrice, category and image: same subcategory first, then the category', async () => {
      const product = db.products.find((p) => db.products.filter((o) => o.subcategoryId === p.subcategoryId).length <= 3)!;
      const result = await t.rest('GET', `/api/related-products/${product.id}?phoneNumber=${enc(USD_PHONE)}`);

      const siblings = db.products.filter((o) => o.id !== product.id && o.subcategoryId === product.subcategoryId).sort(newestFirst);
      const cousins = db.products
        .filter((o) => o.categoryId === product.categoryId && o.subcategoryId !== product.subcategoryId)
        .sort(newestFirst);
      const usdId = currency('USD').id;
      expect(result.body).toEqual(
        [...siblings, ...cousins].slice(0, 8).map((p) => {
          const first = db.caratsByProduct.get(p.id)![0];
          const e = db.prices.get(`${first.id}:${usdId}`)!;
          const colour = db.colorsByProduct.get(p.id)![0];
          return {
            p_id: p.id,
            name: p.name,
            totalPrice: major(e.priceMinor + e.stoneChargeMinor + e.labourChargeMinor),
            category: db.categories.get(p.categoryId)!.name,
            image: db.imagesByProductColor.get(colour.id)![0].url,
          };
        }),
      );
    });

    it('answers 404 for an unknown product and 400 for a non-numeric id', async () => {
      const maxId = Math.max(...db.products.map((p) => p.id));
      expect(await t.rest('GET', `/api/related-products/${maxId + 1}`)).toMatchObject({
        status: 404,
        body: { details: 'Product not found' },
      });
      expect(await t.rest('GET', '/api/related-products/ring')).toMatchObject({ status: 400, body: { details: 'Invalid product ID' } });
    });
  });
});
