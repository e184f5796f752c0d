import { insertProducts, insertSubcategory } from './support/factories';
import { type TestServer, startTestServer } from './support/test-server';

// docs/decisions.md#statement-count: the SQL statements of a listing must not grow with its length. The
// factories add 96 complete products (3 colours with pictures, 2 sizes, 2 carats priced in every currency,
// reviews) in two new subcategories of 24 and 72, so filters match exactly 24 or 96 of them.
// The catalogue keeps lookup tables and counts per data version, so the first request of a filter may read
// more than the next: each measured request is sent twice and the second one counted
// (listing-performance.e2e-spec.ts checks the first ones).

const LISTING = `query ProductList($filter: ProductFilter, $first: Int) {
  products(filter: $filter, first: $first) {
    totalCount
    items {
      id name description outOfStock categoryName image hoverImage images purities averageRating
      category { id name } subcategory { id name }
      colors { id position name images }
      sizes { id position name }
      reviews { id authorName rating }
      prices { productCaratId total { minorUnits currencyCode } }
      price(currencyCode: "USD") { total { amount } }
    }
  }
}`;

const DETAIL = `query ProductDetails($id: Int!) {
  product(id: $id) {
    id name description returnPolicy outOfStock category { name } subcategory { name } images
    colors { id name images } purities sizes { id name } reviews { id authorName } averageRating
    prices { productCaratId price { amount } stoneCharge { amount } labourCharge { amount } total { amount } }
  }
}`;

/** The answer to the second of two identical calls (the first fills the catalogue's caches). */
const settled = async <T>(send: () => Promise<T>): Promise<T> => {
  await send();
  return send();
};

/** The statement counts measured in this run, printed once at the end for the report. */
const measured: Record<string, number> = {};

