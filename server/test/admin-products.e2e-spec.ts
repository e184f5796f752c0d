import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';
import {
  NOT_AN_IMAGE,
  type Refs,
  type UploadFile,
  entriesOf,
  filesUnder,
  gqlUpload,
  loadRefs,
  pngFile,
  productRowCounts,
  served,
} from './admin-products.helpers';

// Back-office products on GraphQL: adminProducts, adminProduct, createProduct, updateProduct and
// deleteProduct with real uploads (multipart request spec), the rules of
// docs/specifications.md#back-office-5-validation, rate-card pricing read back through the storefront, and
// admin-only access.

const PRODUCT_FIELDS = `id name weightInGrams metalTypeId subcategoryId categoryId outOfStock returnPolicy caratCount
  fromPrice { minorUnits currencyCode }
  metalType { id name } subcategory { id name }
  colors { id colorId name position images { id url } imageUrls }
  carats { id caratId value purity prices { id currencyId currencyCode isManual price { minorUnits currencyCode } stoneCharge { minorUnits } labourCharge { minorUnits } } }
  sizes { id sizeId name position }`;
const RESULT = `__typename ... on AdminProduct { ${PRODUCT_FIELDS} } ... on InputValidationError { errorCode message fieldErrors { field message } }
  ... on AlreadyExistsError { errorCode message field }`;
const CREATE = `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation UpdateProduct($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${RESULT} } }`;
const DELETE = 'mutation DeleteProduct($id: Int!) { deleteProduct(id: $id) { id message } }';
const GET = `query AdminProduct($id: Int!) { adminProduct(id: $id) { ${PRODUCT_FIELDS} } }`;
const LIST = `query AdminProducts($first: Int, $offset: Int, $search: String) {
  adminProducts(first: $first, offset: $offset, search: $search) { totalCount items { id name weightInGrams caratCount metalType { name } subcategory { name } colors { images { url } } carats { prices { isManual price { minorUnits } } } sizes { name } } }
}`;
const STOREFRONT = `query Storefront($id: Int!, $currencyCode: String) {
  product(id: $id) { id images colors { id colorId images } sizes { sizeId } prices(currencyCode: $currencyCode) { productCaratId price { minorUnits currencyCode } stoneCharge { minorUnits } labourCharge { minorUnits } } }
}`;

