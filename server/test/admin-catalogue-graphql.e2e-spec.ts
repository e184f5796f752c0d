import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Carat } from '../src/entities/carat.entity';
import { Category } from '../src/entities/category.entity';
import { Color } from '../src/entities/color.entity';
import { Currency } from '../src/entities/currency.entity';
import { MetalType } from '../src/entities/metal-type.entity';
import { Size } from '../src/entities/size.entity';
import { Subcategory } from '../src/entities/subcategory.entity';
import { withSqlStatements } from './support/sql-statements';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  type HttpResult,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';

// The back-office catalogue configuration on GraphQL: every query and mutation admin-only
// (UNAUTHENTICATED / FORBIDDEN), union results for expected failures (InputValidationError,
// AlreadyExistsError, InUseError, ReferenceCurrencyError), NOT_FOUND for unknown ids, category pictures
// through graphql-upload, and the carat list's metal types batched by a DataLoader.

interface UploadFile {
  data: Buffer;
  name: string;
  type: string;
}

const FRAGMENTS = {
  validation: '... on InputValidationError { fieldErrors { field message } }',
  exists: '... on AlreadyExistsError { field }',
  inUse: '... on InUseError { usages { usedBy count } }',
};
/** The error members of a result union (a fragment on a type outside the union does not validate). */
const errors = (...kinds: (keyof typeof FRAGMENTS)[]) =>
  `... on ErrorResult { errorCode message } ${kinds.map((k) => FRAGMENTS[k]).join(' ')}`;
const ERRORS = errors('validation', 'exists');
const CARAT_ERRORS = errors('validation', 'exists', 'inUse');
const DELETE_RESULT = `... on CatalogueItemDeleted { id message } ${errors('inUse')}`;

const Q = {
  metalTypes: 'query MetalTypes { metalTypes { id name baseRatePerGram } }',
  carats:
    'query Carats($metalTypeId: Int) { carats(metalTypeId: $metalTypeId) { id value multiplier metalTypeId metalType { id name baseRatePerGram } } }',
  sizes: 'query Sizes { sizes { id name } }',
  currencies: 'query Currencies { currencies { id code conversionRateToINR } }',
  createMetalType: `mutation CreateMetalType($input: MetalTypeInput!) { createMetalType(input: $input) { __typename ... on MetalType { id name baseRatePerGram } ${ERRORS} } }`,
  updateMetalType: `mutation UpdateMetalType($id: Int!, $input: MetalTypeUpdateInput!) { updateMetalType(id: $id, input: $input) { __typename ... on MetalType { id name baseRatePerGram } ${ERRORS} } }`,
  deleteMetalType: `mutation DeleteMetalType($id: Int!) { deleteMetalType(id: $id) { __typename ${DELETE_RESULT} } }`,
  createCarat: `mutation CreateCarat($input: CaratInput!) { createCarat(input: $input) { __typename ... on Carat { id value multiplier metalTypeId metalType { id name } } ${CARAT_ERRORS} } }`,
  updateCarat: `mutation UpdateCarat($id: Int!, $input: CaratUpdateInput!) { updateCarat(id: $id, input: $input) { __typename ... on Carat { id value multiplier metalTypeId metalType { id name } } ${CARAT_ERRORS} } }`,
  deleteCarat: `mutation DeleteCarat($id: Int!) { deleteCarat(id: $id) { __typename ${DELETE_RESULT} } }`,
  createCategory: `mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { __typename ... on Category { id name image } ${ERRORS} } }`,
  updateCategory: `mutation UpdateCategory($id: Int!, $input: CategoryUpdateInput!) { updateCategory(id: $id, input: $input) { __typename ... on Category { id name image } ${ERRORS} } }`,
  deleteCategory: `mutation DeleteCategory($id: Int!) { deleteCategory(id: $id) { __typename ${DELETE_RESULT} } }`,
  createSubcategory: `mutation CreateSubcategory($input: SubcategoryInput!) { createSubcategory(input: $input) { __typename ... on Subcategory { id name categoryId } ${ERRORS} } }`,
  updateSubcategory: `mutation UpdateSubcategory($id: Int!, $input: SubcategoryUpdateInput!) { updateSubcategory(id: $id, input: $input) { __typename ... on Subcategory { id name categoryId } ${ERRORS} } }`,
  deleteSubcategory: `mutation DeleteSubcategory($id: Int!) { deleteSubcategory(id: $id) { __typename ${DELETE_RESULT} } }`,
  createSize: `mutation CreateSize($input: NamedOptionInput!) { createSize(input: $input) { __typename ... on Size { id name } ${ERRORS} } }`,
  updateSize: `mutation UpdateSize($id: Int!, $input: NamedOptionInput!) { updateSize(id: $id, input: $input) { __typename ... on Size { id name } ${ERRORS} } }`,
  deleteSize: `mutation DeleteSize($id: Int!) { deleteSize(id: $id) { __typename ${DELETE_RESULT} } }`,
  createColor: `mutation CreateColor($input: NamedOptionInput!) { createColor(input: $input) { __typename ... on Color { id name } ${ERRORS} } }`,
  updateColor: `mutation UpdateColor($id: Int!, $input: NamedOptionInput!) { updateColor(id: $id, input: $input) { __typename ... on Color { id name } ${ERRORS} } }`,
  deleteColor: `mutation DeleteColor($id: Int!) { deleteColor(id: $id) { __typename ${DELETE_RESULT} } }`,
  createCurrency: `mutation CreateCurrency($input: CurrencyInput!) { createCurrency(input: $input) { __typename ... on Currency { id code conversionRateToINR } ${ERRORS} } }`,
  updateCurrency: `mutation UpdateCurrency($id: Int!, $input: CurrencyUpdateInput!) { updateCurrency(id: $id, input: $input) { __typename ... on Currency { id code conversionRateToINR } ${ERRORS} } }`,
  deleteCurrency: `mutation DeleteCurrency($id: Int!) { deleteCurrency(id: $id) { __typename ${DELETE_RESULT} } }`,
};

