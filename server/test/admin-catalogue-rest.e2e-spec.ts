import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { deleteUnlessUsed } from '../src/domain/catalogue-config/config-helpers';
import { InUseError } from '../src/domain/common/error-results';
import { Carat } from '../src/entities/carat.entity';
import { Category } from '../src/entities/category.entity';
import { Color } from '../src/entities/color.entity';
import { Currency } from '../src/entities/currency.entity';
import { MetalType } from '../src/entities/metal-type.entity';
import { PriceEntry } from '../src/entities/price-entry.entity';
import { Product } from '../src/entities/product.entity';
import { Size } from '../src/entities/size.entity';
import { Subcategory } from '../src/entities/subcategory.entity';
import { withSqlStatements } from './support/sql-statements';
import { insertProducts, insertSubcategory } from './support/factories';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  type HttpResult,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';

// The back-office catalogue rows of docs/legacy-rest.md#back-office-catalogue on the legacy REST layer: every
// row admin-only (401 / 403), the validation rules of docs/specifications.md#back-office-5-validation with
// their texts in `details`, the legacy shapes of docs/legacy-rest.md#back-office-catalogue, uploads checked
// by content (a rejected one leaves no row and no file), and deletes of records in use refused with the
// reason.

const png = (colour = '#c9a96e') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();
const TEXT_AS_PNG = Buffer.from('this is a text file, renamed to picture.png');

interface UploadFile {
  data: Buffer;
  name: string;
  type: string;
}

