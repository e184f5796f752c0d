import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOT_AN_IMAGE, type UploadFile, filesUnder, gqlUpload, pngFile } from './admin-products.helpers';
import { insertProducts, insertSubcategory } from './support/factories';
import { newShopper } from './support/shop-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Issue 20, certificates and hallmarks (docs/decisions.md#certificates): the back-office sets and clears a
// diamond certificate (lab, report number, file checked by its bytes) and a BIS hallmark (purity, HUID) on
// a product or one of its variants; the storefront, GraphQL and the REST product detail read them, and a
// listing reads them for every product in one statement.

const RESULT = `__typename
  ... on Certification { productId variantId certificate { lab labName reportNumber fileUrl } hallmark { purity karats huid } }
  ... on InputValidationError { message fieldErrors { field message } }`;
const SET_CERTIFICATE = `mutation SetCertificate($productId: Int!, $variantId: Int, $input: CertificateInput!) {
  setProductCertificate(productId: $productId, variantId: $variantId, input: $input) { ${RESULT} } }`;
const SET_HALLMARK = `mutation SetHallmark($productId: Int!, $variantId: Int, $input: HallmarkInput!) {
  setProductHallmark(productId: $productId, variantId: $variantId, input: $input) { ${RESULT} } }`;
const CLEAR_CERTIFICATE = `mutation ClearCertificate($productId: Int!, $variantId: Int) {
  clearProductCertificate(productId: $productId, variantId: $variantId) { productId certificate { lab } hallmark { huid } } }`;
const CLEAR_HALLMARK = `mutation ClearHallmark($productId: Int!, $variantId: Int) {
  clearProductHallmark(productId: $productId, variantId: $variantId) { productId certificate { lab } hallmark { huid } } }`;
const STOREFRONT = `query Certified($id: Int!) { product(id: $id) {
  id certificate { lab labName reportNumber fileUrl } hallmark { purity huid }
  variantCertifications { variantId sizeId productColorId productCaratId certificate { reportNumber } hallmark { purity huid } }
} }`;
const ADMIN_READ = `query AdminCertified($id: Int!) { adminProduct(id: $id) {
  id certifications { variantId certificate { lab reportNumber fileUrl } hallmark { purity huid } } } }`;
const LISTING = `query CertifiedList($filter: ProductFilter, $first: Int) { products(filter: $filter, first: $first) {
  totalCount items { id certificate { lab reportNumber fileUrl } hallmark { purity huid } variantCertifications { variantId hallmark { huid } } }
} }`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdfFile = (data = PDF, name = 'report.pdf'): UploadFile => ({ data, name, type: 'application/pdf' });

