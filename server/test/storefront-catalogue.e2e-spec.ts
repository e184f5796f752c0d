import { type Product } from '../src/entities/product.entity';
import { type CatalogueSnapshot, newestFirst, readCatalogue } from './support/factories';
import { CUSTOMER_PASSWORD, type TestServer, USD_CUSTOMER_EMAIL, startTestServer } from './support/test-server';

// The GraphQL storefront catalogue: listing (filter, search, sort, paging), product detail, related
// products, the filter panel's lookup lists and search suggestions. Expected answers come from the rows.

const PRODUCTS = `query ProductList($filter: ProductFilter, $first: Int, $offset: Int, $sort: ProductSort) {
  products(filter: $filter, first: $first, offset: $offset, sort: $sort) { totalCount items { id name } }
}`;

const PRODUCT = `query ProductDetails($id: Int!, $currencyCode: String) {
  product(id: $id) {
    id name description returnPolicy outOfStock categoryName averageRating image hoverImage images purities
    category { id name } subcategory { id name categoryId }
    colors { id colorId position name images }
    sizes { id sizeId position name }
    reviews { id authorName rating comment createdAt }
    prices(currencyCode: $currencyCode) { productCaratId purity price { minorUnits currencyCode } stoneCharge { minorUnits } labourCharge { minorUnits } total { minorUnits amount } }
    price(currencyCode: $currencyCode) { productCaratId }
  }
}`;

const RELATED =
  'query Related($id: Int!, $first: Int) { relatedProducts(productId: $id, first: $first) { id subcategory { id } category { id } } }';
const SUGGEST = 'query Suggest($q: String!, $first: Int) { searchSuggestions(query: $q, first: $first) { id name } }';

const ids = (items: { id: number }[]) => items.map((p) => p.id);

