import { type Request, Router } from 'express';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';
import { InputValidationError } from '../domain/common/error-results';
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

export function adminProductsRoutes({ productAdmin }: Services): Router {
  const router = Router();
  const parts = productAdmin.parts;

  const productAnswer = async (req: Request, products: Product[]) =>
    (await productAdmin.productViews(req.ctx, products)).map(legacyAdminProduct);
  const colourAnswer = async (rows: ProductColor[]) => (await colourViews(productAdmin.requestLoaders(), rows)).map(legacyProductColour);
  const caratAnswer = async (rows: ProductCarat[]) => (await caratViews(productAdmin.requestLoaders(), rows)).map(legacyProductCarat);
  const partArgs = (req: Request) => ({
    productId: queryInt(req, 'p_id', null, 1, 2_147_483_647),
    first: queryInt(req, 'limit', MAX_PART_LIMIT, 1, MAX_PART_LIMIT),
    offset: queryInt(req, 'offset', 0, 0, 2_147_483_647),
  });
  const body = (req: Request) => legacyRecord(req.body) ?? {};

  // --- products ---

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
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.status(201).json((await productAnswer(req, [result]))[0]);
  });

  router.put('/update-product/:p_id', requireAdmin, multipartAny, async (req, res) => {
    const id = pathId(req.params.p_id, 'product ID');
    const result = await productAdmin.updateProduct(req.ctx, id, legacyProductInput(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.json((await productAnswer(req, [result]))[0]);
  });

  router.delete('/delete-product/:p_id', requireAdmin, async (req, res) => {
    const product = await productAdmin.deleteProduct(req.ctx, pathId(req.params.p_id, 'product ID'));
    res.json({ message: 'Product deleted successfully', p_id: product.id });
  });

  // --- product colours: { p_id, color_id, imageUrls } ---

  const colourInput = (req: Request) => {
    const b = body(req);
    return {
      productId: legacyNumber(b.p_id ?? b.productId),
      colorId: legacyNumber(b.color_id ?? b.colorId),
      imageUrls: legacyImageUrls(b),
    };
  };

  router.get('/product-colors', requireAdmin, async (req, res) => {
    res.json(await colourAnswer(await parts.listColors(req.ctx, partArgs(req))));
  });

  router.post('/product-colors', requireAdmin, async (req, res) => {
    const result = await parts.createColor(req.ctx, colourInput(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.status(201).json((await colourAnswer([result]))[0]);
  });

  router.put('/product-colors/:id', requireAdmin, async (req, res) => {
    const result = await parts.updateColor(req.ctx, pathId(req.params.id, 'product color ID'), colourInput(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.json((await colourAnswer([result]))[0]);
  });

  router.delete('/product-colors/:id', requireAdmin, async (req, res) => {
    const row = await parts.deleteColor(req.ctx, pathId(req.params.id, 'product color ID'));
    res.json({ message: 'Product color deleted successfully', pcolor_id: row.id });
  });

  // --- product carats: { p_id, carat_id, prices? } ---

  const caratInput = (req: Request) => {
    const b = body(req);
    return {
      productId: legacyNumber(b.p_id ?? b.productId),
      caratId: legacyNumber(b.carat_id ?? b.caratId),
      prices: Array.isArray(b.prices) ? b.prices.map(legacyPriceRow) : b.prices,
    };
  };

  router.get('/product-carats', requireAdmin, async (req, res) => {
    res.json(await caratAnswer(await parts.listCarats(req.ctx, partArgs(req))));
  });

  router.post('/product-carats', requireAdmin, async (req, res) => {
    const result = await parts.createCarat(req.ctx, caratInput(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.status(201).json((await caratAnswer([result]))[0]);
  });

  router.put('/product-carats/:id', requireAdmin, async (req, res) => {
    const result = await parts.updateCarat(req.ctx, pathId(req.params.id, 'product carat ID'), caratInput(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.json((await caratAnswer([result]))[0]);
  });

  router.delete('/product-carats/:id', requireAdmin, async (req, res) => {
    const row = await parts.deleteCarat(req.ctx, pathId(req.params.id, 'product carat ID'));
    res.json({ message: 'Product carat deleted successfully', pc_id: row.id });
  });

  // --- product variants: { p_id, s_id, pcolor_id, pc_id } ---

  const variantInput = (req: Request) => {
    const b = body(req);
    return {
      productId: legacyNumber(b.p_id ?? b.productId),
      sizeId: legacyNumber(b.s_id ?? b.sizeId),
      productColorId: legacyNumber(b.pcolor_id ?? b.productColorId),
      productCaratId: legacyNumber(b.pc_id ?? b.productCaratId),
    };
  };
  const variantAnswer = (row: ProductVariant) => legacyProductVariant(row);

  router.get('/product-variants', requireAdmin, async (req, res) => {
    res.json((await parts.listVariants(req.ctx, partArgs(req))).map(variantAnswer));
  });

  router.post('/product-variants', requireAdmin, async (req, res) => {
    const result = await parts.createVariant(req.ctx, variantInput(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.status(201).json(variantAnswer(result));
  });

  router.put('/product-variants/:id', requireAdmin, async (req, res) => {
    const result = await parts.updateVariant(req.ctx, pathId(req.params.id, 'product variant ID'), variantInput(req));
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.json(variantAnswer(result));
  });

  router.delete('/product-variants/:id', requireAdmin, async (req, res) => {
    const row = await parts.deleteVariant(req.ctx, pathId(req.params.id, 'product variant ID'));
    res.json({ message: 'Product variant deleted successfully', pv_id: row.id });
  });

  // --- lookup lists of the three part pages (admin only; the storefront's colours are GET /get-colors) ---

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

  return router;
}