describe(`certificates and hallmarks [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let productId: number;
  let variantId: number;
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-certificates-'));
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

  const setHallmark = async (huid: unknown, purity: unknown = 18, target: { variantId?: number } = {}, token = admin) =>
    (await t.gql(SET_HALLMARK, { productId, ...target, input: { purity, huid } }, token)).body;
  const setCertificate = async (input: Record<string, unknown>, file?: UploadFile, target: { variantId?: number } = {}) => {
    const variables = { productId, ...target, input: { ...input, ...(file ? { file: null } : {}) } };
    const sent = file
      ? await gqlUpload(t, SET_CERTIFICATE, variables, { 'input.file': file }, admin)
      : await t.gql(SET_CERTIFICATE, variables, admin);
    return sent.body;
  };

  beforeAll(async () => {
    t = await startTestServer({ UPLOAD_DIR: uploadDir });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [{ id: categoryId }] = await db('SELECT id FROM categories ORDER BY id LIMIT 1');
    const subcategory = await insertSubcategory(t.server.dataSource, Number(categoryId), 'Certified Pieces');
    const [inserted] = await insertProducts(t.server.dataSource, { count: 1, subcategoryId: subcategory.id, namePrefix: 'Certified' });
    productId = inserted.product.id;
    const variant = await t.gql(
      `mutation($input: ProductVariantInput!) { createProductVariant(input: $input) { __typename ... on AdminProductVariant { id } } }`,
      {
        input: {
          productId,
          sizeId: inserted.sizes[0].sizeId,
          productColorId: inserted.colors[0].id,
          productCaratId: inserted.carats[1].id,
        },
      },
      admin,
    );
    variantId = variant.body.data.createProductVariant.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('HUID', () => {
    it('takes 6 upper-case letters and digits', async () => {
      const body = await setHallmark('AB12C3');
      expect(body.data.setProductHallmark).toEqual({
        __typename: 'Certification',
        productId,
        variantId: null,
        certificate: null,
        hallmark: { purity: '18K', karats: 18, huid: 'AB12C3' },
      });
    });

    it('normalises lower case (and surrounding spaces) to upper case', async () => {
      const body = await setHallmark(' ab12c4 ');
      expect(body.data.setProductHallmark.hallmark).toEqual({ purity: '18K', karats: 18, huid: 'AB12C4' });
      expect(await db('SELECT huid FROM product_certificates WHERE productId = ? AND variantId IS NULL', [productId])).toEqual([
        { huid: 'AB12C4' },
      ]);
    });

    it.each([
      ['5 characters', 'AB12C'],
      ['7 characters', 'AB12C34'],
      ['a symbol', 'AB-2C3'],
      ['a space inside', 'AB 2C3'],
      ['a non-Latin letter', 'AB12CÄ'],
    ])('refuses %s with a clear message and writes nothing', async (_what, huid) => {
      const body = await setHallmark(huid);
      expect(body.data.setProductHallmark).toEqual({
        __typename: 'InputValidationError',
        message: 'The HUID must be exactly 6 letters or digits, e.g. AB12C3',
        fieldErrors: [{ field: 'huid', message: 'The HUID must be exactly 6 letters or digits, e.g. AB12C3' }],
      });
      expect(await db('SELECT huid FROM product_certificates WHERE productId = ? AND variantId IS NULL', [productId])).toEqual([
        { huid: 'AB12C4' },
      ]);
    });

    it('refuses a missing HUID and a purity the shop does not sell for the metal', async () => {
      expect((await setHallmark('')).data.setProductHallmark.fieldErrors).toEqual([{ field: 'huid', message: 'The HUID is required' }]);
      const wrongPurity = (await setHallmark('AB12C3', 24)).data.setProductHallmark;
      expect(wrongPurity.__typename).toBe('InputValidationError');
      expect(wrongPurity.fieldErrors).toEqual([
        { field: 'purity', message: 'The hallmark purity must be one the shop sells for this metal: 14K, 18K, 22K' },
      ]);
    });
  });

  describe('access', () => {
    it('refuses a shopper and a guest, and writes nothing', async () => {
      const shopper = await newShopper(t, 'Certs');
      const asShopper = await setHallmark('ZZ99ZZ', 18, {}, shopper.token);
      const asGuest = (await t.gql(CLEAR_HALLMARK, { productId })).body;
      expect(asShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(asGuest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await db('SELECT huid FROM product_certificates WHERE productId = ?', [productId])).toEqual([{ huid: 'AB12C4' }]);
      const read = await t.gql(ADMIN_READ, { id: productId }, shopper.token);
      expect(read.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('answers NOT_FOUND for an unknown product and a field error for a variant of another product', async () => {
      const unknown = (await t.gql(SET_HALLMARK, { productId: 99_999_999, input: { purity: 18, huid: 'AB12C3' } }, admin)).body;
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const [{ id: otherProduct }] = await db('SELECT id FROM products WHERE id <> ? ORDER BY id LIMIT 1', [productId]);
      const foreign = (
        await t.gql(SET_HALLMARK, { productId: Number(otherProduct), variantId, input: { purity: 18, huid: 'AB12C3' } }, admin)
      ).body;
      expect(foreign.data.setProductHallmark.fieldErrors).toEqual([
        { field: 'variantId', message: 'The variant is not one of this product’s' },
      ]);
    });
  });

  describe('certificate', () => {
    it.each([
      ['too short', 'LG123', 'The report number must be 6 to 20 letters or digits, e.g. LG123456789'],
      ['too long', 'LG1234567890123456789', 'The report number must be 6 to 20 letters or digits, e.g. LG123456789'],
      ['with a symbol', 'LG-123456', 'The report number must be 6 to 20 letters or digits, e.g. LG123456789'],
      ['blank', '  ', 'The report number is required'],
    ])('refuses a report number %s', async (_what, reportNumber, message) => {
      const body = await setCertificate({ lab: 'IGI', reportNumber });
      expect(body.data.setProductCertificate).toMatchObject({
        __typename: 'InputValidationError',
        fieldErrors: [{ field: 'reportNumber', message }],
      });
    });

    it('refuses an unknown lab before any resolver runs', async () => {
      const body = await setCertificate({ lab: 'XYZ', reportNumber: 'LG123456789' });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('refuses a .pdf whose bytes are not a PDF, and a picture format it does not take, storing nothing', async () => {
      const before = filesUnder(uploadDir);
      const fake = await setCertificate(
        { lab: 'IGI', reportNumber: 'LG123456789' },
        pdfFile(Buffer.from('Not a PDF at all, just text.\n')),
      );
      const gif: UploadFile = { data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), name: 'report.gif', type: 'image/gif' };
      const wrongFormat = await setCertificate({ lab: 'IGI', reportNumber: 'LG123456789' }, gif);
      const truncated = await setCertificate({ lab: 'IGI', reportNumber: 'LG123456789' }, pdfFile(PDF.subarray(0, 40)));
      const text = await setCertificate({ lab: 'IGI', reportNumber: 'LG123456789' }, NOT_AN_IMAGE);

      const message = 'The certificate must be a PDF, JPEG, PNG or WebP file';
      expect(fake.data.setProductCertificate.fieldErrors).toEqual([{ field: 'file', message }]);
      expect(wrongFormat.data.setProductCertificate.fieldErrors).toEqual([{ field: 'file', message }]);
      expect(truncated.data.setProductCertificate.fieldErrors).toEqual([
        { field: 'file', message: 'The PDF is incomplete (no end-of-file marker)' },
      ]);
      expect(text.data.setProductCertificate.fieldErrors).toEqual([{ field: 'file', message }]);
      expect(filesUnder(uploadDir)).toEqual(before);
      expect(await db('SELECT lab FROM product_certificates WHERE productId = ? AND variantId IS NULL', [productId])).toEqual([
        { lab: null },
      ]);
    });

    it('stores an uploaded PDF, served as it was sent, as a download (never inline); the hallmark stays', async () => {
      const body = await setCertificate({ lab: 'IGI', reportNumber: 'lg123456789' }, pdfFile());
      const saved = body.data.setProductCertificate;
      expect(saved).toMatchObject({
        __typename: 'Certification',
        certificate: {
          lab: 'IGI',
          labName: 'IGI',
          reportNumber: 'LG123456789',
          fileUrl: expect.stringMatching(/^uploads\/certificates\/[a-f0-9]{32}\.pdf$/),
        },
        hallmark: { huid: 'AB12C4' },
      });
      const served = await fetch(`${t.url}/api/${saved.certificate.fileUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${path.basename(saved.certificate.fileUrl)}"`);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    });

    it('replacing the file with a PNG removes the PDF; clearing removes the PNG and keeps the hallmark', async () => {
      const first = (await t.gql(ADMIN_READ, { id: productId }, admin)).body.data.adminProduct.certifications[0].certificate.fileUrl;
      const replaced = (await setCertificate({ lab: 'GIA', reportNumber: '2141438171' }, await pngFile('#ffffff', 'report.png'))).data
        .setProductCertificate;
      expect(replaced.certificate).toMatchObject({ lab: 'GIA', reportNumber: '2141438171', fileUrl: expect.stringMatching(/\.png$/) });
      expect(filesUnder(uploadDir)).not.toContain(path.relative('uploads', first));
      expect(filesUnder(uploadDir)).toContain(path.relative('uploads', replaced.certificate.fileUrl));

      const kept = (await setCertificate({ lab: 'SGL', reportNumber: 'SGL000123' })).data.setProductCertificate;
      expect(kept.certificate.fileUrl).toBe(replaced.certificate.fileUrl);

      const cleared = (await t.gql(CLEAR_CERTIFICATE, { productId }, admin)).body.data.clearProductCertificate;
      expect(cleared).toEqual({ productId, certificate: null, hallmark: { huid: 'AB12C4' } });
      expect(filesUnder(uploadDir)).not.toContain(path.relative('uploads', replaced.certificate.fileUrl));
    });
  });

  describe('reading', () => {
    beforeAll(async () => {
      await setCertificate({ lab: 'IGI', reportNumber: 'LG123456789' }, pdfFile());
      await setHallmark('AB12C3', 18);
      // The variant differs in its hallmark only: its certificate is the product's.
      await setHallmark('ZX98Y7', 22, { variantId });
    });

    it('the storefront product shows the certificate and hallmark, and the variant its own hallmark', async () => {
      const body = (await t.gql(STOREFRONT, { id: productId })).body;
      expect(body.errors).toBeUndefined();
      const product = body.data.product;
      expect(product.certificate).toEqual({
        lab: 'IGI',
        labName: 'IGI',
        reportNumber: 'LG123456789',
        fileUrl: expect.stringMatching(/\.pdf$/),
      });
      expect(product.hallmark).toEqual({ purity: '18K', huid: 'AB12C3' });
      expect(product.variantCertifications).toEqual([
        {
          variantId,
          sizeId: expect.any(Number),
          productColorId: expect.any(Number),
          productCaratId: expect.any(Number),
          certificate: { reportNumber: 'LG123456789' },
          hallmark: { purity: '22K', huid: 'ZX98Y7' },
        },
      ]);
    });

    it('the back-office reads every row as set', async () => {
      const rows = (await t.gql(ADMIN_READ, { id: productId }, admin)).body.data.adminProduct.certifications;
      expect(rows).toEqual([
        { variantId: null, certificate: expect.objectContaining({ lab: 'IGI' }), hallmark: { purity: '18K', huid: 'AB12C3' } },
        { variantId, certificate: null, hallmark: { purity: '22K', huid: 'ZX98Y7' } },
      ]);
    });

    it('REST GET /get-product/{p_id} adds certificate and hallmark to the documented Product', async () => {
      const result = await t.rest('GET', `/api/get-product/${productId}`);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ p_id: productId, ProductCarats: expect.any(Array), reviews: expect.any(Array) });
      expect(result.body.certificate).toEqual({ lab: 'IGI', reportNumber: 'LG123456789', fileUrl: expect.stringMatching(/\.pdf$/) });
      expect(result.body.hallmark).toEqual({ purity: '18K', huid: 'AB12C3' });
      const [{ id: plain }] = await db(
        'SELECT id FROM products WHERE id NOT IN (SELECT productId FROM product_certificates) ORDER BY id LIMIT 1',
      );
      const uncertified = await t.rest('GET', `/api/get-product/${Number(plain)}`);
      expect(uncertified.body).toMatchObject({ certificate: null, hallmark: null });
    });

    it("clearing the variant's only part deletes its row, and the storefront falls back to the product's", async () => {
      const cleared = (await t.gql(CLEAR_HALLMARK, { productId, variantId }, admin)).body.data.clearProductHallmark;
      expect(cleared).toEqual({ productId, certificate: null, hallmark: null });
      const [{ n }] = await db('SELECT COUNT(*) AS n FROM product_certificates WHERE variantId = ?', [variantId]);
      expect(Number(n)).toBe(0);
      const storefront = (await t.gql(STOREFRONT, { id: productId })).body.data.product;
      expect(storefront.variantCertifications).toEqual([]);
    });
  });

  describe('concurrency', () => {
    it('ten first hallmarks of one product at once all succeed and leave one row', async () => {
      const [{ id: categoryId }] = await db('SELECT id FROM categories ORDER BY id LIMIT 1');
      const subcategory = await insertSubcategory(t.server.dataSource, Number(categoryId), 'Certified Race');
      const [{ product }] = await insertProducts(t.server.dataSource, { count: 1, subcategoryId: subcategory.id, namePrefix: 'Race' });
      const huids = Array.from({ length: 10 }, (_, n) => `RACE0${n}`);

      const answers = await Promise.all(
        huids.map((huid) => t.gql(SET_HALLMARK, { productId: product.id, input: { purity: 18, huid } }, admin)),
      );

      expect(answers.map((answer) => answer.body.data?.setProductHallmark?.__typename)).toEqual(huids.map(() => 'Certification'));
      const rows: { huid: string }[] = await db('SELECT huid FROM product_certificates WHERE productId = ?', [product.id]);
      expect(rows).toHaveLength(1);
      expect(huids).toContain(rows[0].huid);
    });
  });

  describe('statements', () => {
    it('a listing of 24 or 96 certified products reads them in the same number of statements', async () => {
      const ds = t.server.dataSource;
      const [{ id: categoryId }] = await db('SELECT id FROM categories ORDER BY id LIMIT 1');
      const small = (await insertSubcategory(ds, Number(categoryId), 'Cert Small')).id;
      const large = (await insertSubcategory(ds, Number(categoryId), 'Cert Large')).id;
      const inserted = [
        ...(await insertProducts(ds, { count: 24, subcategoryId: small, namePrefix: 'Cert Small' })),
        ...(await insertProducts(ds, { count: 72, subcategoryId: large, namePrefix: 'Cert Large' })),
      ];
      for (const [n, { product }] of inserted.entries()) {
        await db(
          "INSERT INTO product_certificates (productId, variantKey, lab, reportNumber, hallmarkPurity, huid, updatedAt) VALUES (?, 0, 'IGI', ?, 18, ?, CURRENT_TIMESTAMP)",
          [product.id, `LG${String(100000 + n)}`, `HU${String(1000 + n)}`],
        );
      }
      const list = (subcategoryIds: number[]) => t.gql(LISTING, { filter: { subcategoryIds }, first: 100 });
      // The second of two identical calls: the first fills the catalogue's per-version caches.
      await list([small]);
      const few = await list([small]);
      await list([small, large]);
      const many = await list([small, large]);

      expect(few.body.errors).toBeUndefined();
      expect(few.body.data.products.items).toHaveLength(24);
      expect(many.body.data.products.items).toHaveLength(96);
      expect(many.body.data.products.items.every((p: any) => p.certificate?.lab === 'IGI' && /^HU\d{4}$/.test(p.hallmark?.huid))).toBe(
        true,
      );
      expect(many.sqlStatements).toBe(few.sqlStatements);
    }, 120_000);
  });
});