describe(`admin products, GraphQL [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  let refs: Refs;
  let yellow: UploadFile;
  let white: UploadFile;
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-products-'));
  const productFiles = () => filesUnder(path.join(uploadDir, 'products'));
  const productCount = async () => Number((await t.server.dataSource.query('SELECT COUNT(*) AS n FROM products'))[0].n);

  /** A complete form: two colours (one picture each, to be uploaded), an AUTO 14K row and a MANUAL 18K row in INR, two sizes. */
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Admin Test Solitaire',
    description: 'A lab-grown diamond solitaire made by the admin tests.',
    weightInGrams: 3.25,
    metalTypeId: refs.gold.id,
    subcategoryId: refs.subcategoryId,
    returnPolicy: 'Returns within 15 days.',
    colors: [
      { colorId: refs.colorIds[0], images: [null] },
      { colorId: refs.colorIds[1], images: [null] },
    ],
    carats: [
      // An auto row's price is ignored: the rate card decides.
      {
        caratId: refs.goldCarats[0].id,
        prices: [{ currencyId: refs.inr.id, price: 1, stoneCharge: 12000, labourCharge: 3500.5, manual: false }],
      },
      {
        caratId: refs.goldCarats[1].id,
        prices: [{ currencyId: refs.inr.id, price: 55555.55, stoneCharge: 15000, labourCharge: 4000, manual: true }],
      },
    ],
    sizeIds: [refs.sizeIds[0], refs.sizeIds[1]],
    // Most tests save 'Admin Test Solitaire' again and again: said yes to "Save anyway?" (issue 30, item 11).
    confirmDuplicateName: true,
    ...overrides,
  });
  const pictures = () => ({ 'input.colors.0.images.0': yellow, 'input.colors.1.images.0': white });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const result = await gqlUpload(t, CREATE, { input: form(overrides) }, pictures(), admin);
    expect(result.body.data?.createProduct?.__typename).toBe('AdminProduct');
    return result.body.data.createProduct;
  };
  const createPlain = (input: Record<string, unknown>, token: string | null = admin) => t.gql(CREATE, { input }, token);

  beforeAll(async () => {
    t = await startTestServer({ UPLOAD_DIR: uploadDir });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    refs = await loadRefs(t);
    yellow = await pngFile('#c9a96e', 'yellow.png');
    white = await pngFile('#dcdcdc', 'white.png');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('creates a product with two colours (real PNGs), an auto and a manual carat and sizes; the storefront shows the rate card and the manual price', async () => {
    // Arrange
    const filesBefore = productFiles();
    // Act
    const product = await create();
    // Assert: the answer
    expect(product).toMatchObject({
      name: 'Admin Test Solitaire',
      weightInGrams: 3.25,
      metalTypeId: refs.gold.id,
      caratCount: 2,
      metalType: { name: 'Gold' },
    });
    expect(product.colors.map((c: { colorId: number }) => c.colorId)).toEqual(refs.colorIds.slice(0, 2));
    expect(product.sizes.map((s: { sizeId: number }) => s.sizeId)).toEqual(refs.sizeIds.slice(0, 2));
    const urls: string[] = product.colors.map((c: { imageUrls: string[] }) => c.imageUrls[0]);
    for (const url of urls) expect(url).toMatch(/^uploads\/products\/[a-f0-9]{32}\.png$/);
    expect(productFiles()).toEqual([...filesBefore, ...urls.map((u) => path.basename(u))].sort());
    // The pictures are served back under /api/uploads with the uploaded bytes.
    for (const [i, file] of [yellow, white].entries()) {
      const back = await served(t, urls[i]);
      expect(back.status).toBe(200);
      expect(back.data.equals(file.data)).toBe(true);
    }
    // Every carat has one entry per currency: the INR rows as sent, the USD ones auto.
    const entries = await entriesOf(t, product.id);
    expect(entries).toHaveLength(4);
    const [autoInr, autoUsd, manualInr, manualUsd] = entries;
    expect([autoInr, autoUsd, manualInr, manualUsd].map((e) => [e.caratId, e.code, e.isManual])).toEqual([
      [refs.goldCarats[0].id, 'INR', false],
      [refs.goldCarats[0].id, 'USD', false],
      [refs.goldCarats[1].id, 'INR', true],
      [refs.goldCarats[1].id, 'USD', false],
    ]);
    expect(autoInr).toMatchObject({ priceMinor: autoInr.rateCardMinor, stoneChargeMinor: 1_200_000, labourChargeMinor: 350_050 });
    expect(manualInr).toMatchObject({ priceMinor: 5_555_555, stoneChargeMinor: 1_500_000, labourChargeMinor: 400_000 });
    for (const usd of [autoUsd, manualUsd]) {
      expect(usd).toMatchObject({
        priceMinor: usd.rateCardMinor,
        stoneChargeMinor: usd.inrStoneConverted,
        labourChargeMinor: usd.inrLabourConverted,
      });
    }
    // The admin API tells which entries are manual.
    expect(product.carats[1].prices.map((p: { currencyCode: string; isManual: boolean }) => [p.currencyCode, p.isManual])).toEqual([
      ['INR', true],
      ['USD', false],
    ]);
    expect(product.fromPrice.minorUnits).toBe(
      Math.min(...[autoInr, manualInr].map((e) => e.priceMinor + e.stoneChargeMinor + e.labourChargeMinor)),
    );

    // The storefront reads the same prices, in rupees and in dollars.
    const inr = (await t.gql(STOREFRONT, { id: product.id, currencyCode: 'INR' })).body.data.product;
    const usd = (await t.gql(STOREFRONT, { id: product.id, currencyCode: 'USD' })).body.data.product;
    expect(inr.images).toEqual([urls[0]]);
    expect(inr.colors.map((c: { images: string[] }) => c.images[0])).toEqual(urls);
    expect(inr.prices.map((p: { price: { minorUnits: number } }) => p.price.minorUnits)).toEqual([autoInr.rateCardMinor, 5_555_555]);
    expect(usd.prices.map((p: { price: { minorUnits: number; currencyCode: string } }) => p.price)).toEqual([
      { minorUnits: autoUsd.rateCardMinor, currencyCode: 'USD' },
      { minorUnits: manualUsd.rateCardMinor, currencyCode: 'USD' },
    ]);
  });

  it('reads one product back for the edit form and lists the products table with search and paging', async () => {
    const product = await create({ name: 'Searchable Zircon Band' });
    const one = await t.gql(GET, { id: product.id }, admin);
    const { __typename, ...fields } = product;
    expect(__typename).toBe('AdminProduct');
    expect(one.body.data.adminProduct).toEqual(fields);
    expect((await t.gql(GET, { id: 99_999_999 }, admin)).body.data.adminProduct).toBeNull();

    const found = await t.gql(LIST, { search: 'zircon band' }, admin);
    expect(found.body.data.adminProducts.totalCount).toBe(1);
    expect(found.body.data.adminProducts.items[0]).toMatchObject({ id: product.id, caratCount: 2, metalType: { name: 'Gold' } });

    const total = await productCount();
    const page = await t.gql(LIST, { first: 5, offset: 0 }, admin);
    const newest = await t.server.dataSource.query('SELECT id FROM products ORDER BY createdAt DESC, id DESC LIMIT 5');
    expect(page.body.data.adminProducts.totalCount).toBe(total);
    expect(page.body.data.adminProducts.items.map((p: { id: number }) => p.id)).toEqual(newest.map((r: { id: number }) => r.id));
    const counts = await t.server.dataSource.query('SELECT productId, COUNT(*) AS n FROM product_carats GROUP BY productId');
    for (const item of page.body.data.adminProducts.items) {
      expect(item.caratCount).toBe(Number(counts.find((c: { productId: number }) => c.productId === item.id)?.n ?? 0));
    }
  });

  it('sorts the products table by name or weight on the server, page by page', async () => {
    const SORTED = `query SortedProducts($first: Int, $offset: Int, $sort: AdminProductSort) {
      adminProducts(first: $first, offset: $offset, sort: $sort) { totalCount items { id name weightInGrams } }
    }`;
    const rows: { id: number; name: string; weightInGrams: number }[] = await t.server.dataSource.query(
      'SELECT id, name, weightInGrams FROM products',
    );
    // The database's own collation decides the order of names (SQLite and MariaDB differ on case and accents).
    const byName = (
      await t.server.dataSource.query<{ name: string }[]>('SELECT name FROM products ORDER BY name, createdAt DESC, id DESC')
    ).map((r) => r.name);
    const names = async (sort: string, offset: number) =>
      ((await t.gql(SORTED, { first: 5, offset, sort }, admin)).body.data.adminProducts.items as { name: string }[]).map((p) => p.name);
    expect(await names('NAME_ASC', 0)).toEqual(byName.slice(0, 5));
    expect(await names('NAME_ASC', 5)).toEqual(byName.slice(5, 10));
    const byNameDesc = (
      await t.server.dataSource.query<{ name: string }[]>('SELECT name FROM products ORDER BY name DESC, createdAt DESC, id DESC')
    ).map((r) => r.name);
    expect(await names('NAME_DESC', 0)).toEqual(byNameDesc.slice(0, 5));
    const weights = async (sort: string) =>
      ((await t.gql(SORTED, { first: 100, sort }, admin)).body.data.adminProducts.items as { weightInGrams: number }[]).map(
        (p) => p.weightInGrams,
      );
    const heaviestFirst = await weights('WEIGHT_DESC');
    expect(heaviestFirst).toEqual([...heaviestFirst].sort((a, b) => b - a));
    expect(heaviestFirst[0]).toBe(Math.max(...rows.map((r) => Number(r.weightInGrams))));
    const lightestFirst = await weights('WEIGHT_ASC');
    expect(lightestFirst).toEqual([...lightestFirst].sort((a, b) => a - b));
  });

  it('sorts by metal type, subcategory and carats count both ways on the server, in as many SQL statements as any other page', async () => {
    // A product with no carat and one with three, so the carats count has both ends.
    await create({ name: 'No Carat Platinum Pendant', metalTypeId: refs.platinum.id, carats: [] });
    await create({
      name: 'Three Carat Ring',
      carats: refs.goldCarats.slice(0, 3).map((c) => ({ caratId: c.id, prices: [] })),
    });
    const SORTED = `query SortedProducts($first: Int, $offset: Int, $sort: AdminProductSort) {
      adminProducts(first: $first, offset: $offset, sort: $sort) { totalCount items { id caratCount metalType { name } subcategory { name } } }
    }`;
    type Row = { id: number; caratCount: number; metalType: { name: string }; subcategory: { name: string } };
    const page = async (sort: string, offset: number, first = 6) => {
      const answer = await t.gql(SORTED, { first, offset, sort }, admin);
      expect(answer.body.errors).toBeUndefined();
      return { rows: answer.body.data.adminProducts.items as Row[], statements: answer.sqlStatements };
    };
    // The expected order from the database itself (its collation decides the order of names).
    const expected = async (orderBy: string, direction: string) =>
      (
        await t.server.dataSource.query<{ id: number }[]>(
          `SELECT p.id FROM products p LEFT JOIN metal_types m ON m.id = p.metalTypeId LEFT JOIN subcategories s ON s.id = p.subcategoryId
           ORDER BY ${orderBy} ${direction}, p.createdAt DESC, p.id DESC`,
        )
      ).map((r) => Number(r.id));
    const caratCount = '(SELECT COUNT(*) FROM product_carats pc WHERE pc.productId = p.id)';
    const cases: [string, string][] = [
      ['METAL_TYPE', 'm.name'],
      ['SUBCATEGORY', 's.name'],
      ['CARATS', caratCount],
    ];
    const newest = (await page('NEWEST', 0)).statements;
    for (const [sort, orderBy] of cases) {
      for (const direction of ['ASC', 'DESC']) {
        const ids = await expected(orderBy, direction);
        const first = await page(`${sort}_${direction}`, 0);
        const second = await page(`${sort}_${direction}`, 6);
        expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(ids.slice(0, 12));
        expect(first.statements).toBe(newest);
        expect(second.statements).toBe(newest);
      }
    }
    // And the order is what the admin sees in the column.
    const all = async (sort: string) => (await page(sort, 0, 100)).rows;
    const counts = (await all('CARATS_DESC')).map((r) => r.caratCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThanOrEqual(3);
    expect((await all('CARATS_ASC'))[0].caratCount).toBe(0);
    const metals = (await all('METAL_TYPE_ASC')).map((r) => r.metalType.name);
    expect(new Set(metals).size).toBeGreaterThan(1);
    // Each metal's rows come together, in one block.
    expect(metals.filter((m, i) => i === 0 || metals[i - 1] !== m)).toEqual([...new Set(metals)]);
    console.info(`[${t.kind}] SQL statements of a sorted adminProducts page: ${newest} for every sort`);
  });

  it('reads the products table with the same number of SQL statements for 5 and 40 products (batched loaders)', async () => {
    const few = await t.gql(LIST, { first: 5 }, admin);
    const many = await t.gql(LIST, { first: 40 }, admin);
    expect(few.body.data.adminProducts.items).toHaveLength(5);
    expect(many.body.data.adminProducts.items).toHaveLength(40);
    expect(Number.isFinite(few.sqlStatements)).toBe(true);
    expect(many.sqlStatements).toBe(few.sqlStatements);
    expect(many.sqlStatements).toBeLessThanOrEqual(10);
    console.info(
      `[${t.kind}] SQL statements of adminProducts (every field): 5 products ${few.sqlStatements}, 40 products ${many.sqlStatements}`,
    );
  });

  it('refuses each missing required field (docs/specifications.md#back-office-5-validation) with its message, and writes nothing', async () => {
    const before = await productCount();
    const cases: [string, Record<string, unknown>, string][] = [
      ['name', { name: '  ' }, 'Name is required'],
      ['description', { description: null }, 'Description is required'],
      ['weightInGrams', { weightInGrams: null }, 'Weight is required'],
      ['weightInGrams', { weightInGrams: 0 }, 'Weight must be greater than 0'],
      ['weightInGrams', { weightInGrams: -2 }, 'Weight must be greater than 0'],
      ['metalTypeId', { metalTypeId: null }, 'Metal type is required'],
      ['subcategoryId', { subcategoryId: null }, 'Subcategory is required'],
      ['metalTypeId', { metalTypeId: 987_654 }, 'Metal type not found'],
      ['subcategoryId', { subcategoryId: 987_654 }, 'Subcategory not found'],
    ];
    for (const [field, overrides, message] of cases) {
      const result = await createPlain({ ...form(overrides), colors: [] });
      expect({ field, result: result.body.data.createProduct }).toEqual({
        field,
        result: expect.objectContaining({
          __typename: 'InputValidationError',
          errorCode: 'INPUT_VALIDATION_ERROR',
          fieldErrors: expect.arrayContaining([{ field, message }]),
        }),
      });
    }
    // Without a metal type, chosen carats also say why.
    const noMetal = await createPlain({ ...form({ metalTypeId: null }), colors: [] });
    expect(noMetal.body.data.createProduct.fieldErrors).toContainEqual({ field: 'carats', message: 'Please select a Metal Type first.' });
    expect(await productCount()).toBe(before);
  });

  it('refuses a text past its limit (a 10,000-character name) with the limit in the message instead of cutting it, and writes nothing (issue 30, item 8)', async () => {
    const before = await productCount();
    const cases: [string, Record<string, unknown>, string][] = [
      ['name', { name: 'N'.repeat(10_000) }, 'Name must be at most 200 characters'],
      ['description', { description: 'D'.repeat(5001) }, 'Description must be at most 5000 characters'],
      ['returnPolicy', { returnPolicy: 'R'.repeat(5001) }, 'Return policy must be at most 5000 characters'],
    ];
    for (const [field, overrides, message] of cases) {
      const result = await createPlain({ ...form(overrides), colors: [] });
      expect({ field, result: result.body.data.createProduct }).toEqual({
        field,
        result: expect.objectContaining({ __typename: 'InputValidationError', fieldErrors: [{ field, message }] }),
      });
    }
    expect(await productCount()).toBe(before);
    const names = await t.server.dataSource.query("SELECT COUNT(*) AS n FROM products WHERE name LIKE 'NNNN%'");
    expect(Number(names[0].n)).toBe(0);
  });

  it('warns of a product name another product has (AlreadyExistsError on name, nothing written) and saves it once the admin confirms (issue 30, item 11)', async () => {
    // Arrange
    const ask = { confirmDuplicateName: null };
    const first = await createPlain({ ...form({ name: 'Twin Name Pendant', ...ask }), colors: [] });
    const firstId = first.body.data.createProduct.id;
    const before = await productCount();
    // Act + Assert: the same name, in other case and spacing, is a warning, not a save.
    const again = await createPlain({ ...form({ name: '  twin NAME pendant ', ...ask }), colors: [] });
    expect(again.body.data.createProduct).toEqual({
      __typename: 'AlreadyExistsError',
      errorCode: 'ALREADY_EXISTS_ERROR',
      field: 'name',
      message: 'A product named "Twin Name Pendant" already exists.',
    });
    expect(await productCount()).toBe(before);
    // Confirmed: saved under the name as typed.
    const confirmed = await createPlain({ ...form({ name: 'Twin Name Pendant', confirmDuplicateName: true }), colors: [] });
    expect(confirmed.body.data.createProduct).toMatchObject({ __typename: 'AdminProduct', name: 'Twin Name Pendant' });
    expect(await productCount()).toBe(before + 1);
    // An edit that keeps the product's own name is not warned; renaming another product to it is.
    const keep = await t.gql(
      UPDATE,
      { id: firstId, input: { ...form({ name: 'Twin Name Pendant', weightInGrams: 4, ...ask }), colors: [] } },
      admin,
    );
    expect(keep.body.data.updateProduct).toMatchObject({ __typename: 'AdminProduct', weightInGrams: 4 });
    const other = await createPlain({ ...form({ name: 'Single Name Pendant', ...ask }), colors: [] });
    const otherId = other.body.data.createProduct.id;
    const rename = await t.gql(UPDATE, { id: otherId, input: { ...form({ name: 'Twin Name Pendant', ...ask }), colors: [] } }, admin);
    expect(rename.body.data.updateProduct).toMatchObject({ __typename: 'AlreadyExistsError', field: 'name' });
    const unchanged = await t.server.dataSource.query('SELECT name FROM products WHERE id = ?', [otherId]);
    expect(unchanged[0].name).toBe('Single Name Pendant');
  });

  it('refuses a carat of another metal type, a colour, carat or size chosen twice and an unknown currency', async () => {
    const before = await productCount();
    const wrongMetal = await createPlain({ ...form({ metalTypeId: refs.platinum.id }), colors: [] });
    expect(wrongMetal.body.data.createProduct.fieldErrors).toEqual([
      { field: 'carats.0.caratId', message: 'Only carats of the chosen metal type can be offered' },
      { field: 'carats.1.caratId', message: 'Only carats of the chosen metal type can be offered' },
    ]);
    const twice = await createPlain({
      ...form(),
      colors: [{ colorId: refs.colorIds[0] }, { colorId: refs.colorIds[0] }],
      carats: [
        { caratId: refs.goldCarats[0].id, prices: [{ currencyId: 424_242, price: 1, stoneCharge: 1, labourCharge: 1 }] },
        { caratId: refs.goldCarats[0].id, prices: [] },
      ],
      sizeIds: [refs.sizeIds[0], refs.sizeIds[0]],
    });
    expect(twice.body.data.createProduct.fieldErrors).toEqual([
      { field: 'colors.1.colorId', message: 'This colour is already chosen' },
      { field: 'carats.0.prices.0.currencyId', message: 'Currency not found' },
      { field: 'carats.1.caratId', message: 'This carat is already chosen' },
      { field: 'sizeIds.1', message: 'This size is already chosen' },
    ]);
    expect(await productCount()).toBe(before);
  });

  it('drops incomplete rows as the spec says (docs/specifications.md#back-office-5-validation): carats without a carat, price rows lacking a field, sizes without a size', async () => {
    // Arrange: one carat row without a carat; price rows without currency, a manual one without price,
    // one without stone charge; a null size.
    const input = {
      ...form(),
      colors: [],
      carats: [
        { caratId: null, prices: [{ currencyId: refs.inr.id, price: 1, stoneCharge: 1, labourCharge: 1 }] },
        {
          caratId: refs.goldCarats[2].id,
          prices: [
            { currencyId: null, price: 10, stoneCharge: 1, labourCharge: 1 },
            { currencyId: refs.inr.id, price: null, stoneCharge: 100, labourCharge: 100, manual: true },
            { currencyId: refs.usd.id, price: 99, stoneCharge: null, labourCharge: 5 },
          ],
        },
      ],
      sizeIds: [null, refs.sizeIds[2], null],
    };
    // Act
    const result = await createPlain(input);
    // Assert: one carat, both entries auto (every row was dropped), one size.
    const product = result.body.data.createProduct;
    expect(product.__typename).toBe('AdminProduct');
    expect(product.carats.map((c: { caratId: number }) => c.caratId)).toEqual([refs.goldCarats[2].id]);
    expect(product.sizes.map((s: { sizeId: number }) => s.sizeId)).toEqual([refs.sizeIds[2]]);
    const entries = await entriesOf(t, product.id);
    expect(entries.map((e) => [e.code, e.isManual, e.priceMinor, e.stoneChargeMinor])).toEqual([
      ['INR', false, entries[0].rateCardMinor, 0],
      ['USD', false, entries[1].rateCardMinor, 0],
    ]);
  });

  it('refuses a text file renamed .png and stores nothing: no product row, no file', async () => {
    // Arrange
    const rowsBefore = await productCount();
    const filesBefore = productFiles();
    // Act: a real PNG for the first colour, the impostor for the second.
    const result = await gqlUpload(
      t,
      CREATE,
      { input: form() },
      { 'input.colors.0.images.0': yellow, 'input.colors.1.images.0': NOT_AN_IMAGE },
      admin,
    );
    // Assert
    expect(result.body.data.createProduct).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ field: 'colors.1.images.0', message: 'The file is not an image' }],
    });
    expect(await productCount()).toBe(rowsBefore);
    expect(productFiles()).toEqual(filesBefore);
  });

  it('update with a weight change re-prices the auto entries only, keeps unchanged option ids and deletes the files of a removed colour', async () => {
    // Arrange
    const product = await create();
    const before = await entriesOf(t, product.id);
    const [keptColour, removedColour] = product.colors;
    const fresh = await pngFile('#b76e79', 'rose.png');
    // Act: heavier; the first colour keeps its picture and gets a new one; the second colour goes; a third comes.
    const result = await gqlUpload(
      t,
      UPDATE,
      {
        id: product.id,
        input: {
          ...form({ weightInGrams: 4.5, name: 'Admin Test Solitaire (heavier)' }),
          colors: [
            { colorId: keptColour.colorId, keepImageUrls: keptColour.imageUrls, images: [null] },
            { colorId: refs.colorIds[2], images: [] },
          ],
          carats: undefined,
          sizeIds: [refs.sizeIds[1]],
        },
      },
      { 'input.colors.0.images.0': fresh },
      admin,
    );
    // Assert
    const updated = result.body.data.updateProduct;
    expect(updated).toMatchObject({ __typename: 'AdminProduct', weightInGrams: 4.5, name: 'Admin Test Solitaire (heavier)' });
    expect(updated.colors[0].id).toBe(keptColour.id);
    expect(updated.colors[0].imageUrls[0]).toBe(keptColour.imageUrls[0]);
    expect(updated.colors[0].imageUrls).toHaveLength(2);
    expect(updated.colors.map((c: { colorId: number }) => c.colorId)).toEqual([keptColour.colorId, refs.colorIds[2]]);
    expect(updated.sizes.map((s: { id: number; sizeId: number }) => [s.id, s.sizeId])).toEqual([[product.sizes[1].id, refs.sizeIds[1]]]);
    expect(productFiles()).not.toContain(path.basename(removedColour.imageUrls[0]));
    expect((await served(t, removedColour.imageUrls[0])).status).toBe(404);
    expect(productFiles()).toContain(path.basename(updated.colors[0].imageUrls[1]));

    const after = await entriesOf(t, product.id);
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    for (const [i, entry] of after.entries()) {
      if (entry.isManual) expect(entry.priceMinor).toBe(before[i].priceMinor);
      else expect(entry.priceMinor).toBe(entry.rateCardMinor);
    }
    expect(after.filter((e) => !e.isManual).every((e, i) => e.priceMinor > before.filter((b) => !b.isManual)[i].priceMinor)).toBe(true);
    const storefront = (await t.gql(STOREFRONT, { id: product.id, currencyCode: 'INR' })).body.data.product;
    expect(storefront.prices.map((p: { price: { minorUnits: number } }) => p.price.minorUnits)).toEqual(
      after.filter((e) => e.code === 'INR').map((e) => e.priceMinor),
    );
  });

  it('update replaces the carats as sent: a removed carat goes, a manual row stays manual, an unknown id is NOT_FOUND', async () => {
    const product = await create();
    const result = await t.gql(
      UPDATE,
      {
        id: product.id,
        input: {
          ...form(),
          colors: undefined,
          carats: [
            { caratId: refs.goldCarats[1].id, prices: [{ currencyId: refs.inr.id, price: 60000, stoneCharge: 15000, labourCharge: 4000 }] },
          ],
        },
      },
      admin,
    );
    const updated = result.body.data.updateProduct;
    expect(updated.carats.map((c: { id: number }) => c.id)).toEqual([product.carats[1].id]);
    expect(updated.colors.map((c: { id: number }) => c.id)).toEqual(product.colors.map((c: { id: number }) => c.id));
    const [inr, usd] = await entriesOf(t, product.id);
    expect(inr).toMatchObject({ code: 'INR', isManual: true, priceMinor: 6_000_000 });
    expect(usd).toMatchObject({ code: 'USD', isManual: false, priceMinor: usd.rateCardMinor });
    expect((await productRowCounts(t, product.id)).carats).toBe(1);

    const missing = await t.gql(UPDATE, { id: 99_999_999, input: form({ colors: [] }) }, admin);
    expect(missing.body.errors[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('a metal change without carats clears the carats (docs/specifications.md#back-office-4-states: the selections reset) and their prices', async () => {
    const product = await create();
    const result = await t.gql(
      UPDATE,
      { id: product.id, input: { ...form({ metalTypeId: refs.platinum.id }), colors: undefined, carats: undefined } },
      admin,
    );
    expect(result.body.data.updateProduct).toMatchObject({
      __typename: 'AdminProduct',
      metalTypeId: refs.platinum.id,
      caratCount: 0,
      carats: [],
      fromPrice: null,
    });
    expect(await productRowCounts(t, product.id)).toMatchObject({ carats: 0, prices: 0, colors: 2, sizes: 2 });
  });

  it('refuses keepImageUrls that are not pictures of that colour, and stores nothing', async () => {
    const product = await create();
    const other = await create();
    const filesBefore = productFiles();
    const result = await gqlUpload(
      t,
      UPDATE,
      {
        id: product.id,
        input: { ...form(), colors: [{ colorId: product.colors[0].colorId, keepImageUrls: other.colors[0].imageUrls, images: [null] }] },
      },
      { 'input.colors.0.images.0': white },
      admin,
    );
    expect(result.body.data.updateProduct).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ field: 'colors.0.keepImageUrls.0', message: 'This image is not one of the stored images of this colour' }],
    });
    expect(productFiles()).toEqual(filesBefore);
    expect((await t.gql(GET, { id: product.id }, admin)).body.data.adminProduct.colors).toEqual(product.colors);
  });

  it('a failure inside the transaction after the pictures were stored leaves neither a row nor a file', async () => {
    // Arrange: the transaction does all its writes, then fails before committing. On SQLite it runs on
    // the connection of database/transactions.ts, another DataSource, hence the prototype.
    const transaction = DataSource.prototype.transaction as (this: DataSource, work: (m: unknown) => Promise<unknown>) => Promise<unknown>;
    const spy = jest.spyOn(DataSource.prototype, 'transaction').mockImplementationOnce(function (
      this: DataSource,
      work: (m: unknown) => Promise<unknown>,
    ) {
      return transaction.call(this, async (m) => {
        await work(m);
        throw new Error('simulated failure before commit');
      });
    } as never);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const saves = jest.spyOn(t.server.services.storage, 'save');
    const rowsBefore = await productCount();
    const filesBefore = productFiles();
    try {
      // Act
      const result = await gqlUpload(t, CREATE, { input: form() }, pictures(), admin);
      // Assert
      expect(result.body.errors[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      expect(spy).toHaveBeenCalled();
      expect(saves).toHaveBeenCalledTimes(2);
      expect(await productCount()).toBe(rowsBefore);
      expect(productFiles()).toEqual(filesBefore);
    } finally {
      spy.mockRestore();
      logged.mockRestore();
      saves.mockRestore();
    }
  });

  it('delete removes the product, its rows and its picture files', async () => {
    // Arrange
    const product = await create();
    const urls: string[] = product.colors.flatMap((c: { imageUrls: string[] }) => c.imageUrls);
    expect(urls).toHaveLength(2);
    // Act
    const result = await t.gql(DELETE, { id: product.id }, admin);
    // Assert
    expect(result.body.data.deleteProduct).toEqual({ id: product.id, message: 'Product deleted successfully' });
    expect(await productRowCounts(t, product.id)).toEqual({
      products: 0,
      colors: 0,
      images: 0,
      carats: 0,
      prices: 0,
      sizes: 0,
      variants: 0,
    });
    const left = await t.server.dataSource.query(`SELECT COUNT(*) AS n FROM product_images WHERE url IN (?, ?)`, urls);
    expect(Number(left[0].n)).toBe(0);
    for (const url of urls) expect(productFiles()).not.toContain(path.basename(url));
    expect((await t.gql(DELETE, { id: product.id }, admin)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('answers 401 (UNAUTHENTICATED) without a token and 403 (FORBIDDEN) to a customer, on every product operation', async () => {
    const id = (await t.server.dataSource.query('SELECT id FROM products ORDER BY id LIMIT 1'))[0].id;
    const input = { ...form(), colors: [] };
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [GET, { id }],
      [CREATE, { input }],
      [UPDATE, { id, input }],
      [DELETE, { id }],
    ];
    const before = await productCount();
    for (const [query, variables] of operations) {
      const anonymous = await t.gql(query, variables, null);
      const asCustomer = await t.gql(query, variables, customer);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(asCustomer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // The multipart path too: nothing is stored for a customer.
    const files = productFiles();
    const upload = await gqlUpload(t, CREATE, { input: form() }, pictures(), customer);
    expect(upload.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(productFiles()).toEqual(files);
    expect(await productCount()).toBe(before);
  });
});
