import { type Request, Router } from 'express';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';
import { InputValidationError, isErrorResult } from '../domain/common/error-results';
import type { Product } from '../entities/product.entity';
import type { ProductColor } from '../entities/product-color.entity';
import type { ProductCarat } from '../entities/product-carat.entity';
import type { ProductVariant } from '../entities/product-variant.entity';
import { caratViews, colourViews } from '../domain/products-admin/product-admin.views';
import type { Services } from '../services';
import {
  includeParts,
  legacyAdminProduct,
  legacyImageUrls,
  legacyNumber,
  legacyPriceRow,
  legacyProductCarat,
  legacyProductColour,
  legacyProductInput,
  legacyProductVariant,
  legacyRecord,
} from './admin-products.legacy';
import { requireAdmin } from './auth.middleware';
import { sendErrorResult } from './errors';
import { multipartAny } from './multipart';
import { pathId } from './params';

// Back-office products on the legacy paths of docs/legacy-rest.md#back-office-products, admin only (401
// without a valid token, 403 for a customer), whatever the seed's client sent. Errors: `{ details }`
// (docs/errors.md#rest; the products page shows the server's details), plus fieldErrors for a form. Shapes:
// admin-products.legacy.ts.

const MAX_LIMIT = 100;
const MAX_PART_LIMIT = 500;

const badRequest = (message: string) => new DomainError(DomainErrorCode.INVALID_INPUT, message);

function queryInt(req: Request, name: string, fallback: number | null, min: number, max: number): number | null {
  const raw = req.query[name];
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max)
    throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
  return Number(text);
}

/** One product part's four legacy paths: list (paged by partArgs), create, update and delete. */
interface PartPaths<Row extends { id: number }, Input> {
  path: string;
  /** "product color": the path id's name in errors, and the delete message's subject. */
  noun: string;
  /** The legacy id key of a delete's answer, e.g. pcolor_id. */
  idKey: string;
  input(req: Request): Input;
  list(req: Request): Promise<Row[]>;
  create(req: Request, input: Input): Promise<Row | InputValidationError>;
  update(req: Request, id: number, input: Input): Promise<Row | InputValidationError>;
  remove(req: Request, id: number): Promise<Row>;
  answer(rows: Row[]): Promise<unknown[]> | unknown[];
}

