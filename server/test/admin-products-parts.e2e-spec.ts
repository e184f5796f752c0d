import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';
import { type Refs, entriesOf, gqlUpload, loadRefs, pngFile } from './admin-products.helpers';

// Product colours, product carats and product variants on their own
// (docs/specifications.md#back-office-2-screens, docs/specifications.md#back-office-5-validation,
// docs/legacy-rest.md#back-office-product-parts), on GraphQL (adminProductColors, createProductColor,
// updateProductColor, deleteProductColor, and the same for carats and variants) and on the legacy REST rows
// /product-colors, /product-carats and /product-variants.

const CREATE_PRODUCT = `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) {
  __typename ... on AdminProduct { id colors { id colorId imageUrls } carats { id caratId } sizes { id sizeId } } ... on InputValidationError { fieldErrors { field message } } } }`;
const UPDATE_PRODUCT = `mutation UpdateProduct($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { __typename } }`;
const DELETE_PRODUCT = 'mutation DeleteProduct($id: Int!) { deleteProduct(id: $id) { id } }';
const INVALID = '... on InputValidationError { errorCode message fieldErrors { field message } }';
const COLOR = 'id productId productName colorId name position imageUrls images { id url position }';
const CARAT =
  'id productId productName caratId value purity position carat { id value } prices { currencyCode isManual price { minorUnits } stoneCharge { minorUnits } labourCharge { minorUnits } }';
const VARIANT = 'id productId productName sizeId sizeName productColorId colorName productCaratId purity';
const OPS = {
  listColors: `query ($productId: Int) { adminProductColors(productId: $productId) { ${COLOR} } }`,
  createColor: `mutation ($input: ProductColorInput!) { createProductColor(input: $input) { __typename ... on AdminProductColor { ${COLOR} } ${INVALID} } }`,
  updateColor: `mutation ($id: Int!, $input: ProductColorInput!) { updateProductColor(id: $id, input: $input) { __typename ... on AdminProductColor { ${COLOR} } ${INVALID} } }`,
  deleteColor: 'mutation ($id: Int!) { deleteProductColor(id: $id) { id message } }',
  listCarats: `query ($productId: Int) { adminProductCarats(productId: $productId) { ${CARAT} } }`,
  createCarat: `mutation ($input: ProductCaratInput!) { createProductCarat(input: $input) { __typename ... on AdminProductCarat { ${CARAT} } ${INVALID} } }`,
  updateCarat: `mutation ($id: Int!, $input: ProductCaratInput!) { updateProductCarat(id: $id, input: $input) { __typename ... on AdminProductCarat { ${CARAT} } ${INVALID} } }`,
  deleteCarat: 'mutation ($id: Int!) { deleteProductCarat(id: $id) { id message } }',
  listVariants: `query ($productId: Int) { adminProductVariants(productId: $productId) { ${VARIANT} } }`,
  createVariant: `mutation ($input: ProductVariantInput!) { createProductVariant(input: $input) { __typename ... on AdminProductVariant { ${VARIANT} } ${INVALID} } }`,
  updateVariant: `mutation ($id: Int!, $input: ProductVariantInput!) { updateProductVariant(id: $id, input: $input) { __typename ... on AdminProductVariant { ${VARIANT} } ${INVALID} } }`,
  deleteVariant: 'mutation ($id: Int!) { deleteProductVariant(id: $id) { id message } }',
};

interface Made {
  id: number;
  colors: { id: number; colorId: number; imageUrls: string[] }[];
  carats: { id: number; caratId: number }[];
  sizes: { id: number; sizeId: number }[];
}

