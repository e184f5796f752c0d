import { type Request, type Response, Router } from 'express';
import type { CatalogueItemDeleted } from '../domain/catalogue-config/config-helpers';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';
import { type ErrorResult, isErrorResult } from '../domain/common/error-results';
import type { Carat } from '../entities/carat.entity';
import type { Category } from '../entities/category.entity';
import type { Color } from '../entities/color.entity';
import type { Currency } from '../entities/currency.entity';
import type { MetalType } from '../entities/metal-type.entity';
import type { Size } from '../entities/size.entity';
import type { Subcategory } from '../entities/subcategory.entity';
import type { Services } from '../services';
import { requireAdmin } from './auth.middleware';
import { sendErrorResult } from './errors';
import { fileOf, multipartAny } from './multipart';
import { num, pathId } from './params';

// The back-office catalogue rows of docs/legacy-rest.md#back-office-catalogue, every one admin-only
// (docs/decisions.md#authorisation) even where the seed's client sent no token: 401 without a valid token,
// 403 for a customer. The public storefront reads GET /get-categories and GET /get-colors are answered by
// catalogue.routes.ts. Answers use the legacy field names of docs/legacy-rest.md#back-office-catalogue;
// errors are 400/404/409 with the reason in `details`.

// ---- legacy shapes (docs/legacy-rest.md#back-office-catalogue) ----

const legacyMetal = (m: MetalType) => ({ mt_id: m.id, name: m.name, baseRatePerGram: Number(m.baseRatePerGram) });
const legacyCarat = (c: Carat) => ({
  carat_id: c.id,
  value: c.value,
  multiplier: Number(c.multiplier),
  mt_id: c.metalTypeId,
  metaltype: c.metalType ? legacyMetal(c.metalType) : null,
});
const legacyCategory = (c: Category) => ({ c_id: c.id, name: c.name, image: c.image });
const legacySubcategory = (s: Subcategory) => ({
  sc_id: s.id,
  name: s.name,
  c_id: s.categoryId,
  category: s.category ? { c_id: s.category.id, name: s.category.name } : null,
});
const legacySize = (s: Size) => ({ s_id: s.id, name: s.name });
const legacyCurrency = (c: Currency) => ({ currency_id: c.id, code: c.code, conversionRateToINR: Number(c.conversionRateToINR) });
const legacyColor = (c: Color) => ({ color_id: c.id, name: c.name });

// ---- payloads: legacy body fields -> service fields; only the fields sent (an update changes just those) ----

type FieldMap = Record<string, { to: string; number?: boolean }>;

const METAL_FIELDS: FieldMap = { name: { to: 'name' }, baseRatePerGram: { to: 'baseRatePerGram', number: true } };
const CARAT_FIELDS: FieldMap = {
  value: { to: 'value', number: true },
  multiplier: { to: 'multiplier', number: true },
  mt_id: { to: 'metalTypeId', number: true },
};
const SUBCATEGORY_FIELDS: FieldMap = { name: { to: 'name' }, c_id: { to: 'categoryId', number: true } };
const NAME_FIELDS: FieldMap = { name: { to: 'name' } };
const CURRENCY_FIELDS: FieldMap = { code: { to: 'code' }, conversionRateToINR: { to: 'conversionRateToINR', number: true } };

/** The service input of a legacy body: JSON or multipart, numbers possibly as strings. */
function payload(req: Request, fields: FieldMap): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const [legacy, { to, number }] of Object.entries(fields)) {
    if (body[legacy] === undefined) continue;
    input[to] = number ? num(body[legacy]) : body[legacy];
  }
  return input;
}

/** Field names of validation errors as the legacy client sent them. */
const legacyFieldName = (field: string, fields: FieldMap): string => Object.entries(fields).find(([, f]) => f.to === field)?.[0] ?? field;

/** Sends a service result: the shaped record, or its error result with a status and the reason in `details`. */
function answer<T extends object>(
  res: Response,
  result: T,
  ok: number,
  shape: (value: Exclude<T, ErrorResult>) => unknown,
  fields: FieldMap = {},
): void {
  if (isErrorResult(result)) return sendErrorResult(res, result, { fieldName: (field) => legacyFieldName(field, fields) });
  res.status(ok).json(shape(result as Exclude<T, ErrorResult>));
}

const deleted = (d: CatalogueItemDeleted) => ({ message: d.message });

/** Optional ?mt_id of GET /get-carats-bymetal: absent or empty for every carat. */
function optionalMetalTypeId(req: Request): number | null {
  const value = req.query.mt_id;
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new DomainError(DomainErrorCode.INVALID_INPUT, 'Invalid metal type id');
  return pathId(value.trim(), 'metal type id');
}