function partRoutes<Row extends { id: number }, Input>(router: Router, part: PartPaths<Row, Input>): void {
  const idOf = (req: Request) => pathId(req.params.id, `${part.noun} ID`);
  const one = async (row: Row) => (await part.answer([row]))[0];
  const subject = part.noun.charAt(0).toUpperCase() + part.noun.slice(1);
  router.get(`/${part.path}`, requireAdmin, async (req, res) => {
    res.json(await part.answer(await part.list(req)));
  });
  router.post(`/${part.path}`, requireAdmin, async (req, res) => {
    const result = await part.create(req, part.input(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.status(201).json(await one(result));
  });
  router.put(`/${part.path}/:id`, requireAdmin, async (req, res) => {
    const result = await part.update(req, idOf(req), part.input(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.json(await one(result));
  });
  router.delete(`/${part.path}/:id`, requireAdmin, async (req, res) => {
    const row = await part.remove(req, idOf(req));
    res.json({ message: `${subject} deleted successfully`, [part.idKey]: row.id });
  });
}

/** The request's body as a record of legacy fields (an empty one when it is not an object). */
const body = (req: Request) => legacyRecord(req.body) ?? {};

const partArgs = (req: Request) => ({
  productId: queryInt(req, 'p_id', null, 1, 2_147_483_647),
  first: queryInt(req, 'limit', MAX_PART_LIMIT, 1, MAX_PART_LIMIT),
  offset: queryInt(req, 'offset', 0, 0, 2_147_483_647),
});

// --- the parts' inputs: colours { p_id, color_id, imageUrls }, carats { p_id, carat_id, prices? },
// variants { p_id, s_id, pcolor_id, pc_id } (the GraphQL names are accepted too) ---

function colourInput(req: Request) {
  const b = body(req);
  return { productId: legacyNumber(b.p_id ?? b.productId), colorId: legacyNumber(b.color_id ?? b.colorId), imageUrls: legacyImageUrls(b) };
}

function caratInput(req: Request) {
  const b = body(req);
  return {
    productId: legacyNumber(b.p_id ?? b.productId),
    caratId: legacyNumber(b.carat_id ?? b.caratId),
    prices: Array.isArray(b.prices) ? b.prices.map(legacyPriceRow) : b.prices,
  };
}

function variantInput(req: Request) {
  const b = body(req);
  return {
    productId: legacyNumber(b.p_id ?? b.productId),
    sizeId: legacyNumber(b.s_id ?? b.sizeId),
    productColorId: legacyNumber(b.pcolor_id ?? b.productColorId),
    productCaratId: legacyNumber(b.pc_id ?? b.productCaratId),
    // docs/decisions.md#stock: absent = unchanged, null = not tracked.
    ...('stock' in b ? { stock: b.stock === null ? null : legacyNumber(b.stock) } : {}),
  };
}

export function adminProductsRoutes(services: Services): Router {
  const router = Router();
  productRoutes(router, services);
  partsRoutes(router, services);
  lookupRoutes(router, services);
  return router;
}

/** The products themselves. */
function productRoutes(router: Router, { productAdmin }: Services): void {
  const productAnswer = async (req: Request, products: Product[]) =>
    (await productAdmin.productViews(req.ctx, products)).map(legacyAdminProduct);

  // ?include= names the related parts (default all), ?search= words of the name, ?limit (1-100,
  // default 100) and ?offset page it; X-Total-Count says how many match. Newest first.
  router.get('/get-products', requireAdmin, async (req, res) => {
    const include = includeParts(req);
    const search = typeof req.query.search === 'string' ? req.query.search : null;
    const page = await productAdmin.listProducts(req.ctx, {
      first: queryInt(req, 'limit', MAX_LIMIT, 1, MAX_LIMIT),
      offset: queryInt(req, 'offset', 0, 0, 2_147_483_647),
      search,
    });
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json((await productAdmin.productViews(req.ctx, page.items, include)).map(legacyAdminProduct));
  });

  router.post('/create-product', requireAdmin, multipartAny, async (req, res) => {
    const result = await productAdmin.createProduct(req.ctx, legacyProductInput(req));
    if (isErrorResult(result)) return sendErrorResult(res, result);
    res.status(201).json((await productAnswer(req, [result]))[0]);
  });

  router.put('/update-product/:p_id', requireAdmin, multipartAny, async (req, res) => {
    const id = pathId(req.params.p_id, 'product ID');
    const result = await productAdmin.updateProduct(req.ctx, id, legacyProductInput(req));
    if (isErrorResult(result)) return sendErrorResult(res, result);
    res.json((await productAnswer(req, [result]))[0]);
  });

  router.delete('/delete-product/:p_id', requireAdmin, async (req, res) => {
    const product = await productAdmin.deleteProduct(req.ctx, pathId(req.params.p_id, 'product ID'));
    res.json({ message: 'Product deleted successfully', p_id: product.id });
  });
}

/** A product's colours, carats and variants. */
function partsRoutes(router: Router, { productAdmin }: Services): void {
  const parts = productAdmin.parts;
  partRoutes<ProductColor, ReturnType<typeof colourInput>>(router, {
    path: 'product-colors',
    noun: 'product color',
    idKey: 'pcolor_id',
    input: colourInput,
    list: (req) => parts.listColors(req.ctx, partArgs(req)),
    create: (req, input) => parts.createColor(req.ctx, input),
    update: (req, id, input) => parts.updateColor(req.ctx, id, input),
    remove: (req, id) => parts.deleteColor(req.ctx, id),
    answer: async (rows) => (await colourViews(productAdmin.requestLoaders(), rows)).map(legacyProductColour),
  });
  partRoutes<ProductCarat, ReturnType<typeof caratInput>>(router, {
    path: 'product-carats',
    noun: 'product carat',
    idKey: 'pc_id',
    input: caratInput,
    list: (req) => parts.listCarats(req.ctx, partArgs(req)),
    create: (req, input) => parts.createCarat(req.ctx, input),
    update: (req, id, input) => parts.updateCarat(req.ctx, id, input),
    remove: (req, id) => parts.deleteCarat(req.ctx, id),
    answer: async (rows) => (await caratViews(productAdmin.requestLoaders(), rows)).map(legacyProductCarat),
  });
  partRoutes<ProductVariant, ReturnType<typeof variantInput>>(router, {
    path: 'product-variants',
    noun: 'product variant',
    idKey: 'pv_id',
    input: variantInput,
    list: (req) => parts.listVariants(req.ctx, partArgs(req)),
    create: (req, input) => parts.createVariant(req.ctx, input),
    update: (req, id, input) => parts.updateVariant(req.ctx, id, input),
    remove: (req, id) => parts.deleteVariant(req.ctx, id),
    answer: (rows) => rows.map(legacyProductVariant),
  });
}

/** Lookup lists of the three part pages (admin only; the storefront's colours are GET /get-colors). */
function lookupRoutes(router: Router, { productAdmin }: Services): void {
  const parts = productAdmin.parts;
  router.get('/products', requireAdmin, async (req, res) => {
    res.json((await parts.lookupProducts(req.ctx)).map((p) => ({ p_id: p.id, name: p.name, mt_id: p.metalTypeId })));
  });

  router.get('/colors', requireAdmin, async (req, res) => {
    res.json((await parts.lookupColors(req.ctx)).map((c) => ({ color_id: c.id, name: c.name })));
  });

  router.get('/carats', requireAdmin, async (req, res) => {
    const carats = await parts.lookupCarats(req.ctx, queryInt(req, 'mt_id', null, 1, 2_147_483_647));
    res.json(carats.map((c) => ({ carat_id: c.id, value: c.value, multiplier: Number(c.multiplier), mt_id: c.metalTypeId })));
  });

  router.get('/sizes', requireAdmin, async (req, res) => {
    res.json((await parts.lookupSizes(req.ctx)).map((s) => ({ s_id: s.id, name: s.name })));
  });
}