describe(`back-office catalogue configuration, GraphQL [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  let uploadDir: string;
  let picture: UploadFile;
  const textAsPng: UploadFile = { data: Buffer.from('not a picture, only text renamed .png'), name: 'picture.png', type: 'image/png' };

  const ds = () => t.server.dataSource;
  const count = async (table: string, where = '1 = 1', params: unknown[] = []) =>
    Number((await ds().query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, params))[0].n);
  const categoryFiles = () =>
    existsSync(path.join(uploadDir, 'categories')) ? readdirSync(path.join(uploadDir, 'categories')).sort() : [];
  const metal = (name: string) => ds().getRepository(MetalType).findOneByOrFail({ name });
  const currency = (code: string) => ds().getRepository(Currency).findOneByOrFail({ code });

  /** Runs an operation as the admin and returns its single root field; fails on any GraphQL error. */
  async function run(query: string, variables: Record<string, unknown> = {}): Promise<any> {
    const result = await t.gql(query, variables, admin);
    expect(result.body.errors).toBeUndefined();
    return Object.values(result.body.data)[0];
  }

  /** A GraphQL multipart request: each file replaces the variable at its dotted path (e.g. input.image). */
  async function gqlUpload(
    query: string,
    variables: Record<string, any>,
    files: Record<string, UploadFile>,
    token?: string | null,
  ): Promise<HttpResult> {
    const form = new FormData();
    const names = Object.keys(files);
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
    names.forEach((n, i) => form.append(String(i), new Blob([new Uint8Array(files[n].data)], { type: files[n].type }), files[n].name));
    const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers });
    return withSqlStatements({ status: response.status, body: await response.json(), headers: response.headers }, response.headers);
  }

  /** Every row of the configuration tables, to show that a refused request changed nothing. */
  const configRows = async () => ({
    metals: await ds()
      .getRepository(MetalType)
      .find({ order: { id: 'ASC' } }),
    carats: await ds()
      .getRepository(Carat)
      .find({ order: { id: 'ASC' } }),
    categories: await ds()
      .getRepository(Category)
      .find({ order: { id: 'ASC' } }),
    subcategories: await ds()
      .getRepository(Subcategory)
      .find({ order: { id: 'ASC' } }),
    sizes: await ds()
      .getRepository(Size)
      .find({ order: { id: 'ASC' } }),
    colors: await ds()
      .getRepository(Color)
      .find({ order: { id: 'ASC' } }),
    currencies: await ds()
      .getRepository(Currency)
      .find({ order: { id: 'ASC' } }),
    priceEntries: await count('price_entries'),
    files: categoryFiles(),
  });

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-catalogue-gql-'));
    t = await startTestServer({ UPLOAD_DIR: uploadDir });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    picture = {
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a96e' } })
        .png()
        .toBuffer(),
      name: 'ring.png',
      type: 'image/png',
    };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('access: every operation is for administrators only', () => {
    const VARIABLES: Record<string, Record<string, unknown>> = {
      metalTypes: {},
      carats: { metalTypeId: 1 },
      sizes: {},
      currencies: {},
      createMetalType: { input: { name: 'Intruder', baseRatePerGram: 1 } },
      updateMetalType: { id: 1, input: { baseRatePerGram: 1 } },
      deleteMetalType: { id: 2 },
      createCarat: { input: { value: 5, multiplier: 1, metalTypeId: 2 } },
      updateCarat: { id: 1, input: { multiplier: 9 } },
      deleteCarat: { id: 1 },
      createSubcategory: { input: { name: 'Intruder', categoryId: 1 } },
      updateSubcategory: { id: 1, input: { name: 'Intruder' } },
      deleteSubcategory: { id: 1 },
      deleteCategory: { id: 1 },
      createSize: { input: { name: 'Intruder' } },
      updateSize: { id: 1, input: { name: 'Intruder' } },
      deleteSize: { id: 1 },
      createColor: { input: { name: 'Intruder' } },
      updateColor: { id: 1, input: { name: 'Intruder' } },
      deleteColor: { id: 1 },
      createCurrency: { input: { code: 'XXX', conversionRateToINR: 1 } },
      updateCurrency: { id: 2, input: { conversionRateToINR: 5 } },
      deleteCurrency: { id: 2 },
    };

    it.each(Object.keys(VARIABLES))('%s: UNAUTHENTICATED without a token, FORBIDDEN for a customer; nothing changes', async (name) => {
      const before = await configRows();
      const query = Q[name as keyof typeof Q];
      const anonymous = await t.gql(query, VARIABLES[name]);
      const asCustomer = await t.gql(query, VARIABLES[name], customer);
      expect(anonymous.body.data).toBeNull();
      expect(anonymous.body.errors[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
      expect(asCustomer.body.data).toBeNull();
      expect(asCustomer.body.errors[0]).toMatchObject({ message: 'Administrator access required', extensions: { code: 'FORBIDDEN' } });
      expect(await configRows()).toEqual(before);
    });

    it.each([
      ['createCategory', { input: { name: 'Intruder', image: null } }, 'input.image'],
      ['updateCategory', { id: 1, input: { name: 'Intruder', image: null } }, 'input.image'],
    ])(
      '%s with a real upload: UNAUTHENTICATED without a token, FORBIDDEN for a customer; no row, no file',
      async (name, variables, file) => {
        const before = await configRows();
        const anonymous = await gqlUpload(Q[name as keyof typeof Q], variables, { [file]: picture });
        const asCustomer = await gqlUpload(Q[name as keyof typeof Q], variables, { [file]: picture }, customer);
        expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
        expect(asCustomer.body.errors[0].extensions.code).toBe('FORBIDDEN');
        expect(await configRows()).toEqual(before);
      },
    );
  });

  describe('metal types and carats', () => {
    it('metalTypes lists every metal type as the database holds it', async () => {
      const rows = await ds()
        .getRepository(MetalType)
        .find({ order: { id: 'ASC' } });
      expect(await run(Q.metalTypes)).toEqual(rows.map((m) => ({ id: m.id, name: m.name, baseRatePerGram: Number(m.baseRatePerGram) })));
    });

    it('createMetalType and updateMetalType save and answer the metal type; update changes only the fields sent', async () => {
      const created = await run(Q.createMetalType, { input: { name: ' Palladium ', baseRatePerGram: 3100.5 } });
      expect(created).toEqual({ __typename: 'MetalType', id: expect.any(Number), name: 'Palladium', baseRatePerGram: 3100.5 });
      const updated = await run(Q.updateMetalType, { id: created.id, input: { name: null, baseRatePerGram: 3200 } });
      expect(updated).toEqual({ ...created, baseRatePerGram: 3200 });
      const row = await ds().getRepository(MetalType).findOneByOrFail({ id: created.id });
      expect({ name: row.name, rate: Number(row.baseRatePerGram) }).toEqual({ name: 'Palladium', rate: 3200 });
    });

    it.each([
      [Q.createMetalType, { input: { name: '', baseRatePerGram: 1 } }, 'name', 'Name is required'],
      [Q.createMetalType, { input: { name: 'Iridium', baseRatePerGram: -1 } }, 'baseRatePerGram', 'Base rate must be greater than 0'],
      [
        Q.createMetalType,
        { input: { name: 'Iridium', baseRatePerGram: 1.001 } },
        'baseRatePerGram',
        'Base rate can have at most 2 decimals',
      ],
      [Q.updateMetalType, { id: 1, input: { name: '  ' } }, 'name', 'Name is required'],
      [Q.createCarat, { input: { value: 0, multiplier: 0.5, metalTypeId: 1 } }, 'value', 'Carat value must be at least 1'],
      [Q.createCarat, { input: { value: 9, multiplier: -1, metalTypeId: 1 } }, 'multiplier', 'Multiplier must be greater than 0'],
      [Q.createCarat, { input: { value: 9, multiplier: 0.00001, metalTypeId: 1 } }, 'multiplier', 'Multiplier can have at most 4 decimals'],
      [Q.createCarat, { input: { value: 9, multiplier: 0.5, metalTypeId: 0 } }, 'metalTypeId', 'Metal type is required'],
      [Q.createCarat, { input: { value: 9, multiplier: 0.5, metalTypeId: 999999 } }, 'metalTypeId', 'Metal type does not exist'],
      [Q.updateCarat, { id: 1, input: { value: 0 } }, 'value', 'Carat value must be at least 1'],
      [Q.createSubcategory, { input: { name: '', categoryId: 1 } }, 'name', 'Name is required'],
      [Q.createSubcategory, { input: { name: 'Minimal', categoryId: 999999 } }, 'categoryId', 'Category does not exist'],
      [Q.updateSubcategory, { id: 1, input: { name: '' } }, 'name', 'Name is required'],
      [Q.createSize, { input: { name: ' ' } }, 'name', 'Name is required'],
      [Q.updateSize, { id: 1, input: { name: '' } }, 'name', 'Name is required'],
      [Q.createColor, { input: { name: '' } }, 'name', 'Name is required'],
      [Q.updateColor, { id: 1, input: { name: '' } }, 'name', 'Name is required'],
      [Q.createCurrency, { input: { code: '', conversionRateToINR: 1 } }, 'code', 'Currency code is required'],
      [Q.createCurrency, { input: { code: 'EURO', conversionRateToINR: 1 } }, 'code', 'Currency code must be 3 letters, e.g. USD'],
      [
        Q.createCurrency,
        { input: { code: 'CHF', conversionRateToINR: 0 } },
        'conversionRateToINR',
        'Conversion rate must be greater than 0',
      ],
      [
        Q.createCurrency,
        { input: { code: 'CHF', conversionRateToINR: 0.01234 } },
        'conversionRateToINR',
        'Conversion rate can have at most 4 decimals',
      ],
      [Q.updateCurrency, { id: 2, input: { conversionRateToINR: -0.5 } }, 'conversionRateToINR', 'Conversion rate must be greater than 0'],
    ])('%s %j answers InputValidationError (%s: %s) and writes nothing', async (query, variables, field, message) => {
      const before = await configRows();
      const result = await run(query, variables);
      expect(result).toMatchObject({ __typename: 'InputValidationError', errorCode: 'INPUT_VALIDATION_ERROR', message });
      expect(result.fieldErrors).toContainEqual({ field, message });
      expect(await configRows()).toEqual(before);
    });

    it('a missing required field is refused by the schema itself (BAD_USER_INPUT)', async () => {
      const result = await t.gql(Q.createMetalType, { input: { name: 'Iridium' } }, admin);
      expect(result.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await count('metal_types', 'name = ?', ['Iridium'])).toBe(0);
    });

    it('duplicates answer AlreadyExistsError naming the field', async () => {
      const gold = await metal('Gold');
      const [carat] = await ds()
        .getRepository(Carat)
        .find({ where: { metalTypeId: gold.id }, order: { value: 'ASC' } });
      expect(await run(Q.createMetalType, { input: { name: 'GOLD', baseRatePerGram: 1 } })).toMatchObject({
        __typename: 'AlreadyExistsError',
        errorCode: 'ALREADY_EXISTS_ERROR',
        field: 'name',
        message: 'A metal type with this name already exists',
      });
      expect(await run(Q.createCarat, { input: { value: carat.value, multiplier: 1, metalTypeId: gold.id } })).toMatchObject({
        __typename: 'AlreadyExistsError',
        field: 'value',
        message: `Gold already has a ${carat.value} KT carat`,
      });
    });

    it('carats(metalTypeId) lists carats with their metal type; the statements do not grow with the carats (one batched metal look-up)', async () => {
      const rows = () =>
        ds()
          .getRepository(Carat)
          .find({ relations: { metalType: true }, order: { metalTypeId: 'ASC', value: 'ASC', id: 'ASC' } });
      const shape = (c: Carat) => ({
        id: c.id,
        value: c.value,
        multiplier: Number(c.multiplier),
        metalTypeId: c.metalTypeId,
        metalType: { id: c.metalType!.id, name: c.metalType!.name, baseRatePerGram: Number(c.metalType!.baseRatePerGram) },
      });
      const before = await t.gql(Q.carats, {}, admin);
      for (const n of [1, 2, 3]) {
        const created = await run(Q.createMetalType, { input: { name: `Loader Metal ${n}`, baseRatePerGram: n } });
        await run(Q.createCarat, { input: { value: 20 + n, multiplier: 0.8, metalTypeId: created.id } });
      }
      const after = await t.gql(Q.carats, {}, admin);
      const gold = await metal('Gold');
      const onlyGold = await run(Q.carats, { metalTypeId: gold.id });
      expect(after.body.data.carats).toEqual((await rows()).map(shape));
      expect(after.body.data.carats.length).toBe(before.body.data.carats.length + 3);
      expect(after.sqlStatements).toBe(before.sqlStatements);
      expect(onlyGold).toEqual((await rows()).filter((c) => c.metalTypeId === gold.id).map(shape));
      console.info(
        `[${t.kind}] SQL statements of carats { metalType }: ${before.body.data.carats.length} carats ${before.sqlStatements}, ${after.body.data.carats.length} carats ${after.sqlStatements}`,
      );
    });

    it('updateCarat changes the fields sent; moving a carat products use to another metal answers InUseError', async () => {
      const gold = await metal('Gold');
      const platinum = await metal('Platinum');
      const [used] = await ds()
        .getRepository(Carat)
        .find({ where: { metalTypeId: gold.id }, order: { value: 'ASC' } });
      const products = await count('product_carats', 'caratId = ?', [used.id]);
      const spare = await run(Q.createCarat, { input: { value: 900, multiplier: 0.9, metalTypeId: platinum.id } });

      const moved = await run(Q.updateCarat, { id: used.id, input: { metalTypeId: platinum.id } });
      const changed = await run(Q.updateCarat, { id: spare.id, input: { value: 950, multiplier: null, metalTypeId: null } });

      expect(moved).toEqual({
        __typename: 'InUseError',
        errorCode: 'IN_USE_ERROR',
        message: `This carat is used by ${products} products, so its metal type cannot change; add a carat to the other metal type instead`,
        usages: [{ usedBy: 'products', count: products }],
      });
      expect((await ds().getRepository(Carat).findOneByOrFail({ id: used.id })).metalTypeId).toBe(gold.id);
      expect(changed).toEqual({ ...spare, value: 950 });
    });

    it('deleteMetalType and deleteCarat: in use answers InUseError; unused is deleted; an unknown id is NOT_FOUND', async () => {
      const gold = await metal('Gold');
      const products = await count('products', 'metalTypeId = ?', [gold.id]);
      const carats = await count('carats', 'metalTypeId = ?', [gold.id]);
      const created = await run(Q.createMetalType, { input: { name: 'Short-lived', baseRatePerGram: 1 } });
      const carat = await run(Q.createCarat, { input: { value: 3, multiplier: 0.1, metalTypeId: created.id } });

      const goldRefused = await run(Q.deleteMetalType, { id: gold.id });
      const caratRefused = await run(Q.deleteMetalType, { id: created.id });
      const caratDeleted = await run(Q.deleteCarat, { id: carat.id });
      const metalDeleted = await run(Q.deleteMetalType, { id: created.id });
      const unknown = await t.gql(Q.deleteMetalType, { id: created.id }, admin);
      const unknownCarat = await t.gql(Q.deleteCarat, { id: carat.id }, admin);

      expect(goldRefused).toMatchObject({
        __typename: 'InUseError',
        message: `This metal type is used by ${products} products and ${carats} carats; move or delete them first`,
        usages: [
          { usedBy: 'products', count: products },
          { usedBy: 'carats', count: carats },
        ],
      });
      expect(caratRefused.message).toBe('This metal type is used by 1 carat; move or delete them first');
      expect(caratDeleted).toEqual({ __typename: 'CatalogueItemDeleted', id: carat.id, message: 'Carat deleted' });
      expect(metalDeleted).toEqual({ __typename: 'CatalogueItemDeleted', id: created.id, message: 'Metal type deleted' });
      expect(unknown.body.errors[0]).toMatchObject({ message: 'Metal type not found', extensions: { code: 'NOT_FOUND' } });
      expect(unknownCarat.body.errors[0]).toMatchObject({ message: 'Carat not found', extensions: { code: 'NOT_FOUND' } });
      expect(await count('metal_types', 'id = ?', [gold.id])).toBe(1);
    });

    it('updates of unknown ids are NOT_FOUND', async () => {
      const metalResult = await t.gql(Q.updateMetalType, { id: 999999, input: { name: 'Ghost' } }, admin);
      const caratResult = await t.gql(Q.updateCarat, { id: 999999, input: { value: 5 } }, admin);
      expect(metalResult.body.errors[0]).toMatchObject({ message: 'Metal type not found', extensions: { code: 'NOT_FOUND' } });
      expect(caratResult.body.errors[0]).toMatchObject({ message: 'Carat not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('categories (graphql-upload) and subcategories', () => {
    it('createCategory stores the uploaded picture under a server-chosen name; the storefront lists it at once', async () => {
      const result = await gqlUpload(Q.createCategory, { input: { name: 'Anklets', image: null } }, { 'input.image': picture }, admin);
      const created = result.body.data.createCategory;
      expect(created).toEqual({
        __typename: 'Category',
        id: expect.any(Number),
        name: 'Anklets',
        image: expect.stringMatching(/^uploads\/categories\/[0-9a-f]{32}\.png$/),
      });
      expect(readFileSync(path.join(uploadDir, created.image.slice('uploads/'.length)))).toEqual(picture.data);
      const storefront = await t.gql('{ categories { id name image } }');
      expect(storefront.body.data.categories).toContainEqual({ id: created.id, name: 'Anklets', image: created.image });
    });

    it('createCategory with a text file renamed .png answers InputValidationError; no row, no file', async () => {
      const before = await configRows();
      const result = await gqlUpload(Q.createCategory, { input: { name: 'Brooches', image: null } }, { 'input.image': textAsPng }, admin);
      expect(result.body.data.createCategory).toMatchObject({
        __typename: 'InputValidationError',
        message: 'The file is not an image',
        fieldErrors: [{ field: 'image', message: 'The file is not an image' }],
      });
      expect(await configRows()).toEqual(before);
    });

    it('createCategory with a blank name or a taken name answers an error result and stores no file', async () => {
      const before = await configRows();
      const blank = await gqlUpload(Q.createCategory, { input: { name: ' ', image: null } }, { 'input.image': picture }, admin);
      const taken = await gqlUpload(Q.createCategory, { input: { name: 'rings', image: null } }, { 'input.image': picture }, admin);
      expect(blank.body.data.createCategory).toMatchObject({
        __typename: 'InputValidationError',
        fieldErrors: [{ field: 'name', message: 'Name is required' }],
      });
      expect(taken.body.data.createCategory).toMatchObject({
        __typename: 'AlreadyExistsError',
        field: 'name',
        message: 'A category with this name already exists',
      });
      expect(await configRows()).toEqual(before);
    });

    it('updateCategory renames without a picture; a new picture replaces and deletes the old file; a text file changes nothing', async () => {
      const created = (await gqlUpload(Q.createCategory, { input: { name: 'Hair Pins', image: null } }, { 'input.image': picture }, admin))
        .body.data.createCategory;
      const renamed = await run(Q.updateCategory, { id: created.id, input: { name: 'Hair Jewellery' } });
      const other = {
        ...picture,
        data: await sharp({ create: { width: 9, height: 9, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      };
      const replaced = (await gqlUpload(Q.updateCategory, { id: created.id, input: { image: null } }, { 'input.image': other }, admin)).body
        .data.updateCategory;
      const beforeText = await configRows();
      const text = (
        await gqlUpload(Q.updateCategory, { id: created.id, input: { name: 'Changed', image: null } }, { 'input.image': textAsPng }, admin)
      ).body.data.updateCategory;

      expect(renamed).toEqual({ ...created, name: 'Hair Jewellery' });
      expect(replaced).toEqual({
        __typename: 'Category',
        id: created.id,
        name: 'Hair Jewellery',
        image: expect.stringMatching(/^uploads\/categories\/[0-9a-f]{32}\.png$/),
      });
      expect(existsSync(path.join(uploadDir, created.image.slice('uploads/'.length)))).toBe(false);
      expect(readFileSync(path.join(uploadDir, replaced.image.slice('uploads/'.length)))).toEqual(other.data);
      expect(text).toMatchObject({ __typename: 'InputValidationError', message: 'The file is not an image' });
      expect(await configRows()).toEqual(beforeText);
    });

    it('deleteCategory: in use answers InUseError; an unused one is deleted with its picture; unknown ids are NOT_FOUND', async () => {
      const rings = await ds().getRepository(Category).findOneByOrFail({ name: 'Rings' });
      const subcategories = await count('subcategories', 'categoryId = ?', [rings.id]);
      const products = await count('products', 'categoryId = ?', [rings.id]);
      const created = (await gqlUpload(Q.createCategory, { input: { name: 'Temporary', image: null } }, { 'input.image': picture }, admin))
        .body.data.createCategory;
      const refused = await run(Q.deleteCategory, { id: rings.id });
      const deleted = await run(Q.deleteCategory, { id: created.id });
      const unknown = await t.gql(Q.deleteCategory, { id: created.id }, admin);
      const unknownUpdate = await t.gql(Q.updateCategory, { id: created.id, input: { name: 'Ghost' } }, admin);
      expect(refused).toMatchObject({
        __typename: 'InUseError',
        message: `This category is used by ${subcategories} subcategories and ${products} products; move or delete them first`,
      });
      expect(deleted).toEqual({ __typename: 'CatalogueItemDeleted', id: created.id, message: 'Category deleted' });
      expect(existsSync(path.join(uploadDir, created.image.slice('uploads/'.length)))).toBe(false);
      expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(unknownUpdate.body.errors[0]).toMatchObject({ message: 'Category not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('createSubcategory, updateSubcategory and deleteSubcategory; the public subcategories query shows them', async () => {
      const rings = await ds().getRepository(Category).findOneByOrFail({ name: 'Rings' });
      const sets = await ds().getRepository(Category).findOneByOrFail({ name: 'Sets' });
      const created = await run(Q.createSubcategory, { input: { name: 'Vintage', categoryId: rings.id } });
      const duplicate = await run(Q.createSubcategory, { input: { name: 'VINTAGE', categoryId: rings.id } });
      const moved = await run(Q.updateSubcategory, { id: created.id, input: { categoryId: sets.id, name: null } });
      const publicList = await t.gql('query($c: Int) { subcategories(categoryId: $c) { id name categoryId } }', { c: sets.id });
      const solitaire = await ds().getRepository(Subcategory).findOneByOrFail({ name: 'Solitaire' });
      const inUse = await run(Q.deleteSubcategory, { id: solitaire.id });
      const deleted = await run(Q.deleteSubcategory, { id: created.id });
      const unknown = await t.gql(Q.updateSubcategory, { id: created.id, input: { name: 'Ghost' } }, admin);

      expect(created).toEqual({ __typename: 'Subcategory', id: expect.any(Number), name: 'Vintage', categoryId: rings.id });
      expect(duplicate).toMatchObject({
        __typename: 'AlreadyExistsError',
        message: 'This category already has a subcategory with this name',
      });
      expect(moved).toEqual({ ...created, categoryId: sets.id });
      expect(publicList.body.data.subcategories).toContainEqual({ id: created.id, name: 'Vintage', categoryId: sets.id });
      expect(inUse).toMatchObject({
        __typename: 'InUseError',
        usages: [{ usedBy: 'products', count: await count('products', 'subcategoryId = ?', [solitaire.id]) }],
      });
      expect(deleted).toEqual({ __typename: 'CatalogueItemDeleted', id: created.id, message: 'Subcategory deleted' });
      expect(unknown.body.errors[0]).toMatchObject({ message: 'Subcategory not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('sizes, colours and currencies', () => {
    it('sizes lists every size; createSize, updateSize and deleteSize; a size in use answers InUseError', async () => {
      const rows = await ds()
        .getRepository(Size)
        .find({ order: { id: 'ASC' } });
      expect(await run(Q.sizes)).toEqual(rows.map((s) => ({ id: s.id, name: s.name })));
      const created = await run(Q.createSize, { input: { name: 'Free size' } });
      const duplicate = await run(Q.createSize, { input: { name: 'FREE SIZE' } });
      const renamed = await run(Q.updateSize, { id: created.id, input: { name: 'One size' } });
      const [{ sizeId, n }] = await ds().query('SELECT sizeId, COUNT(*) AS n FROM product_sizes GROUP BY sizeId ORDER BY sizeId LIMIT 1');
      const inUse = await run(Q.deleteSize, { id: sizeId });
      const deleted = await run(Q.deleteSize, { id: created.id });
      const unknown = await t.gql(Q.updateSize, { id: created.id, input: { name: 'Ghost' } }, admin);

      expect(created).toEqual({ __typename: 'Size', id: expect.any(Number), name: 'Free size' });
      expect(duplicate).toMatchObject({ __typename: 'AlreadyExistsError', message: 'A size with this name already exists' });
      expect(renamed).toEqual({ ...created, name: 'One size' });
      expect(inUse).toMatchObject({
        __typename: 'InUseError',
        usages: [{ usedBy: Number(n) === 1 ? 'product' : 'products', count: Number(n) }],
      });
      expect(deleted).toEqual({ __typename: 'CatalogueItemDeleted', id: created.id, message: 'Size deleted' });
      expect(unknown.body.errors[0]).toMatchObject({ message: 'Size not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('createColor, updateColor and deleteColor; the public colors query shows the change; a colour in use answers InUseError', async () => {
      const created = await run(Q.createColor, { input: { name: 'Black Rhodium' } });
      const duplicate = await run(Q.createColor, { input: { name: 'yellow gold' } });
      const renamed = await run(Q.updateColor, { id: created.id, input: { name: 'Black Gold' } });
      const publicList = await t.gql('{ colors { id name } }');
      const yellow = await ds().getRepository(Color).findOneByOrFail({ name: 'Yellow Gold' });
      const inUse = await run(Q.deleteColor, { id: yellow.id });
      const deleted = await run(Q.deleteColor, { id: created.id });
      const unknown = await t.gql(Q.deleteColor, { id: created.id }, admin);

      expect(created).toEqual({ __typename: 'Color', id: expect.any(Number), name: 'Black Rhodium' });
      expect(duplicate).toMatchObject({ __typename: 'AlreadyExistsError', message: 'A colour with this name already exists' });
      expect(renamed).toEqual({ ...created, name: 'Black Gold' });
      expect(publicList.body.data.colors).toContainEqual({ id: created.id, name: 'Black Gold' });
      expect(inUse).toMatchObject({
        __typename: 'InUseError',
        message: `This colour is used by ${await count('product_colors', 'colorId = ?', [yellow.id])} products; move or delete them first`,
      });
      expect(deleted).toEqual({ __typename: 'CatalogueItemDeleted', id: created.id, message: 'Colour deleted' });
      expect(unknown.body.errors[0]).toMatchObject({ message: 'Colour not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('currencies, createCurrency, updateCurrency, deleteCurrency; INR answers ReferenceCurrencyError; USD is in use', async () => {
      const rows = await ds()
        .getRepository(Currency)
        .find({ order: { id: 'ASC' } });
      expect(await run(Q.currencies)).toEqual(
        rows.map((c) => ({ id: c.id, code: c.code, conversionRateToINR: Number(c.conversionRateToINR) })),
      );
      const inr = await currency('INR');
      const usd = await currency('USD');

      const created = await run(Q.createCurrency, { input: { code: 'chf', conversionRateToINR: 0.0107 } });
      const duplicate = await run(Q.createCurrency, { input: { code: 'CHF', conversionRateToINR: 1 } });
      const updated = await run(Q.updateCurrency, { id: created.id, input: { conversionRateToINR: 0.011, code: null } });
      const inrRate = await run(Q.updateCurrency, { id: inr.id, input: { conversionRateToINR: 1.5 } });
      const inrDelete = await run(Q.deleteCurrency, { id: inr.id });
      const usdDelete = await run(Q.deleteCurrency, { id: usd.id });
      const deleted = await run(Q.deleteCurrency, { id: created.id });
      const unknown = await t.gql(Q.updateCurrency, { id: created.id, input: { code: 'XYZ' } }, admin);

      expect(created).toEqual({ __typename: 'Currency', id: expect.any(Number), code: 'CHF', conversionRateToINR: 0.0107 });
      expect(duplicate).toMatchObject({
        __typename: 'AlreadyExistsError',
        field: 'code',
        message: 'A currency with this code already exists',
      });
      expect(updated).toEqual({ ...created, conversionRateToINR: 0.011 });
      expect(inrRate).toEqual({
        __typename: 'ReferenceCurrencyError',
        errorCode: 'REFERENCE_CURRENCY_ERROR',
        message: 'INR is the reference currency: every price is computed relative to it, so its conversion rate is always 1',
      });
      expect(inrDelete).toMatchObject({
        __typename: 'ReferenceCurrencyError',
        message: 'INR is the reference currency: every price is computed relative to it, so it cannot be deleted',
      });
      expect(usdDelete).toMatchObject({
        __typename: 'InUseError',
        usages: [{ usedBy: expect.stringMatching(/^accounts?$/), count: await count('users', 'currencyId = ?', [usd.id]) }],
      });
      expect(deleted).toEqual({ __typename: 'CatalogueItemDeleted', id: created.id, message: 'Currency deleted' });
      expect(unknown.body.errors[0]).toMatchObject({ message: 'Currency not found', extensions: { code: 'NOT_FOUND' } });
      expect(Number((await currency('INR')).conversionRateToINR)).toBe(1);
      expect(await count('price_entries', 'currencyId = ?', [created.id])).toBe(0);
    });
  });
});