describe(`storefront catalogue, batching [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let small: number;
  let large: number;

  beforeAll(async () => {
    t = await startTestServer();
    const ds = t.server.dataSource;
    const [{ id: categoryId }] = await ds.query('SELECT id FROM categories ORDER BY id LIMIT 1');
    small = (await insertSubcategory(ds, Number(categoryId), 'Batch Small')).id;
    large = (await insertSubcategory(ds, Number(categoryId), 'Batch Large')).id;
    await insertProducts(ds, { count: 24, subcategoryId: small, namePrefix: 'Batch Small', reviewsPerProduct: 2 });
    await insertProducts(ds, { count: 72, subcategoryId: large, namePrefix: 'Batch Large', reviewsPerProduct: 2 });
  }, 120_000);
  afterAll(async () => {
    console.info(`[${t?.kind}] SQL statements per request: ${JSON.stringify(measured)}`);
    await t?.close();
  });

  it('the factories priced every inserted product with the rate card in every currency', async () => {
    const rows: { n: number }[] = await t.server.dataSource.query(
      `SELECT COUNT(*) AS n FROM products p WHERE p.subcategoryId IN (?, ?) AND p.fromPriceInrMinor IS NOT NULL
         AND (SELECT COUNT(*) FROM product_carats pc JOIN price_entries pe ON pe.productCaratId = pc.id WHERE pc.productId = p.id) = 2 * (SELECT COUNT(*) FROM currencies)`,
      [small, large],
    );
    expect(Number(rows[0].n)).toBe(96);
  });

  it('GraphQL products: 24 and 96 products with every list field take the same statements', async () => {
    // Act
    const few = await settled(() => t.gql(LISTING, { first: 24 }));
    const many = await settled(() => t.gql(LISTING, { first: 96 }));
    // Assert
    expect(few.body.errors).toBeUndefined();
    expect(many.body.errors).toBeUndefined();
    expect(few.body.data.products.items).toHaveLength(24);
    expect(many.body.data.products.items).toHaveLength(96);
    expect(
      many.body.data.products.items.every((p: any) => p.colors.length > 0 && p.colors[0].images.length > 0 && p.prices.length > 0),
    ).toBe(true);
    expect(Number.isFinite(few.sqlStatements)).toBe(true);
    expect(many.sqlStatements).toBe(few.sqlStatements);
    expect(few.sqlStatements).toBeLessThanOrEqual(4);
    measured['graphql products(first:24)'] = few.sqlStatements;
    measured['graphql products(first:96)'] = many.sqlStatements;
  });

  it('GraphQL products: a filter matching 24 or 96 products takes the same statements', async () => {
    const few = await settled(() =>
      t.gql(LISTING, { filter: { subcategoryIds: [small], search: 'batch', minPrice: 1200, maxPrice: 250000 }, first: 100 }),
    );
    const many = await settled(() =>
      t.gql(LISTING, { filter: { subcategoryIds: [small, large], search: 'batch', minPrice: 1200, maxPrice: 250000 }, first: 100 }),
    );

    expect(few.body.data.products.totalCount).toBe(24);
    expect(many.body.data.products.totalCount).toBe(96);
    expect(many.body.data.products.items).toHaveLength(96);
    expect(many.sqlStatements).toBe(few.sqlStatements);
    measured['graphql products(filter, 24 vs 96 matches)'] = many.sqlStatements;
  });

  it('GraphQL product(id) reads its detail in a fixed number of statements', async () => {
    const [{ id }] = await t.server.dataSource.query('SELECT id FROM products WHERE subcategoryId = ? ORDER BY id LIMIT 1', [small]);
    const result = await settled(() => t.gql(DETAIL, { id: Number(id) }));

    expect(result.body.data.product.id).toBe(Number(id));
    expect(result.sqlStatements).toBeLessThanOrEqual(4);
    measured['graphql product(id)'] = result.sqlStatements;
  });

  it('REST /api/get-filtered-products: 24 and 96 matches take the same statements', async () => {
    const few = await settled(() =>
      t.rest(
        'GET',
        `/api/get-filtered-products?categoryId=all&subcategories=${small}&colors=Yellow%20Gold,White%20Gold&phoneNumber=%2B14155550123`,
      ),
    );
    const many = await settled(() =>
      t.rest(
        'GET',
        `/api/get-filtered-products?categoryId=all&subcategories=${small},${large}&colors=Yellow%20Gold,White%20Gold&phoneNumber=%2B14155550123`,
      ),
    );

    expect(few.status).toBe(200);
    expect(few.body).toHaveLength(24);
    expect(many.body).toHaveLength(96);
    expect(many.body.every((p: any) => p.currencyCode === 'USD' && p.ProductCarats.length === 2 && p.images.length > 0)).toBe(true);
    expect(many.sqlStatements).toBe(few.sqlStatements);
    // The phone's account is one more statement than an anonymous listing.
    expect(few.sqlStatements).toBeLessThanOrEqual(5);
    measured['rest get-filtered-products (24 vs 96 matches)'] = many.sqlStatements;
  });

  describe('a listing filtered by colour shows the pictures of that colour', () => {
    const PICTURES = `query ($filter: ProductFilter, $colorIds: [Int!]) {
      products(filter: $filter, first: 100) {
        items { id image(colorIds: $colorIds) hoverImage(colorIds: $colorIds) images(colorIds: $colorIds) plain: image }
      }
    }`;
    /** The factories name a picture uploads/products/factory-<product>-<colour>-<n>.webp. */
    const picture = (productId: number, colorId: number, n: number) => `uploads/products/factory-${productId}-${colorId}-${n}.webp`;
    let offered: { id: number; name: string }[];

    beforeAll(async () => {
      // Every factory product offers the same three colours in this order.
      const [{ id }] = await t.server.dataSource.query('SELECT id FROM products WHERE subcategoryId = ? ORDER BY id LIMIT 1', [small]);
      const rows: { id: number; name: string }[] = await t.server.dataSource.query(
        'SELECT c.id AS id, c.name AS name FROM product_colors pc JOIN colors c ON c.id = pc.colorId WHERE pc.productId = ? ORDER BY pc.position',
        [id],
      );
      offered = rows.map((row) => ({ id: Number(row.id), name: row.name }));
      expect(offered).toHaveLength(3);
    });

    it('GraphQL: image, hoverImage and images follow colorIds (the first chosen colour in the product own order), batched', async () => {
      // Arrange: the product's third colour; then its second and third.
      const [first, second, third] = offered;
      const filter = (subcategoryIds: number[], colorIds: number[]) => ({ filter: { subcategoryIds, colorIds }, colorIds });
      // Act
      const few = await settled(() => t.gql(PICTURES, filter([small], [third.id])));
      const many = await settled(() => t.gql(PICTURES, filter([small, large], [third.id])));
      const two = await t.gql(PICTURES, filter([small], [third.id, second.id]));
      // Assert
      expect(many.body.errors).toBeUndefined();
      const items: { id: number; image: string; hoverImage: string; images: string[]; plain: string }[] = many.body.data.products.items;
      expect(items).toHaveLength(96);
      expect(items.filter((p) => p.image !== picture(p.id, third.id, 1))).toEqual([]);
      expect(items.filter((p) => p.hoverImage !== picture(p.id, third.id, 2))).toEqual([]);
      expect(items.filter((p) => p.images.join() !== [picture(p.id, third.id, 1), picture(p.id, third.id, 2)].join())).toEqual([]);
      // Without colorIds, the first colour's, as before.
      expect(items.filter((p) => p.plain !== picture(p.id, first.id, 1))).toEqual([]);
      // Two chosen colours: the one the product offers first.
      expect(two.body.data.products.items.filter((p: { id: number; image: string }) => p.image !== picture(p.id, second.id, 1))).toEqual(
        [],
      );
      // No statement per product: 24 and 96 cost the same.
      expect(many.sqlStatements).toBe(few.sqlStatements);
      measured['graphql products(colour pictures, 24 vs 96)'] = many.sqlStatements;
    });

    it('REST /api/get-filtered-products: a colour by name or id gives that colour pictures, batched', async () => {
      // Arrange
      const [first, second, third] = offered;
      const url = (subcategories: number[], colors: string) =>
        `/api/get-filtered-products?categoryId=all&subcategories=${subcategories.join(',')}&colors=${encodeURIComponent(colors)}`;
      // Act
      const few = await settled(() => t.rest('GET', url([small], third.name)));
      const many = await settled(() => t.rest('GET', url([small, large], third.name)));
      const byId = await t.rest('GET', url([small], String(third.id)));
      const two = await t.rest('GET', url([small], `${third.name},${second.name}`));
      const none = await t.rest('GET', url([small], ''));
      // Assert
      type Legacy = { p_id: number; image: string; hoverImage: string; images: string[] };
      const wrong = (body: Legacy[], colorId: number) =>
        body.filter(
          (p) => p.image !== picture(p.p_id, colorId, 1) || p.hoverImage !== picture(p.p_id, colorId, 2) || p.images.length !== 2,
        );
      expect(many.body).toHaveLength(96);
      expect(wrong(many.body, third.id)).toEqual([]);
      expect(wrong(byId.body, third.id)).toEqual([]);
      expect(wrong(two.body, second.id)).toEqual([]);
      expect(wrong(none.body, first.id)).toEqual([]);
      expect(many.sqlStatements).toBe(few.sqlStatements);
      measured['rest get-filtered-products (colour pictures, 24 vs 96)'] = many.sqlStatements;
    });
  });

  it('REST /api/get-filtered-products with limit 24 and 96 take the same statements', async () => {
    const few = await settled(() => t.rest('GET', '/api/get-filtered-products?limit=24'));
    const many = await settled(() => t.rest('GET', '/api/get-filtered-products?limit=96'));

    expect(few.body).toHaveLength(24);
    expect(many.body).toHaveLength(96);
    expect(many.sqlStatements).toBe(few.sqlStatements);
    measured['rest get-filtered-products?limit (24 vs 96)'] = many.sqlStatements;
  });

  it('REST /api/get-filtered-products answers at most 100 per call, with X-Total-Count and offset for the rest', async () => {
    // Arrange: more products than one legacy page holds.
    const total = Number((await t.server.dataSource.query('SELECT COUNT(*) AS n FROM products'))[0].n);
    expect(total).toBeGreaterThan(100);
    // Act
    const first = await t.rest('GET', '/api/get-filtered-products?categoryId=all');
    const rest = await t.rest('GET', '/api/get-filtered-products?categoryId=all&offset=100');
    const bad = await t.rest('GET', '/api/get-filtered-products?categoryId=all&offset=-1');
    // Assert
    expect(first.body).toHaveLength(100);
    expect(first.headers.get('x-total-count')).toBe(String(total));
    expect(rest.body).toHaveLength(total - 100);
    const ids = new Set(first.body.map((p: { p_id: number }) => p.p_id));
    expect(rest.body.some((p: { p_id: number }) => ids.has(p.p_id))).toBe(false);
    expect(bad).toMatchObject({ status: 400, body: { details: 'offset must be a whole number of at least 0' } });
  });

  it('REST new arrivals, search and related products do not grow with their length either', async () => {
    const arrivals = [
      await settled(() => t.rest('GET', '/api/get-new-arrivals?limit=24')),
      await settled(() => t.rest('GET', '/api/get-new-arrivals?limit=96')),
    ];
    const search = [
      await settled(() => t.rest('GET', '/api/search-products?query=batch%20small')),
      await settled(() => t.rest('GET', '/api/search-products?query=batch')),
    ];
    const [{ id }] = await t.server.dataSource.query('SELECT id FROM products WHERE subcategoryId = ? ORDER BY id LIMIT 1', [large]);
    const related = [
      await settled(() => t.rest('GET', `/api/related-products/${id}?limit=8`)),
      await settled(() => t.rest('GET', `/api/related-products/${id}?limit=96`)),
    ];

    expect([arrivals[0].body.length, arrivals[1].body.length]).toEqual([24, 96]);
    expect([search[0].body.length, search[1].body.length]).toEqual([24, 96]);
    expect([related[0].body.length, related[1].body.length]).toEqual([8, 96]);
    expect(arrivals[1].sqlStatements).toBe(arrivals[0].sqlStatements);
    expect(search[1].sqlStatements).toBe(search[0].sqlStatements);
    expect(related[1].sqlStatements).toBe(related[0].sqlStatements);
    measured['rest get-new-arrivals'] = arrivals[0].sqlStatements;
    measured['rest search-products'] = search[0].sqlStatements;
    measured['rest related-products'] = related[0].sqlStatements;
    measured['rest get-product'] = (await t.rest('GET', `/api/get-product/${id}?phoneNumber=%2B14155550123`)).sqlStatements;
  });
});