describe(`storefront catalogue, GraphQL [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let db: CatalogueSnapshot;

  beforeAll(async () => {
    t = await startTestServer();
    db = await readCatalogue(t.server.dataSource);
  });
  afterAll(() => t?.close());

  const inr = () => db.currencies.find((c) => c.code === 'INR')!;
  const usd = () => db.currencies.find((c) => c.code === 'USD')!;
  /** What a product's searchable text is: name, description, category and subcategory names. */
  const haystack = (p: Product) =>
    [p.name, p.description, db.categories.get(p.categoryId)?.name ?? '', db.subcategories.get(p.subcategoryId)?.name ?? '']
      .join('\n')
      .toLowerCase();
  const matchesSearch = (p: Product, text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => haystack(p).includes(word));

  describe('products', () => {
    it('lists the newest 24 by default with the count of every product', async () => {
      // Act
      const result = await t.gql(PRODUCTS, {});
      // Assert
      const expected = [...db.products].sort(newestFirst).slice(0, 24);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data.products.totalCount).toBe(db.products.length);
      expect(ids(result.body.data.products.items)).toEqual(ids(expected));
    });

    it('pages with first and offset; first 0 answers only the count', async () => {
      const page2 = await t.gql(PRODUCTS, { first: 10, offset: 10 });
      const countOnly = await t.gql(PRODUCTS, { first: 0 });
      const past = await t.gql(PRODUCTS, { offset: db.products.length });

      expect(ids(page2.body.data.products.items)).toEqual(ids([...db.products].sort(newestFirst).slice(10, 20)));
      expect(countOnly.body.data.products).toEqual({ totalCount: db.products.length, items: [] });
      expect(past.body.data.products).toEqual({ totalCount: db.products.length, items: [] });
    });

    it('filters by category, subcategories and colours together', async () => {
      // Arrange: a category, two of its subcategories, one colour
      const categoryId = db.products[0].categoryId;
      const subcategoryIds = [...db.subcategories.values()]
        .filter((s) => s.categoryId === categoryId)
        .slice(0, 2)
        .map((s) => s.id);
      const colorId = db.colors[2].id;
      // Act
      const result = await t.gql(PRODUCTS, { filter: { categoryId, subcategoryIds, colorIds: [colorId] }, first: 100 });
      // Assert
      const expected = db.products
        .filter((p) => p.categoryId === categoryId && subcategoryIds.includes(p.subcategoryId))
        .filter((p) => (db.colorsByProduct.get(p.id) ?? []).some((c) => c.colorId === colorId))
        .sort(newestFirst);
      expect(expected.length).toBeGreaterThan(0);
      expect(result.body.data.products.totalCount).toBe(expected.length);
      expect(ids(result.body.data.products.items)).toEqual(ids(expected));
    });

    it('does not filter on empty id lists or blank search text', async () => {
      const result = await t.gql(PRODUCTS, { filter: { subcategoryIds: [], colorIds: [], search: '   ' }, first: 0 });
      expect(result.body.data.products.totalCount).toBe(db.products.length);
    });

    it('filters by the rupee "from" price and sorts by it, both ways', async () => {
      // Arrange: bounds between the 25th and 75th percentile of the stored INR from-prices
      const prices = db.products.map((p) => p.fromPriceInrMinor!).sort((a, b) => a - b);
      const [min, max] = [prices[Math.floor(prices.length / 4)] / 100, prices[Math.floor((prices.length * 3) / 4)] / 100];
      // Act
      const asc = await t.gql(PRODUCTS, { filter: { minPrice: min, maxPrice: max }, first: 100, sort: 'PRICE_ASC' });
      const desc = await t.gql(PRODUCTS, { filter: { minPrice: min, maxPrice: max, currencyCode: 'INR' }, first: 100, sort: 'PRICE_DESC' });
      // Assert
      const inRange = db.products.filter((p) => p.fromPriceInrMinor! >= min * 100 && p.fromPriceInrMinor! <= max * 100);
      const byPrice = (a: Product, b: Product) => a.fromPriceInrMinor! - b.fromPriceInrMinor! || a.id - b.id;
      expect(inRange.length).toBeGreaterThan(10);
      expect(ids(asc.body.data.products.items)).toEqual(ids([...inRange].sort(byPrice)));
      expect(ids(desc.body.data.products.items)).toEqual(ids([...inRange].sort(byPrice).reverse()));
    });

    it('takes bounds in the pricing currency: converted to rupees with its rate (guest argument or account currency)', async () => {
      // Arrange: dollar bounds around the middle of the catalogue
      const rate = usd().conversionRateToINR / inr().conversionRateToINR;
      const prices = db.products.map((p) => p.fromPriceInrMinor!).sort((a, b) => a - b);
      const minUsd = Math.round((prices[10] / 100) * rate);
      const maxUsd = Math.round((prices[prices.length - 10] / 100) * rate);
      const token = await t.login(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
      // Act
      const guest = await t.gql(PRODUCTS, { filter: { minPrice: minUsd, maxPrice: maxUsd, currencyCode: 'usd' }, first: 100 });
      const signedIn = await t.gql(PRODUCTS, { filter: { minPrice: minUsd, maxPrice: maxUsd }, first: 100 }, token);
      // Assert: the INR column against the converted bounds...
      const expected = db.products.filter(
        (p) => p.fromPriceInrMinor! >= Math.round((minUsd * 100) / rate) && p.fromPriceInrMinor! <= Math.round((maxUsd * 100) / rate),
      );
      expect(ids(guest.body.data.products.items)).toEqual(ids(expected.sort(newestFirst)));
      expect(signedIn.body.data.products).toEqual(guest.body.data.products);
      // ...which is the dollar price shoppers see, to the cent
      for (const p of expected) {
        const usdTotals = (db.caratsByProduct.get(p.id) ?? []).map((pc) => {
          const e = db.prices.get(`${pc.id}:${usd().id}`)!;
          return e.priceMinor + e.stoneChargeMinor + e.labourChargeMinor;
        });
        expect(Math.min(...usdTotals)).toBeGreaterThanOrEqual(minUsd * 100 - 1);
        expect(Math.min(...usdTotals)).toBeLessThanOrEqual(maxUsd * 100 + 1);
      }
    });

    it('sorts by name', async () => {
      const result = await t.gql(PRODUCTS, { first: 100, sort: 'NAME' });
      // The database's own collation decides the order of equal-folding names, so compare with it.
      const rows: { id: number }[] = await t.server.dataSource.query('SELECT id FROM products ORDER BY name ASC, id ASC');
      expect(ids(result.body.data.products.items)).toEqual(rows.map((r) => Number(r.id)).slice(0, 100));
    });

    it('searches name, description, category and subcategory names, case-insensitively, every word', async () => {
      for (const text of ['SOLITAIRE', 'studs', 'Polished GOLD', 'Bands', 'necklaces pendant', 'lab-grown hoops']) {
        const result = await t.gql(PRODUCTS, { filter: { search: text }, first: 100 });
        const expected = db.products.filter((p) => matchesSearch(p, text)).sort(newestFirst);
        expect(expected.length).toBeGreaterThan(0);
        expect({ text, ids: ids(result.body.data.products.items) }).toEqual({ text, ids: ids(expected) });
      }
    });

    it('treats % and _ in the search text as plain characters', async () => {
      for (const text of ['%', '_', 'ring%', '!%']) {
        const result = await t.gql(PRODUCTS, { filter: { search: text } });
        expect(result.body.data.products.totalCount).toBe(db.products.filter((p) => matchesSearch(p, text)).length);
      }
    });

    it.each([
      [{ filter: { minPrice: 5000, maxPrice: 1200 } }, 'minPrice must not be greater than maxPrice'],
      [{ filter: { minPrice: -1 } }, 'minPrice must not be negative'],
      [{ filter: { maxPrice: -5 } }, 'maxPrice must not be negative'],
      [{ filter: { minPrice: 1200, currencyCode: 'XYZ' } }, 'Unknown currency XYZ'],
      [{ filter: { currencyCode: 'XYZ' } }, 'Unknown currency XYZ'],
      [{ filter: { currencyCode: 'DOLLARS' } }, 'currencyCode must be a 3-letter ISO code'],
      [{ filter: { categoryId: 0 } }, 'categoryId must be a positive whole number'],
      [{ filter: { subcategoryIds: [1, -2] } }, 'subcategoryIds must be a positive whole number'],
      [{ first: 101 }, 'first must be a whole number from 0 to 100'],
      [{ first: -1 }, 'first must be a whole number from 0 to 100'],
      [{ offset: -1 }, 'offset must be a whole number of at least 0'],
    ])('refuses %j with BAD_USER_INPUT', async (variables, message) => {
      const result = await t.gql(PRODUCTS, variables);
      expect(result.body.data).toBeNull();
      expect(result.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('refuses a sort that is not a ProductSort', async () => {
      const result = await t.gql(PRODUCTS, { sort: 'CHEAPEST' });
      expect(result.status).toBe(400);
      expect(result.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('product', () => {
    it('answers every detail field from the database, priced in the asked currency', async () => {
      // Arrange: a product with reviews, several colours and sizes
      const product = db.products.find(
        (p) => (db.reviewsByProduct.get(p.id)?.length ?? 0) >= 2 && (db.sizesByProduct.get(p.id)?.length ?? 0) > 1,
      )!;
      // Act
      const result = await t.gql(PRODUCT, { id: product.id, currencyCode: 'USD' });
      // Assert
      const answer = result.body.data.product;
      const colors = db.colorsByProduct.get(product.id)!;
      const firstImages = db.imagesByProductColor.get(colors[0].id)!.map((i) => i.url);
      const carats = db.caratsByProduct.get(product.id)!;
      const reviews = db.reviewsByProduct.get(product.id)!;
      const subcategory = db.subcategories.get(product.subcategoryId)!;
      expect(answer).toMatchObject({
        id: product.id,
        name: product.name,
        description: product.description,
        returnPolicy: product.returnPolicy,
        outOfStock: product.outOfStock,
        categoryName: db.categories.get(product.categoryId)!.name,
        category: { id: product.categoryId, name: db.categories.get(product.categoryId)!.name },
        subcategory: { id: subcategory.id, name: subcategory.name, categoryId: subcategory.categoryId },
        images: firstImages,
        image: firstImages[0],
        hoverImage: firstImages[1] ?? firstImages[0],
        purities: carats.map((pc) => `${pc.carat!.value}K`),
        price: { productCaratId: carats[0].id },
      });
      expect(answer.colors).toEqual(
        colors.map((c, i) => ({
          id: c.id,
          colorId: c.colorId,
          position: i + 1,
          name: c.color!.name,
          images: db.imagesByProductColor.get(c.id)!.map((img) => img.url),
        })),
      );
      expect(answer.sizes).toEqual(
        db.sizesByProduct.get(product.id)!.map((s, i) => ({ id: s.id, sizeId: s.sizeId, position: i + 1, name: s.size!.name })),
      );
      expect(answer.reviews).toEqual(
        reviews.map((r) => ({
          id: r.id,
          authorName: r.authorName,
          rating: r.rating,
          comment: r.comment,
          createdAt: r.createdAt.toISOString(),
        })),
      );
      expect(answer.averageRating).toBeCloseTo(reviews.reduce((s, r) => s + r.rating, 0) / reviews.length, 1);
      expect(answer.prices).toEqual(
        carats.map((pc) => {
          const e = db.prices.get(`${pc.id}:${usd().id}`)!;
          const total = e.priceMinor + e.stoneChargeMinor + e.labourChargeMinor;
          return {
            productCaratId: pc.id,
            purity: `${pc.carat!.value}K`,
            price: { minorUnits: e.priceMinor, currencyCode: 'USD' },
            stoneCharge: { minorUnits: e.stoneChargeMinor },
            labourCharge: { minorUnits: e.labourChargeMinor },
            total: { minorUnits: total, amount: (total / 100).toFixed(2) },
          };
        }),
      );
    });

    it('answers no sizes, no reviews and a null average where a product has none', async () => {
      const product = db.products.find((p) => !db.sizesByProduct.get(p.id)?.length && !db.reviewsByProduct.get(p.id)?.length)!;
      const result = await t.gql(PRODUCT, { id: product.id });
      expect(result.body.data.product).toMatchObject({ id: product.id, sizes: [], reviews: [], averageRating: null });
    });

    it('answers null for an unknown id and refuses a non-integer one', async () => {
      const maxId = Math.max(...db.products.map((p) => p.id));
      const unknown = await t.gql(PRODUCT, { id: maxId + 1000 });
      const negative = await t.gql(PRODUCT, { id: -3 });
      const text = await t.gql(PRODUCT, { id: 'abc' });

      expect(unknown.body).toEqual({ data: { product: null } });
      expect(negative.body).toEqual({ data: { product: null } });
      expect(text.status).toBe(400);
      expect(text.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('refuses an unknown pricing currency on the price fields', async () => {
      const result = await t.gql(PRODUCT, { id: db.products[0].id, currencyCode: 'XYZ' });
      expect(result.body.errors[0]).toMatchObject({ message: 'Unknown currency XYZ', extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('relatedProducts', () => {
    it('answers the same subcategory first, then the same category, never the product itself', async () => {
      // Arrange: a product whose subcategory has fewer siblings than asked for
      const product = db.products.find((p) => db.products.filter((o) => o.subcategoryId === p.subcategoryId).length <= 4)!;
      // Act
      const result = await t.gql(RELATED, { id: product.id, first: 8 });
      // Assert
      const siblings = db.products.filter((o) => o.id !== product.id && o.subcategoryId === product.subcategoryId).sort(newestFirst);
      const cousins = db.products
        .filter((o) => o.categoryId === product.categoryId && o.subcategoryId !== product.subcategoryId)
        .sort(newestFirst);
      expect(ids(result.body.data.relatedProducts)).toEqual(ids([...siblings, ...cousins].slice(0, 8)));
      expect(ids(result.body.data.relatedProducts)).not.toContain(product.id);
    });

    it('defaults to 8; NOT_FOUND for an unknown product; BAD_USER_INPUT for first 0', async () => {
      const product = db.products[0];
      const defaulted = await t.gql('query($id: Int!) { relatedProducts(productId: $id) { id } }', { id: product.id });
      const unknown = await t.gql(RELATED, { id: 999999 });
      const zero = await t.gql(RELATED, { id: product.id, first: 0 });

      expect(defaulted.body.data.relatedProducts).toHaveLength(
        Math.min(8, db.products.filter((o) => o.categoryId === product.categoryId).length - 1),
      );
      expect(unknown.body.errors[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
      expect(zero.body.errors[0]).toMatchObject({
        message: 'first must be a whole number from 1 to 100',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  describe('lookup lists', () => {
    it('answers the subcategories of a category, all of them without one, and every colour', async () => {
      const categoryId = [...db.categories.keys()][1];
      const result = await t.gql(
        'query($c: Int) { one: subcategories(categoryId: $c) { id name categoryId } all: subcategories { id } colors { id name } }',
        { c: categoryId },
      );
      const none = await t.gql('{ subcategories(categoryId: 999999) { id } }');

      const all = [...db.subcategories.values()].sort((a, b) => a.categoryId - b.categoryId || a.id - b.id);
      expect(result.body.data.one).toEqual(
        all.filter((s) => s.categoryId === categoryId).map((s) => ({ id: s.id, name: s.name, categoryId })),
      );
      expect(ids(result.body.data.all)).toEqual(ids(all));
      expect(result.body.data.colors).toEqual(db.colors.map((c) => ({ id: c.id, name: c.name })));
      expect(none.body.data.subcategories).toEqual([]);
    });
  });

  describe('searchSuggestions', () => {
    it('answers products whose name contains the text first, at most `first`', async () => {
      const result = await t.gql(SUGGEST, { q: '  Hoops ', first: 5 });

      const matches = db.products.filter((p) => matchesSearch(p, 'hoops'));
      const byName = matches.filter((p) => p.name.toLowerCase().includes('hoops'));
      const answer: { id: number; name: string }[] = result.body.data.searchSuggestions;
      expect(answer).toHaveLength(Math.min(5, matches.length));
      expect(answer.slice(0, byName.length).every((p) => p.name.toLowerCase().includes('hoops'))).toBe(true);
      expect(new Set(ids(answer.slice(0, Math.min(5, byName.length))))).toEqual(
        new Set(ids(byName).filter((id) => ids(answer).includes(id))),
      );
    });

    it('defaults to 8 and answers nothing for blank text; refuses first 0 and over-long text', async () => {
      const defaulted = await t.gql('{ searchSuggestions(query: "gold") { id } }');
      const blank = await t.gql(SUGGEST, { q: '   ' });
      const zero = await t.gql(SUGGEST, { q: 'gold', first: 0 });
      const long = await t.gql(SUGGEST, { q: 'x'.repeat(201) });

      expect(defaulted.body.data.searchSuggestions).toHaveLength(Math.min(8, db.products.filter((p) => matchesSearch(p, 'gold')).length));
      expect(blank.body.data.searchSuggestions).toEqual([]);
      expect(zero.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(long.body.errors[0]).toMatchObject({
        message: 'The search text must be at most 200 characters',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });
});
