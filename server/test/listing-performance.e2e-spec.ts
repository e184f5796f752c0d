import { ProductSort } from '../src/domain/catalogue/catalogue.validation';
import { insertProducts, insertSubcategory } from './support/factories';
import { type TestServer, startTestServer } from './support/test-server';

// The storefront listing's SQL budget (issue 11): at most 4 statements per listing request, the same for
// a page of 24 as of 100 products, for every sort and filter, on GraphQL and on the legacy REST path.
// A field or view that reads per product (an N+1) makes the 100-product page cost more than the
// 24-product one and fails here. The catalogue keeps small lookup tables and the count of each filter
// per data version: "warm" is the second identical request, "cold" the first one after a write.

const CARD = `query ProductCards($filter: ProductFilter, $first: Int, $sort: ProductSort) {
  products(filter: $filter, first: $first, sort: $sort) {
    totalCount
    items { id name image hoverImage price { total { amount currencyCode } } }
  }
}`;

/** Everything a listing can show per product: each relation once more per product if batching broke. */
const FULL = `query ProductPage($filter: ProductFilter, $first: Int, $sort: ProductSort) {
  products(filter: $filter, first: $first, sort: $sort) {
    totalCount
    items {
      id name categoryName images purities averageRating category { name } subcategory { name }
      colors { id name images } sizes { id name } reviews { rating }
      prices { total { amount } } price(currencyCode: "USD") { total { amount currencyCode } }
    }
  }
}`;

const measured: Record<string, number> = {};