export function adminCatalogueRoutes({ catalogueConfig: config }: Services): Router {
  const router = Router();
  const admin = requireAdmin;

  // ---- metal types ----
  router.get('/metal-types', admin, async (req, res) => {
    res.json((await config.metals.listMetalTypes(req.ctx)).map(legacyMetal));
  });
  router.post('/createmetal', admin, async (req, res) => {
    answer(res, await config.metals.createMetalType(req.ctx, payload(req, METAL_FIELDS)), 201, legacyMetal, METAL_FIELDS);
  });
  router.put('/metal-types/:id', admin, async (req, res) => {
    const id = pathId(req.params.id, 'metal type id');
    answer(res, await config.metals.updateMetalType(req.ctx, id, payload(req, METAL_FIELDS)), 200, legacyMetal, METAL_FIELDS);
  });
  router.delete('/metal-types/:id', admin, async (req, res) => {
    answer(res, await config.metals.deleteMetalType(req.ctx, pathId(req.params.id, 'metal type id')), 200, deleted);
  });

  // ---- carats ----
  router.get('/get-carats', admin, async (req, res) => {
    res.json((await config.metals.listCarats(req.ctx)).map(legacyCarat));
  });
  router.get('/get-carats-bymetal', admin, async (req, res) => {
    res.json((await config.metals.listCarats(req.ctx, optionalMetalTypeId(req))).map(legacyCarat));
  });
  router.post('/create-carat', admin, async (req, res) => {
    answer(res, await config.metals.createCarat(req.ctx, payload(req, CARAT_FIELDS)), 201, legacyCarat, CARAT_FIELDS);
  });
  router.put('/update-carat/:id', admin, async (req, res) => {
    const id = pathId(req.params.id, 'carat id');
    answer(res, await config.metals.updateCarat(req.ctx, id, payload(req, CARAT_FIELDS)), 200, legacyCarat, CARAT_FIELDS);
  });
  router.delete('/delete-carat/:id', admin, async (req, res) => {
    answer(res, await config.metals.deleteCarat(req.ctx, pathId(req.params.id, 'carat id')), 200, deleted);
  });

  // ---- categories (multipart name + image; GET /get-categories is the storefront's) ----
  const categoryInput = (req: Request) => ({ ...payload(req, NAME_FIELDS), image: fileOf(req.files, 'image')?.buffer ?? null });
  router.post('/createcategory', admin, multipartAny, async (req, res) => {
    answer(res, await config.categories.createCategory(req.ctx, categoryInput(req)), 201, legacyCategory);
  });
  router.put('/update-category/:id', admin, multipartAny, async (req, res) => {
    const id = pathId(req.params.id, 'category id');
    answer(res, await config.categories.updateCategory(req.ctx, id, categoryInput(req)), 200, legacyCategory);
  });
  router.delete('/delete-category/:id', admin, async (req, res) => {
    answer(res, await config.categories.deleteCategory(req.ctx, pathId(req.params.id, 'category id')), 200, deleted);
  });

  // ---- subcategories ----
  router.get('/get-subcategories', admin, async (req, res) => {
    res.json((await config.categories.listSubcategories(req.ctx)).map(legacySubcategory));
  });
  router.post('/create-subcategory', admin, async (req, res) => {
    answer(
      res,
      await config.categories.createSubcategory(req.ctx, payload(req, SUBCATEGORY_FIELDS)),
      201,
      legacySubcategory,
      SUBCATEGORY_FIELDS,
    );
  });
  router.put('/update-subcategory/:id', admin, async (req, res) => {
    const id = pathId(req.params.id, 'subcategory id');
    answer(
      res,
      await config.categories.updateSubcategory(req.ctx, id, payload(req, SUBCATEGORY_FIELDS)),
      200,
      legacySubcategory,
      SUBCATEGORY_FIELDS,
    );
  });
  router.delete('/delete-subcategory/:id', admin, async (req, res) => {
    answer(res, await config.categories.deleteSubcategory(req.ctx, pathId(req.params.id, 'subcategory id')), 200, deleted);
  });

  // ---- sizes ----
  router.get('/get-sizes', admin, async (req, res) => {
    res.json((await config.sizes.list(req.ctx)).map(legacySize));
  });
  router.post('/create-size', admin, async (req, res) => {
    answer(res, await config.sizes.create(req.ctx, payload(req, NAME_FIELDS)), 201, legacySize);
  });
  router.put('/update-size/:id', admin, async (req, res) => {
    const id = pathId(req.params.id, 'size id');
    answer(res, await config.sizes.update(req.ctx, id, payload(req, NAME_FIELDS)), 200, legacySize);
  });
  router.delete('/delete-size/:id', admin, async (req, res) => {
    answer(res, await config.sizes.delete(req.ctx, pathId(req.params.id, 'size id')), 200, deleted);
  });

  // ---- currencies ----
  router.get('/get-currency', admin, async (req, res) => {
    res.json((await config.currencies.list(req.ctx)).map(legacyCurrency));
  });
  router.post('/create-currency', admin, async (req, res) => {
    answer(res, await config.currencies.create(req.ctx, payload(req, CURRENCY_FIELDS)), 201, legacyCurrency, CURRENCY_FIELDS);
  });
  router.put('/update-currency/:id', admin, async (req, res) => {
    const id = pathId(req.params.id, 'currency id');
    answer(res, await config.currencies.update(req.ctx, id, payload(req, CURRENCY_FIELDS)), 200, legacyCurrency, CURRENCY_FIELDS);
  });
  router.delete('/delete-currency/:id', admin, async (req, res) => {
    answer(res, await config.currencies.delete(req.ctx, pathId(req.params.id, 'currency id')), 200, deleted);
  });

  // ---- colours (GET /get-colors is the storefront's) ----
  router.post('/create-color', admin, async (req, res) => {
    answer(res, await config.colors.create(req.ctx, payload(req, NAME_FIELDS)), 201, legacyColor);
  });
  router.put('/update-color/:id', admin, async (req, res) => {
    const id = pathId(req.params.id, 'colour id');
    answer(res, await config.colors.update(req.ctx, id, payload(req, NAME_FIELDS)), 200, legacyColor);
  });
  router.delete('/delete-color/:id', admin, async (req, res) => {
    answer(res, await config.colors.delete(req.ctx, pathId(req.params.id, 'colour id')), 200, deleted);
  });

  return router;
}
