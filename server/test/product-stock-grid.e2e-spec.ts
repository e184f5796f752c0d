import { type ProductFixture, findProductFixture, newShopper } from './support/shop-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Issue 20, stock in the product form (docs/decisions.md#stock), over real HTTP on both databases: the grid
// lists every colour × carat × size of a product with its count; one save updates the counts that changed,
// adds a variant for a combination newly counted, stops counting one set to null, all in one transaction
// with a statement count that does not grow with the entries; a bad entry writes nothing.

const GRID = `query($id: Int!) { adminProductStock(productId: $id) {
  productId combinations { productColorId productCaratId sizeId colorName purity sizeName variantId stock }
} }`;
const SAVE = `mutation($id: Int!, $entries: [ProductStockEntryInput!]!) {
  setProductStock(productId: $id, entries: $entries) {
    __typename
    ... on AdminProductStock { combinations { productColorId productCaratId sizeId variantId stock } }
    ... on InputValidationError { message fieldErrors { field message } }
  }
}`;
const STOREFRONT = `query($id: Int!) { product(id: $id) { soldOut variantStock { productCaratId productColorId productSizeId status left } } }`;

interface Combination {
  productColorId: number;
  productCaratId: number;
  sizeId: number;
  variantId: number | null;
  stock: number | null;
}

describe(`the product form's stock grid [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let ring: ProductFixture;
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  const grid = async (): Promise<Combination[]> => (await t.gql(GRID, { id: ring.id }, admin)).body.data.adminProductStock.combinations;
  const entry = (c: Combination, stock: number | null) => ({
    productColorId: c.productColorId,
    productCaratId: c.productCaratId,
    sizeId: c.sizeId,
    stock,
  });
  const variants = async (): Promise<Array<Omit<Combination, 'variantId'>>> =>
    (await db('SELECT productColorId, productCaratId, sizeId, stock FROM product_variants WHERE productId = ? ORDER BY id', [ring.id])).map(
      (row: Record<string, unknown>) => ({
        productColorId: Number(row.productColorId),
        productCaratId: Number(row.productCaratId),
        sizeId: Number(row.sizeId),
        stock: row.stock === null ? null : Number(row.stock),
      }),
    );

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    ring = await findProductFixture(t, false, true);
  });
  afterAll(() => t?.close());

  it('lists every colour × carat × size of the product, by position, untracked at first', async () => {
    const combinations = await grid();
    expect(combinations).toHaveLength(ring.colors.length * ring.carats.length * ring.sizes.length);
    expect(combinations[0]).toMatchObject({
      productColorId: ring.colors[0].id,
      productCaratId: ring.carats[0].id,
      colorName: ring.colors[0].name,
    });
    const [firstSize] = await db('SELECT sizeId FROM product_sizes WHERE id = ?', [ring.sizes[0].id]);
    expect(combinations[0].sizeId).toBe(Number(firstSize.sizeId));
    expect(combinations.every((c) => c.stock === null)).toBe(true);
  });

  it('saves many counts in one transaction, and the storefront follows', async () => {
    const combinations = await grid();
    const [a, b, c] = combinations;
    // Act: count two, then change one and stop counting the other, in a second save.
    const first = await t.gql(SAVE, { id: ring.id, entries: [entry(a, 2), entry(b, 7)] }, admin);
    expect(first.body.data.setProductStock.__typename).toBe('AdminProductStock');
    const second = await t.gql(SAVE, { id: ring.id, entries: [entry(a, 1), entry(b, null), entry(c, 0)] }, admin);
    const saved: Combination[] = second.body.data.setProductStock.combinations;
    // Assert: the answer, the rows, and the product page's "Only 1 left".
    expect(saved.slice(0, 3).map((x) => x.stock)).toEqual([1, null, 0]);
    expect(saved[0].variantId).not.toBeNull();
    expect(await variants()).toEqual(expect.arrayContaining([entry(a, 1), entry(b, null), entry(c, 0)]));
    const page = (await t.gql(STOREFRONT, { id: ring.id })).body.data.product;
    const aOnPage = page.variantStock.find(
      (v: { productCaratId: number; productColorId: number }) =>
        v.productCaratId === a.productCaratId && v.productColorId === a.productColorId,
    );
    expect(aOnPage).toMatchObject({ status: 'LOW_STOCK', left: 1 });
  });

  it('takes as many statements for 20 entries as for 2', async () => {
    const combinations = await grid();
    expect(combinations.length).toBeGreaterThanOrEqual(20);
    const few = await t.gql(SAVE, { id: ring.id, entries: combinations.slice(0, 2).map((c, i) => entry(c, 10 + i)) }, admin);
    const many = await t.gql(SAVE, { id: ring.id, entries: combinations.slice(0, 20).map((c, i) => entry(c, 30 + i)) }, admin);
    expect(many.body.data.setProductStock.__typename).toBe('AdminProductStock');
    expect(many.sqlStatements).toBeLessThanOrEqual(few.sqlStatements + 1); // + the INSERT of the new variants
    expect((await variants()).filter((v) => v.stock !== null && v.stock >= 30)).toHaveLength(20);
  });

  it('refuses a combination not of the product, one listed twice or a bad count, and writes nothing', async () => {
    const before = await variants();
    const [a, b] = await grid();
    const other = await findProductFixture(t, false, true, 1);
    const foreign = { productColorId: other.colors[0].id, productCaratId: other.carats[0].id, sizeId: a.sizeId, stock: 1 };
    const refused = await t.gql(SAVE, { id: ring.id, entries: [entry(a, 99), foreign, entry(b, 3), entry(b, 4)] }, admin);
    expect(refused.body.data.setProductStock.fieldErrors).toEqual([
      { field: 'entries.1', message: "This is not one of the product's colour, carat and size combinations" },
      { field: 'entries.3', message: 'This combination is listed twice' },
    ]);
    const negative = await t.gql(SAVE, { id: ring.id, entries: [entry(a, -1)] }, admin);
    expect(negative.body.data.setProductStock.fieldErrors).toEqual([
      { field: '0.stock', message: 'Stock must be a whole number of at least 0, or empty for not tracked' },
    ]);
    expect(await variants()).toEqual(before);
    // Only an admin, and only a product that exists.
    const shopper = await newShopper(t, 'Grid');
    expect((await t.gql(GRID, { id: ring.id }, shopper.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(GRID, { id: 999_999 }, admin)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