describe(`listing SQL budget [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let subcategoryId: number;
  let categoryId: number;

  // Any write outside the private tables moves the data version on, so the next read is cold.
  const write = () => t.server.dataSource.query('UPDATE categories SET name = name WHERE id = ?', [categoryId]);
  const warm = async <T>(send: () => Promise<T>): Promise<T> => {
    await send();
    return send();
  };
  const cold = async <T>(send: () => Promise<T>): Promise<T> => {
    await write();
    return send();
  };

  beforeAll(async () => {
    t = await startTestServer();
    const ds = t.server.dataSource;
    [{ id: categoryId }] = await ds.query('SELECT id FROM categories ORDER BY id LIMIT 1');
    categoryId = Number(categoryId);
    subcategoryId = (await insertSubcategory(ds, categoryId, 'Budget Rings')).id;
    await insertProducts(ds, { count: 110, subcategoryId, namePrefix: 'Budget Ring', reviewsPerProduct: 1 });
  }, 120_000);
  afterAll(async () => {
    console.info(`[${t?.kind}] listing SQL statements: ${JSON.stringify(measured)}`);
    await t?.close();
  });

  const filters: [string, Record<string, unknown>][] = [
    ['no filter', { currencyCode: 'INR' }],
    ['category + price', { categoryId: 0, minPrice: 1200, maxPrice: 250000, currencyCode: 'INR' }],
    [
      'subcategory + colour + search, in USD',
      { subcategoryIds: [0], colorIds: [1, 2], search: 'budget', minPrice: 10, currencyCode: 'USD' },
    ],
  ];
  const resolved = (filter: Record<string, unknown>) => ({
    ...filter,
    ...('categoryId' in filter ? { categoryId } : {}),
    ...('subcategoryIds' in filter ? { subcategoryIds: [subcategoryId] } : {}),
  });

  for (const sort of Object.values(ProductSort)) {
    for (const [name, filter] of filters) {
      it(`GraphQL products, ${sort}, ${name}: 24 and 100 cards cost the same, at most 4 statements`, async () => {
        // Act
        const few = await warm(() => t.gql(CARD, { filter: resolved(filter), first: 24, sort }));
        const many = await warm(() => t.gql(CARD, { filter: resolved(filter), first: 100, sort }));
        // Assert
        expect(few.body.errors).toBeUndefined();
        expect(many.body.errors).toBeUndefined();
        expect(few.body.data.products.items).toHaveLength(24);
        expect(many.body.data.products.items).toHaveLength(100);
        expect(many.body.data.products.items.every((p: any) => p.image && p.price?.total.amount)).toBe(true);
        expect(many.sqlStatements).toBe(few.sqlStatements);
        expect(few.sqlStatements).toBeLessThanOrEqual(4);
        measured[`graphql ${sort} ${name}`] = few.sqlStatements;
      });
    }
  }

  it('GraphQL products: the first listing after a write reads at most 4 statements, for 24 or 100 cards', async () => {
    const few = await cold(() => t.gql(CARD, { filter: { categoryId, currencyCode: 'INR' }, first: 24 }));
    const many = await cold(() => t.gql(CARD, { filter: { categoryId, currencyCode: 'INR' }, first: 100 }));

    expect(many.body.data.products.items).toHaveLength(100);
    expect(many.sqlStatements).toBe(few.sqlStatements);
    expect(few.sqlStatements).toBeLessThanOrEqual(4);
    measured['graphql cold'] = few.sqlStatements;
  });

  it('GraphQL products: every list field of 24 and 100 products costs the same statements', async () => {
    const few = await warm(() => t.gql(FULL, { filter: { subcategoryIds: [subcategoryId] }, first: 24, sort: 'PRICE_DESC' }));
    const many = await warm(() => t.gql(FULL, { filter: { subcategoryIds: [subcategoryId] }, first: 100, sort: 'PRICE_DESC' }));

    expect(many.body.errors).toBeUndefined();
    expect(many.body.data.products.items.every((p: any) => p.colors.length && p.sizes.length && p.reviews.length && p.prices.length)).toBe(
      true,
    );
    expect(many.sqlStatements).toBe(few.sqlStatements);
    expect(few.sqlStatements).toBeLessThanOrEqual(4);
    measured['graphql every field'] = few.sqlStatements;
  });

  it.each([
    ['without a limit (100)', ''],
    ['with limit 24', '&limit=24'],
  ])('REST get-filtered-products %s: at most 4 statements, the same for a category + price filter', async (_name, limit) => {
    const all = await warm(() => t.rest('GET', `/api/get-filtered-products?categoryId=all${limit}`));
    const filtered = await warm(() =>
      t.rest(
        'GET',
        `/api/get-filtered-products?categoryId=${categoryId}&subcategories=${subcategoryId}&minPrice=1200&maxPrice=250000${limit}`,
      ),
    );

    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(limit ? 24 : 100);
    expect(filtered.body).toHaveLength(limit ? 24 : 100);
    expect(all.body.every((p: any) => p.images.length && p.ProductCarats.length && p.category)).toBe(true);
    expect(all.sqlStatements).toBeLessThanOrEqual(4);
    expect(filtered.sqlStatements).toBe(all.sqlStatements);
    measured[`rest ${limit || 'no limit'}`] = all.sqlStatements;
  });

  it('REST get-filtered-products: limit 24 and no limit cost the same, warm and cold', async () => {
    const few = await warm(() => t.rest('GET', '/api/get-filtered-products?categoryId=all&limit=24'));
    const many = await warm(() => t.rest('GET', '/api/get-filtered-products?categoryId=all'));
    const fewCold = await cold(() => t.rest('GET', '/api/get-filtered-products?categoryId=all&limit=24'));
    const manyCold = await cold(() => t.rest('GET', '/api/get-filtered-products?categoryId=all'));

    expect(many.sqlStatements).toBe(few.sqlStatements);
    expect(manyCold.sqlStatements).toBe(fewCold.sqlStatements);
    // Cold also reads currencies, categories, subcategories and the count.
    expect(fewCold.sqlStatements).toBeLessThanOrEqual(few.sqlStatements + 4);
    measured['rest cold'] = fewCold.sqlStatements;
  });

  it('a write shows in the next listing: the cached count and lookups are not served after it', async () => {
    // Arrange
    const filter = { subcategoryIds: [subcategoryId], currencyCode: 'INR' };
    const before = await warm(() => t.gql(CARD, { filter, first: 1 }));
    // Act: one more product in the subcategory, and the category renamed
    await insertProducts(t.server.dataSource, { count: 1, subcategoryId, namePrefix: 'Budget Extra' });
    await t.server.dataSource.query('UPDATE categories SET name = ? WHERE id = ?', ['Renamed For Budget', categoryId]);
    const after = await t.gql(`${CARD.replace('image hoverImage', 'image hoverImage categoryName')}`, { filter, first: 1 });
    // Assert
    expect(after.body.data.products.totalCount).toBe(before.body.data.products.totalCount + 1);
    expect(after.body.data.products.items[0].categoryName).toBe('Renamed For Budget');
  });
});