describe(`back-office catalogue configuration, legacy REST [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  let uploadDir: string;

  const ds = () => t.server.dataSource;
  const count = async (table: string, where = '1 = 1', params: unknown[] = []) =>
    Number((await ds().query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, params))[0].n);
  const categoryFiles = () =>
    existsSync(path.join(uploadDir, 'categories')) ? readdirSync(path.join(uploadDir, 'categories')).sort() : [];
  const goldId = async () => (await ds().getRepository(MetalType).findOneByOrFail({ name: 'Gold' })).id;
  const platinumId = async () => (await ds().getRepository(MetalType).findOneByOrFail({ name: 'Platinum' })).id;

  async function multipart(
    method: string,
    url: string,
    fields: Record<string, string>,
    files: Record<string, UploadFile>,
    token?: string | null,
  ): Promise<HttpResult> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [key, file] of Object.entries(files))
      form.append(key, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    const response = await fetch(t.url + url, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await response.text();
    return withSqlStatements(
      { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers },
      response.headers,
    );
  }
  const image = async (colour?: string): Promise<UploadFile> => ({ data: await png(colour), name: 'picture.png', type: 'image/png' });
  const textAsPng: UploadFile = { data: TEXT_AS_PNG, name: 'picture.png', type: 'image/png' };

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
  });

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-catalogue-uploads-'));
    t = await startTestServer({ UPLOAD_DIR: uploadDir });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('access', () => {
    const ROWS: [string, string][] = [
      ['GET', '/api/metal-types'],
      ['POST', '/api/createmetal'],
      ['PUT', '/api/metal-types/1'],
      ['DELETE', '/api/metal-types/2'],
      ['GET', '/api/get-carats'],
      ['POST', '/api/create-carat'],
      ['PUT', '/api/update-carat/1'],
      ['DELETE', '/api/delete-carat/1'],
      ['GET', '/api/get-carats-bymetal?mt_id=1'],
      ['POST', '/api/createcategory'],
      ['PUT', '/api/update-category/1'],
      ['DELETE', '/api/delete-category/1'],
      ['GET', '/api/get-subcategories'],
      ['POST', '/api/create-subcategory'],
      ['PUT', '/api/update-subcategory/1'],
      ['DELETE', '/api/delete-subcategory/1'],
      ['GET', '/api/get-sizes'],
      ['POST', '/api/create-size'],
      ['PUT', '/api/update-size/1'],
      ['DELETE', '/api/delete-size/1'],
      ['GET', '/api/get-currency'],
      ['POST', '/api/create-currency'],
      ['PUT', '/api/update-currency/2'],
      ['DELETE', '/api/delete-currency/2'],
      ['POST', '/api/create-color'],
      ['PUT', '/api/update-color/1'],
      ['DELETE', '/api/delete-color/1'],
    ];
    const BODY = { name: 'Intruder', baseRatePerGram: 1, value: 5, multiplier: 1, mt_id: 2, c_id: 1, code: 'XXX', conversionRateToINR: 2 };

    it.each(ROWS)('%s %s: 401 without a token or with a bad one, 403 for a customer; nothing changes', async (method, url) => {
      // Arrange
      const body = method === 'GET' || method === 'DELETE' ? undefined : BODY;
      const before = await configRows();

      // Act
      const anonymous = await t.rest(method, url, body);
      const badToken = await t.rest(method, url, body, 'not-a-token');
      const asCustomer = await t.rest(method, url, body, customer);

      // Assert
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ details: 'Authentication required' });
      expect(badToken.status).toBe(401);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.body).toEqual({ details: 'Administrator access required' });
      expect(await configRows()).toEqual(before);
    });

    it('a multipart upload without an admin token is refused before anything is stored', async () => {
      const filesBefore = categoryFiles();
      const anonymous = await multipart('POST', '/api/createcategory', { name: 'Anklets' }, { image: await image() });
      const asCustomer = await multipart('POST', '/api/createcategory', { name: 'Anklets' }, { image: await image() }, customer);
      expect([anonymous.status, asCustomer.status]).toEqual([401, 403]);
      expect(await count('categories', 'name = ?', ['Anklets'])).toBe(0);
      expect(categoryFiles()).toEqual(filesBefore);
    });

    it('the storefront reads GET /get-categories and GET /get-colors stay public', async () => {
      const categories = await t.rest('GET', '/api/get-categories');
      const colors = await t.rest('GET', '/api/get-colors');
      expect(categories.status).toBe(200);
      expect(categories.body.length).toBe(await count('categories'));
      expect(colors.status).toBe(200);
      expect(colors.body.length).toBe(await count('colors'));
    });
  });

  describe('metal types', () => {
    it('GET /metal-types lists every metal type as the database holds it, in one statement after the token check', async () => {
      const rows = await ds()
        .getRepository(MetalType)
        .find({ order: { id: 'ASC' } });
      const result = await t.rest('GET', '/api/metal-types', undefined, admin);
      expect(result.status).toBe(200);
      expect(result.body).toEqual(rows.map((m) => ({ mt_id: m.id, name: m.name, baseRatePerGram: Number(m.baseRatePerGram) })));
      expect(result.sqlStatements).toBeLessThanOrEqual(2);
    });

    it('POST /createmetal stores a metal type (numbers may come as strings) and answers it in the legacy shape', async () => {
      const result = await t.rest('POST', '/api/createmetal', { name: '  Silver ', baseRatePerGram: '95.50' }, admin);
      expect(result.status).toBe(201);
      const row = await ds().getRepository(MetalType).findOneByOrFail({ name: 'Silver' });
      expect(result.body).toEqual({ mt_id: row.id, name: 'Silver', baseRatePerGram: 95.5 });
      expect(Number(row.baseRatePerGram)).toBe(95.5);
    });

    it('refuses a base rate of 0: it would price every piece of the metal at 0 (issue 28, item 10)', async () => {
      const result = await t.rest('POST', '/api/createmetal', { name: 'Sample Alloy', baseRatePerGram: 0 }, admin);
      expect(result.status).toBe(400);
      expect(result.body.fieldErrors).toEqual([{ field: 'baseRatePerGram', message: 'Base rate must be greater than 0' }]);
    });

    it.each([
      [{ baseRatePerGram: 10 }, 'name', 'Name is required'],
      [{ name: '   ', baseRatePerGram: 10 }, 'name', 'Name is required'],
      [{ name: 'x'.repeat(101), baseRatePerGram: 10 }, 'name', 'Name must be at most 100 characters'],
      [{ name: 'Palladium' }, 'baseRatePerGram', 'Base rate is required'],
      [{ name: 'Palladium', baseRatePerGram: '' }, 'baseRatePerGram', 'Base rate is required'],
      [{ name: 'Palladium', baseRatePerGram: 'ten' }, 'baseRatePerGram', 'Base rate must be a number'],
      [{ name: 'Palladium', baseRatePerGram: -0.01 }, 'baseRatePerGram', 'Base rate must be greater than 0'],
      [{ name: 'Palladium', baseRatePerGram: 10.005 }, 'baseRatePerGram', 'Base rate can have at most 2 decimals'],
    ])('POST /createmetal %j is refused with 400: %s %s, nothing stored', async (body, field, message) => {
      const before = await count('metal_types');
      const result = await t.rest('POST', '/api/createmetal', body, admin);
      expect(result.status).toBe(400);
      expect(result.body.details).toBe(message);
      expect(result.body.fieldErrors).toContainEqual({ field, message });
      expect(await count('metal_types')).toBe(before);
    });

    it('refuses a second metal type with the same name, whatever its case: 409, nothing stored', async () => {
      const before = await count('metal_types');
      const result = await t.rest('POST', '/api/createmetal', { name: 'gold', baseRatePerGram: 1 }, admin);
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ details: 'A metal type with this name already exists', field: 'name' });
      expect(await count('metal_types')).toBe(before);
    });

    it('PUT /metal-types/{id} changes the fields sent and keeps the others', async () => {
      const created = (await t.rest('POST', '/api/createmetal', { name: 'Titanium', baseRatePerGram: 10 }, admin)).body;
      const renamed = await t.rest('PUT', `/api/metal-types/${created.mt_id}`, { name: 'Titanium Grade 5' }, admin);
      const repriced = await t.rest('PUT', `/api/metal-types/${created.mt_id}`, { baseRatePerGram: '12.25' }, admin);
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({ mt_id: created.mt_id, name: 'Titanium Grade 5', baseRatePerGram: 10 });
      expect(repriced.body).toEqual({ mt_id: created.mt_id, name: 'Titanium Grade 5', baseRatePerGram: 12.25 });
      const row = await ds().getRepository(MetalType).findOneByOrFail({ id: created.mt_id });
      expect({ name: row.name, rate: Number(row.baseRatePerGram) }).toEqual({ name: 'Titanium Grade 5', rate: 12.25 });
    });

    it('PUT /metal-types/{id} checks what it is sent: 400, 409, 404', async () => {
      const gold = await goldId();
      const before = await configRows();
      const blank = await t.rest('PUT', `/api/metal-types/${gold}`, { name: '' }, admin);
      const negative = await t.rest('PUT', `/api/metal-types/${gold}`, { baseRatePerGram: -5 }, admin);
      const taken = await t.rest('PUT', `/api/metal-types/${await platinumId()}`, { name: 'GOLD' }, admin);
      const unknown = await t.rest('PUT', '/api/metal-types/999999', { name: 'Nothing' }, admin);
      const badId = await t.rest('PUT', '/api/metal-types/abc', { name: 'Nothing' }, admin);
      expect([blank.status, blank.body.details]).toEqual([400, 'Name is required']);
      expect([negative.status, negative.body.details]).toEqual([400, 'Base rate must be greater than 0']);
      expect([taken.status, taken.body.details]).toEqual([409, 'A metal type with this name already exists']);
      expect([unknown.status, unknown.body]).toEqual([404, { details: 'Metal type not found' }]);
      expect([badId.status, badId.body]).toEqual([400, { details: 'Invalid metal type id' }]);
      expect(await configRows()).toEqual(before);
    });

    it('DELETE /metal-types/{id} of a metal in use is refused with 409 and the reason; nothing is deleted', async () => {
      const gold = await goldId();
      const products = await count('products', 'metalTypeId = ?', [gold]);
      const carats = await count('carats', 'metalTypeId = ?', [gold]);
      const result = await t.rest('DELETE', `/api/metal-types/${gold}`, undefined, admin);
      expect(result.status).toBe(409);
      expect(result.body).toEqual({
        details: `This metal type is used by ${products} products and ${carats} carats; move or delete them first`,
        usages: [
          { usedBy: 'products', count: products },
          { usedBy: 'carats', count: carats },
        ],
      });
      expect(await count('metal_types', 'id = ?', [gold])).toBe(1);
    });

    it('a referrer the count did not see (a product saved meanwhile) makes the FOREIGN KEY refuse: InUseError, nothing deleted', async () => {
      // The count sees nothing (no rules), as when a product arrives between the count and the delete.
      const gold = await goldId();
      const result = await deleteUnlessUsed(ds(), 'metal type', [], gold, async (m) => {
        await m.delete(MetalType, { id: gold });
        return 'deleted';
      });
      expect(result).toBeInstanceOf(InUseError);
      expect((result as InUseError).message).toBe('This metal type is still in use; move or delete what uses it first');
      expect(await count('metal_types', 'id = ?', [gold])).toBe(1);
    });

    it('DELETE /metal-types/{id} of a metal with only a carat names the carat; an unused one is deleted', async () => {
      const metal = (await t.rest('POST', '/api/createmetal', { name: 'Osmium', baseRatePerGram: 100 }, admin)).body;
      const carat = (await t.rest('POST', '/api/create-carat', { value: 5, multiplier: 0.5, mt_id: metal.mt_id }, admin)).body;
      const refused = await t.rest('DELETE', `/api/metal-types/${metal.mt_id}`, undefined, admin);
      await t.rest('DELETE', `/api/delete-carat/${carat.carat_id}`, undefined, admin);
      const deleted = await t.rest('DELETE', `/api/metal-types/${metal.mt_id}`, undefined, admin);
      const again = await t.rest('DELETE', `/api/metal-types/${metal.mt_id}`, undefined, admin);
      expect([refused.status, refused.body.details]).toEqual([409, 'This metal type is used by 1 carat; move or delete them first']);
      expect([deleted.status, deleted.body]).toEqual([200, { message: 'Metal type deleted' }]);
      expect(await count('metal_types', 'id = ?', [metal.mt_id])).toBe(0);
      expect([again.status, again.body]).toEqual([404, { details: 'Metal type not found' }]);
    });
  });

  describe('carats', () => {
    const legacy = (c: Carat) => ({
      carat_id: c.id,
      value: c.value,
      multiplier: Number(c.multiplier),
      mt_id: c.metalTypeId,
      metaltype: { mt_id: c.metalType!.id, name: c.metalType!.name, baseRatePerGram: Number(c.metalType!.baseRatePerGram) },
    });
    const caratRows = (where: object = {}) =>
      ds()
        .getRepository(Carat)
        .find({ where, relations: { metalType: true }, order: { metalTypeId: 'ASC', value: 'ASC', id: 'ASC' } });

    it('GET /get-carats lists every carat with its metal type, by metal and value; the statements do not grow with the carats', async () => {
      const first = await t.rest('GET', '/api/get-carats', undefined, admin);
      expect(first.status).toBe(200);
      expect(first.body).toEqual((await caratRows()).map(legacy));
      // Three more carats on three more metals: still one query for the list and its metals.
      for (const n of [1, 2, 3]) {
        const metal = (await t.rest('POST', '/api/createmetal', { name: `Batch Metal ${n}`, baseRatePerGram: n }, admin)).body;
        await t.rest('POST', '/api/create-carat', { value: 10 + n, multiplier: 0.5, mt_id: metal.mt_id }, admin);
      }
      const more = await t.rest('GET', '/api/get-carats', undefined, admin);
      expect(more.body).toEqual((await caratRows()).map(legacy));
      expect(more.sqlStatements).toBe(first.sqlStatements);
      expect(more.sqlStatements).toBeLessThanOrEqual(2);
    });

    it("GET /get-carats-bymetal?mt_id lists one metal's carats; without mt_id every carat; a bad mt_id is 400", async () => {
      const gold = await goldId();
      const byGold = await t.rest('GET', `/api/get-carats-bymetal?mt_id=${gold}`, undefined, admin);
      const all = await t.rest('GET', '/api/get-carats-bymetal', undefined, admin);
      const unknown = await t.rest('GET', '/api/get-carats-bymetal?mt_id=999999', undefined, admin);
      const bad = await t.rest('GET', '/api/get-carats-bymetal?mt_id=gold', undefined, admin);
      expect(byGold.body).toEqual((await caratRows({ metalTypeId: gold })).map(legacy));
      expect(byGold.body.length).toBeGreaterThan(0);
      expect(all.body).toEqual((await caratRows()).map(legacy));
      expect([unknown.status, unknown.body]).toEqual([200, []]);
      expect([bad.status, bad.body]).toEqual([400, { details: 'Invalid metal type id' }]);
    });

    it('POST /create-carat stores a carat of a metal (numbers may come as strings) and answers it with its metal type', async () => {
      const platinum = await platinumId();
      const result = await t.rest('POST', '/api/create-carat', { value: '950', multiplier: '0.95', mt_id: String(platinum) }, admin);
      expect(result.status).toBe(201);
      const row = (await caratRows({ metalTypeId: platinum, value: 950 }))[0];
      expect(result.body).toEqual(legacy(row));
      expect(Number(row.multiplier)).toBe(0.95);
    });

    it('accepts the minimums: value 1 and the smallest multiplier above 0, with 4 decimals', async () => {
      const platinum = await platinumId();
      const one = await t.rest('POST', '/api/create-carat', { value: 1, multiplier: 0.0001, mt_id: platinum }, admin);
      const fine = await t.rest('POST', '/api/create-carat', { value: 2, multiplier: 0.0833, mt_id: platinum }, admin);
      expect([one.status, one.body.value, one.body.multiplier]).toEqual([201, 1, 0.0001]);
      expect([fine.status, fine.body.multiplier]).toEqual([201, 0.0833]);
    });

    it.each([
      [{ multiplier: 0.5, mt_id: 'METAL' }, 'value', 'Carat value is required'],
      [{ value: 0, multiplier: 0.5, mt_id: 'METAL' }, 'value', 'Carat value must be at least 1'],
      [{ value: 1.5, multiplier: 0.5, mt_id: 'METAL' }, 'value', 'Carat value must be a whole number'],
      [{ value: 'nine', multiplier: 0.5, mt_id: 'METAL' }, 'value', 'Carat value must be a number'],
      [{ value: 9, mt_id: 'METAL' }, 'multiplier', 'Multiplier is required'],
      [{ value: 9, multiplier: -0.01, mt_id: 'METAL' }, 'multiplier', 'Multiplier must be greater than 0'],
      [{ value: 9, multiplier: 0.12345, mt_id: 'METAL' }, 'multiplier', 'Multiplier can have at most 4 decimals'],
      [{ value: 9, multiplier: 0.5 }, 'mt_id', 'Metal type is required'],
      [{ value: 9, multiplier: 0.5, mt_id: 999999 }, 'metalTypeId', 'Metal type does not exist'],
    ])('POST /create-carat %j is refused with 400: %s %s, nothing stored', async (body, field, message) => {
      const platinum = await platinumId();
      const sent = { ...body, ...((body as Record<string, unknown>).mt_id === 'METAL' ? { mt_id: platinum } : {}) };
      const before = await count('carats');
      const result = await t.rest('POST', '/api/create-carat', sent, admin);
      expect(result.status).toBe(400);
      expect(result.body.details).toBe(message);
      expect(result.body.fieldErrors).toContainEqual({ field: field === 'metalTypeId' ? 'mt_id' : field, message });
      expect(await count('carats')).toBe(before);
    });

    it('refuses a second carat of the same value on one metal (409); another metal may have it', async () => {
      const gold = await goldId();
      const [existing] = await caratRows({ metalTypeId: gold });
      const duplicate = await t.rest('POST', '/api/create-carat', { value: existing.value, multiplier: 0.5, mt_id: gold }, admin);
      const otherMetal = await t.rest(
        'POST',
        '/api/create-carat',
        { value: existing.value, multiplier: 0.5, mt_id: await platinumId() },
        admin,
      );
      expect([duplicate.status, duplicate.body]).toEqual([
        409,
        { details: `Gold already has a ${existing.value} KT carat`, field: 'value' },
      ]);
      expect(otherMetal.status).toBe(201);
    });

    it('PUT /update-carat/{id} changes the fields sent, including the metal of an unused carat', async () => {
      const platinum = await platinumId();
      const metal = (await t.rest('POST', '/api/createmetal', { name: 'Rhodium', baseRatePerGram: 50 }, admin)).body;
      const carat = (await t.rest('POST', '/api/create-carat', { value: 600, multiplier: 0.6, mt_id: platinum }, admin)).body;
      const result = await t.rest('PUT', `/api/update-carat/${carat.carat_id}`, { value: '650', mt_id: metal.mt_id }, admin);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ carat_id: carat.carat_id, value: 650, multiplier: 0.6, mt_id: metal.mt_id, metaltype: metal });
      const row = await ds().getRepository(Carat).findOneByOrFail({ id: carat.carat_id });
      expect({ value: row.value, metalTypeId: row.metalTypeId, multiplier: Number(row.multiplier) }).toEqual({
        value: 650,
        metalTypeId: metal.mt_id,
        multiplier: 0.6,
      });
    });

    it('PUT /update-carat/{id} refuses to move a carat that products use to another metal (409), and bad values (400, 404)', async () => {
      const gold = await goldId();
      const [used] = await caratRows({ metalTypeId: gold });
      const products = await count('product_carats', 'caratId = ?', [used.id]);
      const before = await configRows();
      const moved = await t.rest('PUT', `/api/update-carat/${used.id}`, { mt_id: await platinumId() }, admin);
      const zero = await t.rest('PUT', `/api/update-carat/${used.id}`, { value: 0 }, admin);
      const noMetal = await t.rest('PUT', `/api/update-carat/${used.id}`, { mt_id: 999999 }, admin);
      const unknown = await t.rest('PUT', '/api/update-carat/999999', { value: 3 }, admin);
      expect(moved.status).toBe(409);
      expect(moved.body.details).toBe(
        `This carat is used by ${products} products, so its metal type cannot change; add a carat to the other metal type instead`,
      );
      expect([zero.status, zero.body.details]).toEqual([400, 'Carat value must be at least 1']);
      expect([noMetal.status, noMetal.body.details]).toEqual([400, 'Metal type does not exist']);
      expect([unknown.status, unknown.body]).toEqual([404, { details: 'Carat not found' }]);
      expect(await configRows()).toEqual(before);
    });

    it('DELETE /delete-carat/{id}: a carat products use is refused (409); an unused one is deleted', async () => {
      const [used] = await caratRows({ metalTypeId: await goldId() });
      const products = await count('product_carats', 'caratId = ?', [used.id]);
      const spare = (await t.rest('POST', '/api/create-carat', { value: 700, multiplier: 0.7, mt_id: await platinumId() }, admin)).body;
      const refused = await t.rest('DELETE', `/api/delete-carat/${used.id}`, undefined, admin);
      const deleted = await t.rest('DELETE', `/api/delete-carat/${spare.carat_id}`, undefined, admin);
      expect([refused.status, refused.body.details]).toEqual([
        409,
        `This carat is used by ${products} products; move or delete them first`,
      ]);
      expect(await count('carats', 'id = ?', [used.id])).toBe(1);
      expect([deleted.status, deleted.body]).toEqual([200, { message: 'Carat deleted' }]);
      expect(await count('carats', 'id = ?', [spare.carat_id])).toBe(0);
    });
  });

  describe('categories (multipart with an image)', () => {
    it('POST /createcategory stores the picture under a server-chosen name and answers the category; the picture is served back', async () => {
      const picture = await image('#123456');
      const result = await multipart(
        'POST',
        '/api/createcategory',
        { name: 'Anklets' },
        { image: { ...picture, name: '../../evil name.png' } },
        admin,
      );
      expect(result.status).toBe(201);
      const row = await ds().getRepository(Category).findOneByOrFail({ name: 'Anklets' });
      expect(result.body).toEqual({ c_id: row.id, name: 'Anklets', image: row.image });
      expect(row.image).toMatch(/^uploads\/categories\/[0-9a-f]{32}\.png$/);
      expect(readFileSync(path.join(uploadDir, row.image!.slice('uploads/'.length)))).toEqual(picture.data);
      const served = await fetch(`${t.url}/api/${row.image}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(picture.data);
    });

    it.each([
      ['no image', { name: 'Brooches' }, {}, [{ field: 'image', message: 'Image is required' }]],
      [
        'neither name nor image',
        {},
        {},
        [
          { field: 'name', message: 'Name is required' },
          { field: 'image', message: 'Image is required' },
        ],
      ],
      ['a blank name', { name: '  ' }, { image: 'PNG' }, [{ field: 'name', message: 'Name is required' }]],
      ['a text file renamed .png', { name: 'Brooches' }, { image: 'TEXT' }, [{ field: 'image', message: 'The file is not an image' }]],
    ])('POST /createcategory with %s is refused with 400; no row and no file are stored', async (_what, fields, files, fieldErrors) => {
      const filesBefore = categoryFiles();
      const rowsBefore = await count('categories');
      const upload: Record<string, UploadFile> = {};
      for (const [key, kind] of Object.entries(files)) upload[key] = kind === 'PNG' ? await image() : textAsPng;
      const result = await multipart('POST', '/api/createcategory', fields, upload, admin);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ details: fieldErrors[0].message, fieldErrors });
      expect(await count('categories')).toBe(rowsBefore);
      expect(categoryFiles()).toEqual(filesBefore);
    });

    it('POST /createcategory with a taken name is 409 and leaves no file', async () => {
      const filesBefore = categoryFiles();
      const result = await multipart('POST', '/api/createcategory', { name: 'RINGS' }, { image: await image() }, admin);
      expect([result.status, result.body]).toEqual([409, { details: 'A category with this name already exists', field: 'name' }]);
      expect(categoryFiles()).toEqual(filesBefore);
    });

    it('PUT /update-category/{id} renames without an image, and a new image replaces and deletes the old file', async () => {
      const created = (await multipart('POST', '/api/createcategory', { name: 'Nose Pins' }, { image: await image('#111111') }, admin))
        .body;
      const oldFile = path.join(uploadDir, created.image.slice('uploads/'.length));
      const renamed = await multipart('PUT', `/api/update-category/${created.c_id}`, { name: 'Nose Rings' }, {}, admin);
      const newPicture = await image('#222222');
      const replaced = await multipart('PUT', `/api/update-category/${created.c_id}`, {}, { image: newPicture }, admin);
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({ c_id: created.c_id, name: 'Nose Rings', image: created.image });
      expect(replaced.status).toBe(200);
      expect(replaced.body.name).toBe('Nose Rings');
      expect(replaced.body.image).toMatch(/^uploads\/categories\/[0-9a-f]{32}\.png$/);
      expect(replaced.body.image).not.toBe(created.image);
      expect(existsSync(oldFile)).toBe(false);
      expect(readFileSync(path.join(uploadDir, replaced.body.image.slice('uploads/'.length)))).toEqual(newPicture.data);
      expect((await ds().getRepository(Category).findOneByOrFail({ id: created.c_id })).image).toBe(replaced.body.image);
    });

    it('PUT /update-category/{id} with a text file, a taken name or an unknown id changes nothing and stores no file', async () => {
      const rings = await ds().getRepository(Category).findOneByOrFail({ name: 'Rings' });
      const earrings = await ds().getRepository(Category).findOneByOrFail({ name: 'Earrings' });
      const filesBefore = categoryFiles();
      const before = await configRows();
      const text = await multipart('PUT', `/api/update-category/${rings.id}`, { name: 'Rings' }, { image: textAsPng }, admin);
      const taken = await multipart('PUT', `/api/update-category/${rings.id}`, { name: 'earrings' }, { image: await image() }, admin);
      const blank = await multipart('PUT', `/api/update-category/${earrings.id}`, { name: '' }, {}, admin);
      const unknown = await multipart('PUT', '/api/update-category/999999', { name: 'Ghost' }, { image: await image() }, admin);
      expect([text.status, text.body.details]).toEqual([400, 'The file is not an image']);
      expect([taken.status, taken.body.details]).toEqual([409, 'A category with this name already exists']);
      expect([blank.status, blank.body.details]).toEqual([400, 'Name is required']);
      expect([unknown.status, unknown.body]).toEqual([404, { details: 'Category not found' }]);
      expect(await configRows()).toEqual(before);
      expect(categoryFiles()).toEqual(filesBefore);
    });

    it('DELETE /delete-category/{id}: a category in use is refused (409); an unused one is deleted with its picture', async () => {
      const rings = await ds().getRepository(Category).findOneByOrFail({ name: 'Rings' });
      const subcategories = await count('subcategories', 'categoryId = ?', [rings.id]);
      const products = await count('products', 'categoryId = ?', [rings.id]);
      const created = (await multipart('POST', '/api/createcategory', { name: 'Toe Rings' }, { image: await image() }, admin)).body;
      const refused = await t.rest('DELETE', `/api/delete-category/${rings.id}`, undefined, admin);
      const deleted = await t.rest('DELETE', `/api/delete-category/${created.c_id}`, undefined, admin);
      expect([refused.status, refused.body.details]).toEqual([
        409,
        `This category is used by ${subcategories} subcategories and ${products} products; move or delete them first`,
      ]);
      expect(await count('categories', 'id = ?', [rings.id])).toBe(1);
      expect(existsSync(path.join(uploadDir, rings.image!.slice('uploads/'.length)))).toBe(true);
      expect([deleted.status, deleted.body]).toEqual([200, { message: 'Category deleted' }]);
      expect(await count('categories', 'id = ?', [created.c_id])).toBe(0);
      expect(existsSync(path.join(uploadDir, created.image.slice('uploads/'.length)))).toBe(false);
    });
  });

  describe('subcategories', () => {
    const legacy = (s: Subcategory) => ({
      sc_id: s.id,
      name: s.name,
      c_id: s.categoryId,
      category: { c_id: s.category!.id, name: s.category!.name },
    });
    const rows = () =>
      ds()
        .getRepository(Subcategory)
        .find({ relations: { category: true }, order: { categoryId: 'ASC', name: 'ASC', id: 'ASC' } });
    const categoryId = async (name: string) => (await ds().getRepository(Category).findOneByOrFail({ name })).id;

    it('GET /get-subcategories lists every subcategory with its category, in one statement after the token check', async () => {
      const result = await t.rest('GET', '/api/get-subcategories', undefined, admin);
      expect(result.status).toBe(200);
      expect(result.body).toEqual((await rows()).map(legacy));
      expect(result.sqlStatements).toBeLessThanOrEqual(2);
    });

    it('POST /create-subcategory stores a subcategory of a category; the same name may exist in another category', async () => {
      const rings = await categoryId('Rings');
      const created = await t.rest('POST', '/api/create-subcategory', { name: 'Statement', c_id: String(rings) }, admin);
      const elsewhere = await t.rest('POST', '/api/create-subcategory', { name: 'Statement', c_id: await categoryId('Earrings') }, admin);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ sc_id: expect.any(Number), name: 'Statement', c_id: rings, category: { c_id: rings, name: 'Rings' } });
      expect(elsewhere.status).toBe(201);
      expect(await count('subcategories', 'name = ?', ['Statement'])).toBe(2);
    });

    it.each([
      [{ c_id: 'CATEGORY' }, 'name', 'Name is required'],
      [{ name: ' ', c_id: 'CATEGORY' }, 'name', 'Name is required'],
      [{ name: 'Minimal' }, 'c_id', 'Category is required'],
      [{ name: 'Minimal', c_id: 999999 }, 'categoryId', 'Category does not exist'],
    ])('POST /create-subcategory %j is refused with 400: %s %s', async (body, field, message) => {
      const sent = { ...body, ...((body as Record<string, unknown>).c_id === 'CATEGORY' ? { c_id: await categoryId('Rings') } : {}) };
      const before = await count('subcategories');
      const result = await t.rest('POST', '/api/create-subcategory', sent, admin);
      expect(result.status).toBe(400);
      expect(result.body.fieldErrors).toContainEqual({ field: field === 'categoryId' ? 'c_id' : field, message });
      expect(await count('subcategories')).toBe(before);
    });

    it('refuses a second subcategory of the same name in one category (409)', async () => {
      const result = await t.rest('POST', '/api/create-subcategory', { name: 'solitaire', c_id: await categoryId('Rings') }, admin);
      expect([result.status, result.body]).toEqual([
        409,
        { details: 'This category already has a subcategory with this name', field: 'name' },
      ]);
    });

    it('PUT /update-subcategory/{id} renames, and moving it to another category moves its products along', async () => {
      // Arrange: a subcategory of Rings with two products.
      const sub = await insertSubcategory(ds(), await categoryId('Rings'), 'Moving Styles');
      const inserted = await insertProducts(ds(), { count: 2, subcategoryId: sub.id, namePrefix: 'Moving Piece' });
      const bracelets = await categoryId('Bracelets');

      // Act
      const result = await t.rest('PUT', `/api/update-subcategory/${sub.id}`, { name: 'Moved Styles', c_id: bracelets }, admin);

      // Assert
      expect(result.status).toBe(200);
      expect(result.body).toEqual({
        sc_id: sub.id,
        name: 'Moved Styles',
        c_id: bracelets,
        category: { c_id: bracelets, name: 'Bracelets' },
      });
      const products = await ds().getRepository(Product).findBy({ subcategoryId: sub.id });
      expect(products.map((p) => p.categoryId)).toEqual(inserted.map(() => bracelets));
    });

    it('PUT /update-subcategory/{id} refuses a blank name, an unknown category, a taken name (400/409) and an unknown id (404)', async () => {
      const solitaire = await ds().getRepository(Subcategory).findOneByOrFail({ name: 'Solitaire' });
      const before = await configRows();
      const blank = await t.rest('PUT', `/api/update-subcategory/${solitaire.id}`, { name: '' }, admin);
      const noCategory = await t.rest('PUT', `/api/update-subcategory/${solitaire.id}`, { c_id: 999999 }, admin);
      const taken = await t.rest('PUT', `/api/update-subcategory/${solitaire.id}`, { name: 'Engagement' }, admin);
      const unknown = await t.rest('PUT', '/api/update-subcategory/999999', { name: 'Ghost' }, admin);
      expect([blank.status, blank.body.details]).toEqual([400, 'Name is required']);
      expect([noCategory.status, noCategory.body.details]).toEqual([400, 'Category does not exist']);
      expect([taken.status, taken.body.details]).toEqual([409, 'This category already has a subcategory with this name']);
      expect([unknown.status, unknown.body]).toEqual([404, { details: 'Subcategory not found' }]);
      expect(await configRows()).toEqual(before);
    });

    it('DELETE /delete-subcategory/{id}: one with products is refused (409); an empty one is deleted', async () => {
      const solitaire = await ds().getRepository(Subcategory).findOneByOrFail({ name: 'Solitaire' });
      const products = await count('products', 'subcategoryId = ?', [solitaire.id]);
      const empty = (await t.rest('POST', '/api/create-subcategory', { name: 'Empty Style', c_id: await categoryId('Sets') }, admin)).body;
      const refused = await t.rest('DELETE', `/api/delete-subcategory/${solitaire.id}`, undefined, admin);
      const deleted = await t.rest('DELETE', `/api/delete-subcategory/${empty.sc_id}`, undefined, admin);
      expect([refused.status, refused.body.details]).toEqual([
        409,
        `This subcategory is used by ${products} products; move or delete them first`,
      ]);
      expect([deleted.status, deleted.body]).toEqual([200, { message: 'Subcategory deleted' }]);
      expect(await count('subcategories', 'id = ?', [empty.sc_id])).toBe(0);
    });
  });

  describe('sizes and colours', () => {
    it('GET /get-sizes lists every size', async () => {
      const rows = await ds()
        .getRepository(Size)
        .find({ order: { id: 'ASC' } });
      const result = await t.rest('GET', '/api/get-sizes', undefined, admin);
      expect(result.status).toBe(200);
      expect(result.body).toEqual(rows.map((s) => ({ s_id: s.id, name: s.name })));
      expect(result.sqlStatements).toBeLessThanOrEqual(2);
    });

    it.each([
      ['size', 'sizes', '/api/create-size', '/api/update-size', '/api/delete-size', 's_id'],
      ['colour', 'colors', '/api/create-color', '/api/update-color', '/api/delete-color', 'color_id'],
    ])(
      '%s: create, rename, name rules (400), duplicates (409), unknown (404) and delete',
      async (what, table, create, update, remove, idKey) => {
        const created = await t.rest('POST', create, { name: `  Test ${what} ` }, admin);
        expect(created.status).toBe(201);
        const id = created.body[idKey];
        expect(created.body).toEqual({ [idKey]: id, name: `Test ${what}` });

        const before = await count(table);
        const missing = await t.rest('POST', create, {}, admin);
        const blank = await t.rest('POST', create, { name: '   ' }, admin);
        const duplicate = await t.rest('POST', create, { name: `TEST ${what.toUpperCase()}` }, admin);
        expect([missing.status, missing.body.details]).toEqual([400, 'Name is required']);
        expect(missing.body.fieldErrors).toEqual([{ field: 'name', message: 'Name is required' }]);
        expect([blank.status, blank.body.details]).toEqual([400, 'Name is required']);
        expect([duplicate.status, duplicate.body]).toEqual([409, { details: `A ${what} with this name already exists`, field: 'name' }]);
        expect(await count(table)).toBe(before);

        const renamed = await t.rest('PUT', `${update}/${id}`, { name: `Renamed ${what}` }, admin);
        const renameBlank = await t.rest('PUT', `${update}/${id}`, { name: '' }, admin);
        const unknown = await t.rest('PUT', `${update}/999999`, { name: 'Ghost' }, admin);
        expect([renamed.status, renamed.body]).toEqual([200, { [idKey]: id, name: `Renamed ${what}` }]);
        expect([renameBlank.status, renameBlank.body.details]).toEqual([400, 'Name is required']);
        expect([unknown.status, unknown.body.details]).toEqual([404, `${what[0].toUpperCase()}${what.slice(1)} not found`]);
        expect((await ds().query(`SELECT name FROM ${table} WHERE id = ?`, [id]))[0].name).toBe(`Renamed ${what}`);

        const deleted = await t.rest('DELETE', `${remove}/${id}`, undefined, admin);
        const again = await t.rest('DELETE', `${remove}/${id}`, undefined, admin);
        expect([deleted.status, deleted.body]).toEqual([200, { message: `${what[0].toUpperCase()}${what.slice(1)} deleted` }]);
        expect(await count(table, 'id = ?', [id])).toBe(0);
        expect(again.status).toBe(404);
      },
    );

    it.each([
      ['size', 'product_sizes', 'sizeId', '/api/delete-size'],
      ['colour', 'product_colors', 'colorId', '/api/delete-color'],
    ])('a %s that products are offered in cannot be deleted (409)', async (what, table, column, remove) => {
      const [{ id, n }] = await ds().query(
        `SELECT ${column} AS id, COUNT(*) AS n FROM ${table} GROUP BY ${column} ORDER BY ${column} LIMIT 1`,
      );
      const result = await t.rest('DELETE', `${remove}/${id}`, undefined, admin);
      expect(result.status).toBe(409);
      expect(result.body.details).toBe(
        `This ${what} is used by ${Number(n)} product${Number(n) === 1 ? '' : 's'}; move or delete them first`,
      );
      expect(await count(table === 'product_sizes' ? 'sizes' : 'colors', 'id = ?', [id])).toBe(1);
    });
  });

  describe('currencies', () => {
    const currency = (code: string) => ds().getRepository(Currency).findOneByOrFail({ code });

    it('GET /get-currency lists every currency with its rate', async () => {
      const rows = await ds()
        .getRepository(Currency)
        .find({ order: { id: 'ASC' } });
      const result = await t.rest('GET', '/api/get-currency', undefined, admin);
      expect(result.status).toBe(200);
      expect(result.body).toEqual(
        rows.map((c) => ({ currency_id: c.id, code: c.code, conversionRateToINR: Number(c.conversionRateToINR) })),
      );
      expect(result.sqlStatements).toBeLessThanOrEqual(2);
    });

    it('POST /create-currency stores the code upper-cased and gives every INR-quoted product carat an auto price in it', async () => {
      const result = await t.rest('POST', '/api/create-currency', { code: ' eur ', conversionRateToINR: '0.0105' }, admin);
      expect(result.status).toBe(201);
      const eur = await currency('EUR');
      expect(result.body).toEqual({ currency_id: eur.id, code: 'EUR', conversionRateToINR: 0.0105 });
      const inr = await currency('INR');
      expect(await count('price_entries', 'currencyId = ?', [eur.id])).toBe(await count('price_entries', 'currencyId = ?', [inr.id]));
      expect(await count('price_entries', 'currencyId = ? AND (isManual = 1 OR priceMinor <= 0)', [eur.id])).toBe(0);
    });

    it.each([
      [{ conversionRateToINR: 1.5 }, 'code', 'Currency code is required'],
      [{ code: '  ', conversionRateToINR: 1.5 }, 'code', 'Currency code is required'],
      [{ code: 'EU', conversionRateToINR: 1.5 }, 'code', 'Currency code must be 3 letters, e.g. USD'],
      [{ code: 'EU1', conversionRateToINR: 1.5 }, 'code', 'Currency code must be 3 letters, e.g. USD'],
      [{ code: 'GBP' }, 'conversionRateToINR', 'Conversion rate is required'],
      [{ code: 'GBP', conversionRateToINR: 'high' }, 'conversionRateToINR', 'Conversion rate must be a number'],
      [{ code: 'GBP', conversionRateToINR: 0 }, 'conversionRateToINR', 'Conversion rate must be greater than 0'],
      [{ code: 'GBP', conversionRateToINR: -1 }, 'conversionRateToINR', 'Conversion rate must be greater than 0'],
      [{ code: 'GBP', conversionRateToINR: 0.00945 }, 'conversionRateToINR', 'Conversion rate can have at most 4 decimals'],
    ])('POST /create-currency %j is refused with 400: %s %s, nothing stored', async (body, field, message) => {
      const before = await configRows();
      const result = await t.rest('POST', '/api/create-currency', body, admin);
      expect(result.status).toBe(400);
      expect(result.body.details).toBe(message);
      expect(result.body.fieldErrors).toContainEqual({ field, message });
      expect(await configRows()).toEqual(before);
    });

    it('accepts a rate with the step 0.0001, and refuses a taken code whatever its case (409)', async () => {
      const fine = await t.rest('POST', '/api/create-currency', { code: 'GBP', conversionRateToINR: 0.0094 }, admin);
      const taken = await t.rest('POST', '/api/create-currency', { code: 'usd', conversionRateToINR: 0.5 }, admin);
      expect([fine.status, fine.body.conversionRateToINR]).toEqual([201, 0.0094]);
      expect([taken.status, taken.body]).toEqual([409, { details: 'A currency with this code already exists', field: 'code' }]);
    });

    it('INR is the reference: its rate and code cannot change and it cannot be deleted (400, with why)', async () => {
      const inr = await currency('INR');
      const before = await configRows();
      const rate = await t.rest('PUT', `/api/update-currency/${inr.id}`, { conversionRateToINR: 2 }, admin);
      const code = await t.rest('PUT', `/api/update-currency/${inr.id}`, { code: 'INX' }, admin);
      const removed = await t.rest('DELETE', `/api/delete-currency/${inr.id}`, undefined, admin);
      const same = await t.rest('PUT', `/api/update-currency/${inr.id}`, { code: 'inr', conversionRateToINR: 1 }, admin);
      expect([rate.status, rate.body]).toEqual([
        400,
        { details: 'INR is the reference currency: every price is computed relative to it, so its conversion rate is always 1' },
      ]);
      expect([code.status, code.body]).toEqual([400, { details: 'INR is the reference currency: its code cannot change' }]);
      expect([removed.status, removed.body]).toEqual([
        400,
        { details: 'INR is the reference currency: every price is computed relative to it, so it cannot be deleted' },
      ]);
      expect([same.status, same.body]).toEqual([200, { currency_id: inr.id, code: 'INR', conversionRateToINR: 1 }]);
      expect(await configRows()).toEqual(before);
    });

    it('PUT /update-currency/{id} changes the code of another currency; bad values are 400, unknown ids 404', async () => {
      const created = (await t.rest('POST', '/api/create-currency', { code: 'AUD', conversionRateToINR: 0.018 }, admin)).body;
      const recoded = await t.rest('PUT', `/api/update-currency/${created.currency_id}`, { code: 'nzd' }, admin);
      const zero = await t.rest('PUT', `/api/update-currency/${created.currency_id}`, { conversionRateToINR: 0 }, admin);
      const taken = await t.rest('PUT', `/api/update-currency/${created.currency_id}`, { code: 'USD' }, admin);
      const unknown = await t.rest('PUT', '/api/update-currency/999999', { code: 'XYZ' }, admin);
      expect([recoded.status, recoded.body]).toEqual([200, { currency_id: created.currency_id, code: 'NZD', conversionRateToINR: 0.018 }]);
      expect([zero.status, zero.body.details]).toEqual([400, 'Conversion rate must be greater than 0']);
      expect([taken.status, taken.body.details]).toEqual([409, 'A currency with this code already exists']);
      expect([unknown.status, unknown.body]).toEqual([404, { details: 'Currency not found' }]);
    });

    it('DELETE /delete-currency/{id}: a currency accounts use is refused (409); an unused one is deleted with its prices', async () => {
      const usd = await currency('USD');
      const accounts = await count('users', 'currencyId = ?', [usd.id]);
      const created = (await t.rest('POST', '/api/create-currency', { code: 'SGD', conversionRateToINR: 0.016 }, admin)).body;
      expect(await count('price_entries', 'currencyId = ?', [created.currency_id])).toBeGreaterThan(0);
      const refused = await t.rest('DELETE', `/api/delete-currency/${usd.id}`, undefined, admin);
      const deleted = await t.rest('DELETE', `/api/delete-currency/${created.currency_id}`, undefined, admin);
      expect([refused.status, refused.body.details]).toEqual([
        409,
        `This currency is used by ${accounts} account${accounts === 1 ? '' : 's'}; move or delete them first`,
      ]);
      expect(await count('currencies', 'id = ?', [usd.id])).toBe(1);
      expect([deleted.status, deleted.body]).toEqual([200, { message: 'Currency deleted' }]);
      expect(await count('currencies', 'id = ?', [created.currency_id])).toBe(0);
      expect(await ds().getRepository(PriceEntry).countBy({ currencyId: created.currency_id })).toBe(0);
    });
  });
});