describe(`admin product colours, carats and variants [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  let refs: Refs;
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-parts-'));
  const onDisk = (stored: string) => existsSync(path.join(uploadDir, stored.replace(/^uploads\//, '')));
  const count = async (sql: string, params: unknown[] = []) => Number((await t.server.dataSource.query(sql, params))[0].n);

  /** A gold product with the given colours, carats (no price rows: all auto) and sizes, without pictures. */
  async function product(
    options: { colorIds?: number[]; caratIds?: number[]; sizeIds?: number[]; metalTypeId?: number } = {},
  ): Promise<Made> {
    const result = await t.gql(
      CREATE_PRODUCT,
      {
        input: {
          name: 'Parts Test Pendant',
          description: 'A pendant for the parts tests.',
          weightInGrams: 2.4,
          metalTypeId: options.metalTypeId ?? refs.gold.id,
          subcategoryId: refs.subcategoryId,
          colors: (options.colorIds ?? []).map((colorId) => ({ colorId })),
          carats: (options.caratIds ?? []).map((caratId) => ({ caratId })),
          sizeIds: options.sizeIds ?? [],
          // Each test makes another 'Parts Test Pendant': yes to "Save anyway?" (issue 30, item 11).
          confirmDuplicateName: true,
        },
      },
      admin,
    );
    expect(result.body.data.createProduct.__typename).toBe('AdminProduct');
    return result.body.data.createProduct;
  }

  beforeAll(async () => {
    t = await startTestServer({ UPLOAD_DIR: uploadDir });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('product colours', () => {
    it('GraphQL: creates one with image URLs (http(s) or uploaded paths), lists, updates and deletes it', async () => {
      // Arrange
      const p = await product({ colorIds: [refs.colorIds[0]] });
      const urls = ['https://cdn.example.com/rings/aurora-1.jpg', 'uploads/products/aurora-2.webp'];
      // Act: create
      const created = (await t.gql(OPS.createColor, { input: { productId: p.id, colorId: refs.colorIds[1], imageUrls: urls } }, admin)).body
        .data.createProductColor;
      // Assert
      expect(created).toMatchObject({
        __typename: 'AdminProductColor',
        productId: p.id,
        colorId: refs.colorIds[1],
        position: 1,
        imageUrls: urls,
      });
      const list = (await t.gql(OPS.listColors, { productId: p.id }, admin)).body.data.adminProductColors;
      expect(list.map((c: { id: number }) => c.id)).toEqual([p.colors[0].id, created.id]);

      // Update: the second URL stays (same row), a new one is added first.
      const updated = (
        await t.gql(
          OPS.updateColor,
          { id: created.id, input: { productId: p.id, colorId: refs.colorIds[2], imageUrls: ['http://img.example.org/x.png', urls[1]] } },
          admin,
        )
      ).body.data.updateProductColor;
      expect(updated).toMatchObject({ id: created.id, colorId: refs.colorIds[2], imageUrls: ['http://img.example.org/x.png', urls[1]] });
      expect(updated.images[1].id).toBe(created.images[1].id);

      // Delete
      const deleted = (await t.gql(OPS.deleteColor, { id: created.id }, admin)).body.data.deleteProductColor;
      expect(deleted).toEqual({ id: created.id, message: 'Product color deleted successfully' });
      expect(await count('SELECT COUNT(*) AS n FROM product_colors WHERE id = ?', [created.id])).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM product_images WHERE productColorId = ?', [created.id])).toBe(0);
      expect((await t.gql(OPS.deleteColor, { id: created.id }, admin)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('GraphQL: refuses missing fields, non-URL images, an unknown product, a duplicate colour and a move to another product', async () => {
      const p = await product({ colorIds: [refs.colorIds[0]] });
      const other = await product();
      const before = await count('SELECT COUNT(*) AS n FROM product_colors');
      const errorsOf = async (input: Record<string, unknown>, id?: number) => {
        const result = id ? await t.gql(OPS.updateColor, { id, input }, admin) : await t.gql(OPS.createColor, { input }, admin);
        const answer = id ? result.body.data.updateProductColor : result.body.data.createProductColor;
        expect(answer.__typename).toBe('InputValidationError');
        return answer.fieldErrors;
      };
      expect(await errorsOf({ colorId: refs.colorIds[1], imageUrls: ['https://a.example/x.jpg'] })).toEqual([
        { field: 'productId', message: 'Product is required' },
      ]);
      expect(await errorsOf({ productId: p.id, imageUrls: ['https://a.example/x.jpg'] })).toEqual([
        { field: 'colorId', message: 'Colour is required' },
      ]);
      expect(await errorsOf({ productId: p.id, colorId: refs.colorIds[1], imageUrls: [] })).toEqual([
        { field: 'imageUrls', message: 'Image URLs are required' },
      ]);
      expect(await errorsOf({ productId: p.id, colorId: refs.colorIds[1] })).toEqual([
        { field: 'imageUrls', message: 'Image URLs are required' },
      ]);
      for (const bad of ['ftp://files.example/x.png', 'javascript:alert(1)', 'not a url', 'uploads/../secret.png']) {
        expect(await errorsOf({ productId: p.id, colorId: refs.colorIds[1], imageUrls: [bad] })).toEqual([
          { field: 'imageUrls.0', message: 'Image URL must be an http(s) URL or an uploaded image path (uploads/...)' },
        ]);
      }
      expect(await errorsOf({ productId: 99_999_999, colorId: refs.colorIds[1], imageUrls: ['https://a.example/x.jpg'] })).toEqual([
        { field: 'productId', message: 'Product not found' },
      ]);
      expect(await errorsOf({ productId: p.id, colorId: refs.colorIds[0], imageUrls: ['https://a.example/x.jpg'] })).toEqual([
        { field: 'colorId', message: 'This product already has this colour' },
      ]);
      expect(
        await errorsOf({ productId: other.id, colorId: refs.colorIds[0], imageUrls: ['https://a.example/x.jpg'] }, p.colors[0].id),
      ).toEqual([{ field: 'productId', message: 'A product colour cannot move to another product' }]);
      expect(await count('SELECT COUNT(*) AS n FROM product_colors')).toBe(before);
    });

    it("deletes an uploaded picture's file only when no other picture row still uses it", async () => {
      // Arrange: a product with an uploaded picture; a second product's colour points at the same stored path.
      const upload = await gqlUpload(
        t,
        CREATE_PRODUCT,
        {
          input: {
            name: 'Owner',
            description: 'Owns the picture.',
            weightInGrams: 1,
            metalTypeId: refs.gold.id,
            subcategoryId: refs.subcategoryId,
            colors: [{ colorId: refs.colorIds[0], images: [null] }],
          },
        },
        { 'input.colors.0.images.0': await pngFile('#123456') },
        admin,
      );
      const owner: Made = upload.body.data.createProduct;
      const stored = owner.colors[0].imageUrls[0];
      const borrower = await product();
      const shared = (
        await t.gql(OPS.createColor, { input: { productId: borrower.id, colorId: refs.colorIds[1], imageUrls: [stored] } }, admin)
      ).body.data.createProductColor;
      // Act / Assert: deleting the borrowing colour keeps the file; deleting its owner then removes it.
      await t.gql(OPS.deleteColor, { id: shared.id }, admin);
      expect(onDisk(stored)).toBe(true);
      await t.gql(DELETE_PRODUCT, { id: owner.id }, admin);
      expect(onDisk(stored)).toBe(false);
    });

    it('REST: GET/POST /product-colors and PUT/DELETE /product-colors/{id} with legacy names', async () => {
      const p = await product();
      const created = await t.rest(
        'POST',
        '/api/product-colors',
        { p_id: p.id, color_id: refs.colorIds[0], images: [{ url: 'https://cdn.example.com/a.jpg' }, 'uploads/products/b.webp'] },
        admin,
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        pcolor_id: expect.any(Number),
        p_id: p.id,
        color_id: refs.colorIds[0],
        color: { color_id: refs.colorIds[0], name: expect.any(String) },
        ProductImages: [{ url: 'https://cdn.example.com/a.jpg' }, { url: 'uploads/products/b.webp' }],
        imageUrls: ['https://cdn.example.com/a.jpg', 'uploads/products/b.webp'],
      });
      const id = created.body.pcolor_id;
      const list = await t.rest('GET', `/api/product-colors?p_id=${p.id}`, undefined, admin);
      expect(list.body).toEqual([created.body]);
      const all = await t.rest('GET', '/api/product-colors', undefined, admin);
      expect(all.body.length).toBe(Math.min(500, await count('SELECT COUNT(*) AS n FROM product_colors')));

      const updated = await t.rest(
        'PUT',
        `/api/product-colors/${id}`,
        { p_id: p.id, color_id: refs.colorIds[1], imageUrls: 'https://cdn.example.com/c.jpg, https://cdn.example.com/d.jpg' },
        admin,
      );
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        pcolor_id: id,
        color_id: refs.colorIds[1],
        imageUrls: ['https://cdn.example.com/c.jpg', 'https://cdn.example.com/d.jpg'],
      });

      const invalid = await t.rest('POST', '/api/product-colors', { p_id: p.id, color_id: refs.colorIds[2], imageUrls: [] }, admin);
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        details: 'Image URLs are required',
        fieldErrors: [{ field: 'imageUrls', message: 'Image URLs are required' }],
      });
      expect(
        (
          await t.rest(
            'PUT',
            '/api/product-colors/99999999',
            { p_id: p.id, color_id: refs.colorIds[1], imageUrls: ['https://x.example/y.jpg'] },
            admin,
          )
        ).body,
      ).toEqual({ details: 'Product colour not found' });

      const deleted = await t.rest('DELETE', `/api/product-colors/${id}`, undefined, admin);
      expect(deleted.body).toEqual({ message: 'Product color deleted successfully', pcolor_id: id });
      expect((await t.rest('DELETE', `/api/product-colors/${id}`, undefined, admin)).status).toBe(404);
      expect((await t.rest('DELETE', '/api/product-colors/abc', undefined, admin)).body).toEqual({ details: 'Invalid product color ID' });
    });
  });

  describe('product carats', () => {
    it('GraphQL: creating one gives it an entry in every currency (rate card, or the manual row), updating re-prices, deleting refreshes the from-price', async () => {
      // Arrange
      const p = await product({ caratIds: [refs.goldCarats[0].id] });
      // Act: 18K with a manual INR row
      const created = (
        await t.gql(
          OPS.createCarat,
          {
            input: {
              productId: p.id,
              caratId: refs.goldCarats[1].id,
              prices: [{ currencyId: refs.inr.id, price: 40000, stoneCharge: 2500, labourCharge: 800 }],
            },
          },
          admin,
        )
      ).body.data.createProductCarat;
      // Assert
      expect(created).toMatchObject({
        __typename: 'AdminProductCarat',
        productId: p.id,
        caratId: refs.goldCarats[1].id,
        purity: `${refs.goldCarats[1].value}K`,
        position: 1,
      });
      let entries = (await entriesOf(t, p.id)).filter((e) => e.productCaratId === created.id);
      expect(entries.map((e) => [e.code, e.isManual])).toEqual([
        ['INR', true],
        ['USD', false],
      ]);
      expect(entries[0]).toMatchObject({ priceMinor: 4_000_000, stoneChargeMinor: 250_000, labourChargeMinor: 80_000 });
      expect(entries[1]).toMatchObject({
        priceMinor: entries[1].rateCardMinor,
        stoneChargeMinor: entries[1].inrStoneConverted,
        labourChargeMinor: entries[1].inrLabourConverted,
      });
      expect(created.prices.map((x: { isManual: boolean; price: { minorUnits: number } }) => [x.isManual, x.price.minorUnits])).toEqual(
        entries.map((e) => [e.isManual, e.priceMinor]),
      );

      // Update: the INR row becomes auto (manual: false, no price): the rate card prices it.
      const updated = (
        await t.gql(
          OPS.updateCarat,
          {
            id: created.id,
            input: {
              productId: p.id,
              caratId: refs.goldCarats[1].id,
              prices: [{ currencyId: refs.inr.id, stoneCharge: 2500, labourCharge: 800, manual: false }],
            },
          },
          admin,
        )
      ).body.data.updateProductCarat;
      expect(updated.__typename).toBe('AdminProductCarat');
      entries = (await entriesOf(t, p.id)).filter((e) => e.productCaratId === created.id);
      expect(entries.every((e) => !e.isManual && e.priceMinor === e.rateCardMinor)).toBe(true);

      // List
      const list = (await t.gql(OPS.listCarats, { productId: p.id }, admin)).body.data.adminProductCarats;
      expect(list.map((c: { id: number }) => c.id)).toEqual([p.carats[0].id, created.id]);

      // Delete: the entries go; the from-price is that of the remaining carat.
      expect((await t.gql(OPS.deleteCarat, { id: created.id }, admin)).body.data.deleteProductCarat).toEqual({
        id: created.id,
        message: 'Product carat deleted successfully',
      });
      const remaining = (await entriesOf(t, p.id)).filter((e) => e.code === 'INR');
      expect(remaining.map((e) => e.productCaratId)).toEqual([p.carats[0].id]);
      const [row] = await t.server.dataSource.query('SELECT fromPriceInrMinor FROM products WHERE id = ?', [p.id]);
      expect(Number(row.fromPriceInrMinor)).toBe(remaining[0].priceMinor + remaining[0].stoneChargeMinor + remaining[0].labourChargeMinor);
    });

    it('GraphQL: refuses a carat of another metal type, a duplicate, an unknown currency and a move to another product', async () => {
      const platinum = await product({ metalTypeId: refs.platinum.id });
      const p = await product({ caratIds: [refs.goldCarats[0].id] });
      const before = await count('SELECT COUNT(*) AS n FROM product_carats');
      const create = async (input: Record<string, unknown>) =>
        (await t.gql(OPS.createCarat, { input }, admin)).body.data.createProductCarat.fieldErrors;
      expect(await create({ productId: platinum.id, caratId: refs.goldCarats[0].id })).toEqual([
        { field: 'caratId', message: 'Only carats of the chosen metal type can be offered' },
      ]);
      expect(await create({ productId: p.id, caratId: refs.goldCarats[0].id })).toEqual([
        { field: 'caratId', message: 'This product already has this carat' },
      ]);
      expect(await create({ productId: p.id })).toEqual([{ field: 'caratId', message: 'Carat is required' }]);
      expect(
        await create({
          productId: p.id,
          caratId: refs.goldCarats[2].id,
          prices: [{ currencyId: 777_777, price: 1, stoneCharge: 1, labourCharge: 1 }],
        }),
      ).toEqual([{ field: 'prices.0.currencyId', message: 'Currency not found' }]);
      const moved = await t.gql(
        OPS.updateCarat,
        { id: p.carats[0].id, input: { productId: platinum.id, caratId: refs.goldCarats[0].id } },
        admin,
      );
      expect(moved.body.data.updateProductCarat.fieldErrors).toEqual([
        { field: 'productId', message: 'A product carat cannot move to another product' },
      ]);
      expect(await count('SELECT COUNT(*) AS n FROM product_carats')).toBe(before);
    });

    it('REST: GET/POST /product-carats and PUT/DELETE /product-carats/{id}', async () => {
      const p = await product();
      const created = await t.rest('POST', '/api/product-carats', { p_id: p.id, carat_id: refs.goldCarats[0].id }, admin);
      expect(created.status).toBe(201);
      const entries = await entriesOf(t, p.id);
      expect(created.body).toEqual({
        pc_id: expect.any(Number),
        p_id: p.id,
        carat_id: refs.goldCarats[0].id,
        carat: {
          carat_id: refs.goldCarats[0].id,
          value: refs.goldCarats[0].value,
          multiplier: refs.goldCarats[0].multiplier,
          mt_id: refs.gold.id,
        },
        prices: entries.map((e) => ({
          pe_id: e.id,
          currency_id: e.code === 'INR' ? refs.inr.id : refs.usd.id,
          currencyCode: e.code,
          price: e.rateCardMinor / 100,
          stoneCharge: 0,
          labourCharge: 0,
          isManual: false,
        })),
      });
      const id = created.body.pc_id;
      expect((await t.rest('GET', `/api/product-carats?p_id=${p.id}`, undefined, admin)).body).toEqual([created.body]);

      // A legacy price row is manual (all four amounts typed by hand).
      const updated = await t.rest(
        'PUT',
        `/api/product-carats/${id}`,
        {
          p_id: p.id,
          carat_id: refs.goldCarats[1].id,
          prices: [{ currency_id: refs.inr.id, price: '31000.50', stoneCharge: '100', labourCharge: '50' }],
        },
        admin,
      );
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ pc_id: id, carat_id: refs.goldCarats[1].id });
      expect(updated.body.prices[0]).toMatchObject({
        currencyCode: 'INR',
        price: 31000.5,
        stoneCharge: 100,
        labourCharge: 50,
        isManual: true,
      });

      const wrong = await t.rest('POST', '/api/product-carats', { p_id: p.id, carat_id: 'x' }, admin);
      expect(wrong.status).toBe(400);
      expect(wrong.body.details).toBe('Carat is required');
      expect((await t.rest('DELETE', `/api/product-carats/${id}`, undefined, admin)).body).toEqual({
        message: 'Product carat deleted successfully',
        pc_id: id,
      });
      expect((await t.rest('DELETE', `/api/product-carats/${id}`, undefined, admin)).status).toBe(404);
    });
  });

  describe('product variants', () => {
    it("GraphQL: creates, lists, updates and deletes a variant; its colour and carat must be the product's", async () => {
      // Arrange
      const p = await product({
        colorIds: refs.colorIds.slice(0, 2),
        caratIds: [refs.goldCarats[0].id, refs.goldCarats[1].id],
        sizeIds: refs.sizeIds.slice(0, 2),
      });
      const other = await product({ colorIds: [refs.colorIds[0]], caratIds: [refs.goldCarats[0].id] });
      const input = { productId: p.id, sizeId: refs.sizeIds[0], productColorId: p.colors[0].id, productCaratId: p.carats[0].id };
      // Act
      const created = (await t.gql(OPS.createVariant, { input }, admin)).body.data.createProductVariant;
      // Assert
      expect(created).toMatchObject({
        __typename: 'AdminProductVariant',
        ...input,
        productName: 'Parts Test Pendant',
        purity: `${refs.goldCarats[0].value}K`,
      });
      expect(created.sizeName).not.toBe('');
      expect(created.colorName).not.toBe('');
      const duplicate = (await t.gql(OPS.createVariant, { input }, admin)).body.data.createProductVariant;
      expect(duplicate.fieldErrors).toEqual([{ field: 'sizeId', message: 'This variant already exists' }]);
      const foreign = (
        await t.gql(
          OPS.createVariant,
          { input: { ...input, productColorId: other.colors[0].id, productCaratId: other.carats[0].id } },
          admin,
        )
      ).body.data.createProductVariant;
      expect(foreign.fieldErrors).toEqual([
        { field: 'productColorId', message: "This colour is not one of the product's colours" },
        { field: 'productCaratId', message: "This carat is not one of the product's carats" },
      ]);
      const missing = (await t.gql(OPS.createVariant, { input: { productId: p.id } }, admin)).body.data.createProductVariant;
      expect(missing.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['sizeId', 'productColorId', 'productCaratId']);

      const updated = (await t.gql(OPS.updateVariant, { id: created.id, input: { ...input, productCaratId: p.carats[1].id } }, admin)).body
        .data.updateProductVariant;
      expect(updated).toMatchObject({ id: created.id, productCaratId: p.carats[1].id, purity: `${refs.goldCarats[1].value}K` });
      expect((await t.gql(OPS.listVariants, { productId: p.id }, admin)).body.data.adminProductVariants).toEqual([
        Object.fromEntries(Object.entries(updated).filter(([k]) => k !== '__typename')),
      ]);
      expect((await t.gql(OPS.deleteVariant, { id: created.id }, admin)).body.data.deleteProductVariant).toEqual({
        id: created.id,
        message: 'Product variant deleted successfully',
      });
      expect(await count('SELECT COUNT(*) AS n FROM product_variants WHERE id = ?', [created.id])).toBe(0);
    });

    it('a variant goes with its size when the product form no longer offers that size', async () => {
      const p = await product({ colorIds: [refs.colorIds[0]], caratIds: [refs.goldCarats[0].id], sizeIds: refs.sizeIds.slice(0, 2) });
      const keep = (
        await t.gql(
          OPS.createVariant,
          { input: { productId: p.id, sizeId: refs.sizeIds[0], productColorId: p.colors[0].id, productCaratId: p.carats[0].id } },
          admin,
        )
      ).body.data.createProductVariant;
      const drop = (
        await t.gql(
          OPS.createVariant,
          { input: { productId: p.id, sizeId: refs.sizeIds[1], productColorId: p.colors[0].id, productCaratId: p.carats[0].id } },
          admin,
        )
      ).body.data.createProductVariant;
      const saved = await t.gql(
        UPDATE_PRODUCT,
        {
          id: p.id,
          input: {
            name: 'Parts Test Pendant',
            description: 'Smaller range.',
            weightInGrams: 2.4,
            metalTypeId: refs.gold.id,
            subcategoryId: refs.subcategoryId,
            sizeIds: [refs.sizeIds[0]],
          },
        },
        admin,
      );
      expect(saved.body.data.updateProduct.__typename).toBe('AdminProduct');
      const left = await t.server.dataSource.query('SELECT id FROM product_variants WHERE productId = ? ORDER BY id', [p.id]);
      expect(left.map((r: { id: number }) => r.id)).toEqual([keep.id]);
      expect(drop.id).not.toBe(keep.id);
    });

    it('REST: GET/POST /product-variants and PUT/DELETE /product-variants/{id}', async () => {
      const p = await product({ colorIds: [refs.colorIds[0]], caratIds: [refs.goldCarats[0].id], sizeIds: refs.sizeIds.slice(0, 2) });
      const created = await t.rest(
        'POST',
        '/api/product-variants',
        { p_id: p.id, s_id: refs.sizeIds[0], pcolor_id: p.colors[0].id, pc_id: p.carats[0].id },
        admin,
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        pv_id: expect.any(Number),
        p_id: p.id,
        s_id: refs.sizeIds[0],
        pcolor_id: p.colors[0].id,
        pc_id: p.carats[0].id,
        product: { p_id: p.id, name: 'Parts Test Pendant' },
        size: { s_id: refs.sizeIds[0], name: expect.any(String) },
        productcolor: { pcolor_id: p.colors[0].id, color_id: refs.colorIds[0] },
        productcarat: { pc_id: p.carats[0].id, carat_id: refs.goldCarats[0].id, value: refs.goldCarats[0].value },
      });
      const id = created.body.pv_id;
      expect((await t.rest('GET', `/api/product-variants?p_id=${p.id}`, undefined, admin)).body).toEqual([created.body]);
      const updated = await t.rest(
        'PUT',
        `/api/product-variants/${id}`,
        { p_id: p.id, s_id: refs.sizeIds[1], pcolor_id: p.colors[0].id, pc_id: p.carats[0].id },
        admin,
      );
      expect(updated.body).toMatchObject({ pv_id: id, s_id: refs.sizeIds[1] });
      const bad = await t.rest(
        'POST',
        '/api/product-variants',
        { p_id: p.id, s_id: 99_999_999, pcolor_id: p.colors[0].id, pc_id: p.carats[0].id },
        admin,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.details).toBe('Size not found');
      expect((await t.rest('DELETE', `/api/product-variants/${id}`, undefined, admin)).body).toEqual({
        message: 'Product variant deleted successfully',
        pv_id: id,
      });
      expect((await t.rest('DELETE', `/api/product-variants/${id}`, undefined, admin)).status).toBe(404);
    });
  });

  it('lists colours, carats and variants in a constant number of SQL statements (2 rows or 60)', async () => {
    const measured: Record<string, [number, number]> = {};
    for (const [name, query, field] of [
      ['adminProductColors', `query ($first: Int) { adminProductColors(first: $first) { ${COLOR} } }`, 'adminProductColors'],
      ['adminProductCarats', `query ($first: Int) { adminProductCarats(first: $first) { ${CARAT} } }`, 'adminProductCarats'],
      ['adminProductVariants', `query ($first: Int) { adminProductVariants(first: $first) { ${VARIANT} } }`, 'adminProductVariants'],
    ] as const) {
      const few = await t.gql(query, { first: 2 }, admin);
      const many = await t.gql(query, { first: 60 }, admin);
      expect(few.body.data[field].length).toBeLessThanOrEqual(2);
      if (name !== 'adminProductVariants') expect(many.body.data[field]).toHaveLength(60);
      expect(many.sqlStatements).toBe(few.sqlStatements);
      measured[name] = [few.sqlStatements, many.sqlStatements];
      // Every row names its product (one batched read, whatever the product's age).
      const rows = many.body.data[field] as { productId: number; productName: string }[];
      const names = new Map(
        (await t.server.dataSource.query<{ id: number; name: string }[]>('SELECT id, name FROM products')).map((r) => [
          Number(r.id),
          r.name,
        ]),
      );
      for (const row of rows) expect(row.productName).toBe(names.get(row.productId));
      expect(rows.every((row) => row.productName.length > 0)).toBe(true);
    }
    for (const url of ['/api/product-colors', '/api/product-carats', '/api/product-variants']) {
      const few = await t.rest('GET', `${url}?limit=2`, undefined, admin);
      const many = await t.rest('GET', `${url}?limit=60`, undefined, admin);
      if (url !== '/api/product-variants') expect(many.body).toHaveLength(60);
      expect(many.sqlStatements).toBe(few.sqlStatements);
      measured[`GET ${url}`] = [few.sqlStatements, many.sqlStatements];
    }
    console.info(`[${t.kind}] SQL statements (2 rows / 60 rows): ${JSON.stringify(measured)}`);
  });

  it('answers 401 without a token and 403 to a customer on every colour, carat and variant operation (GraphQL and REST)', async () => {
    const p = await product({ colorIds: [refs.colorIds[0]], caratIds: [refs.goldCarats[0].id], sizeIds: [refs.sizeIds[0]] });
    const colourInput = { productId: p.id, colorId: refs.colorIds[1], imageUrls: ['https://x.example/y.jpg'] };
    const caratInput = { productId: p.id, caratId: refs.goldCarats[1].id };
    const variantInput = { productId: p.id, sizeId: refs.sizeIds[0], productColorId: p.colors[0].id, productCaratId: p.carats[0].id };
    const graphql: [string, Record<string, unknown>][] = [
      [OPS.listColors, {}],
      [OPS.createColor, { input: colourInput }],
      [OPS.updateColor, { id: p.colors[0].id, input: colourInput }],
      [OPS.deleteColor, { id: p.colors[0].id }],
      [OPS.listCarats, {}],
      [OPS.createCarat, { input: caratInput }],
      [OPS.updateCarat, { id: p.carats[0].id, input: caratInput }],
      [OPS.deleteCarat, { id: p.carats[0].id }],
      [OPS.listVariants, {}],
      [OPS.createVariant, { input: variantInput }],
      [OPS.updateVariant, { id: 1, input: variantInput }],
      [OPS.deleteVariant, { id: 1 }],
    ];
    for (const [query, variables] of graphql) {
      expect((await t.gql(query, variables, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, variables, customer)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const rest: [string, string][] = [
      ['GET', '/api/product-colors'],
      ['POST', '/api/product-colors'],
      ['PUT', `/api/product-colors/${p.colors[0].id}`],
      ['DELETE', `/api/product-colors/${p.colors[0].id}`],
      ['GET', '/api/product-carats'],
      ['POST', '/api/product-carats'],
      ['PUT', `/api/product-carats/${p.carats[0].id}`],
      ['DELETE', `/api/product-carats/${p.carats[0].id}`],
      ['GET', '/api/product-variants'],
      ['POST', '/api/product-variants'],
      ['PUT', '/api/product-variants/1'],
      ['DELETE', '/api/product-variants/1'],
    ];
    for (const [method, url] of rest) {
      const body = method === 'POST' || method === 'PUT' ? { p_id: p.id } : undefined;
      const anonymous = await t.rest(method, url, body, null);
      const asCustomer = await t.rest(method, url, body, customer);
      expect({ url, method, status: anonymous.status, body: anonymous.body }).toEqual({
        url,
        method,
        status: 401,
        body: { details: 'Authentication required' },
      });
      expect({ url, method, status: asCustomer.status, body: asCustomer.body }).toEqual({
        url,
        method,
        status: 403,
        body: { details: 'Administrator access required' },
      });
    }
    // Nothing was touched.
    expect(await count('SELECT COUNT(*) AS n FROM product_colors WHERE productId = ?', [p.id])).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM product_carats WHERE productId = ?', [p.id])).toBe(1);
  });
});
