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
  // Optional on the legacy paths (docs/decisions.md#no-lost-updates): without it last write wins.
  if (body.version !== undefined && body.version !== '') input.expectedVersion = num(body.version);
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

/**
 * One catalogue row's legacy paths, which the seed's client named one by one (`/createmetal`,
 * `/metal-types/:id`, `/update-carat/:id` ...): a list (when the back-office reads it here), create,
 * update and delete. `fields` map the legacy body to the service input (absent: the body is `input`'s).
 */
interface RowPaths<Row> {
  paths: { list?: string[]; create: string; update: string; remove: string };
  /** The path id's name in errors, e.g. "metal type id". */
  idName: string;
  shape: (row: Row) => unknown;
  fields?: FieldMap;
  /** Create and update take multipart (a picture) instead of JSON. */
  multipart?: boolean;
  input?: (req: Request) => Record<string, unknown>;
  list?: (req: Request) => Promise<Row[]>;
  create(req: Request, input: Record<string, unknown>): Promise<Row | ErrorResult>;
  update(req: Request, id: number, input: Record<string, unknown>): Promise<Row | ErrorResult>;
  remove(req: Request, id: number): Promise<CatalogueItemDeleted | ErrorResult>;
}

function rowRoutes<Row extends object>(router: Router, row: RowPaths<Row>): void {
  const input = row.input ?? ((req: Request) => payload(req, row.fields ?? NAME_FIELDS));
  const body = row.multipart ? [requireAdmin, multipartAny] : [requireAdmin];
  const idOf = (req: Request) => pathId(req.params.id, row.idName);
  for (const path of row.paths.list ?? []) {
    router.get(path, requireAdmin, async (req, res) => {
      res.json((await row.list!(req)).map(row.shape));
    });
  }
  router.post(row.paths.create, ...body, async (req: Request, res: Response) => {
    answer(res, await row.create(req, input(req)), 201, row.shape, row.fields);
  });
  router.put(row.paths.update, ...body, async (req: Request, res: Response) => {
    answer(res, await row.update(req, idOf(req), input(req)), 200, row.shape, row.fields);
  });
  router.delete(row.paths.remove, requireAdmin, async (req, res) => {
    answer(res, await row.remove(req, idOf(req)), 200, deleted);
  });
}

export function adminCatalogueRoutes({ catalogueConfig: config }: Services): Router {
  const router = Router();
  rowRoutes<MetalType>(router, {
    paths: { list: ['/metal-types'], create: '/createmetal', update: '/metal-types/:id', remove: '/metal-types/:id' },
    idName: 'metal type id',
    shape: legacyMetal,
    fields: METAL_FIELDS,
    list: (req) => config.metals.listMetalTypes(req.ctx),
    create: (req, input) => config.metals.createMetalType(req.ctx, input),
    update: (req, id, input) => config.metals.updateMetalType(req.ctx, id, input),
    remove: (req, id) => config.metals.deleteMetalType(req.ctx, id),
  });
  // GET /get-carats-bymetal: ?mt_id narrows to one metal (absent or empty: every carat).
  router.get('/get-carats-bymetal', requireAdmin, async (req, res) => {
    res.json((await config.metals.listCarats(req.ctx, optionalMetalTypeId(req))).map(legacyCarat));
  });
  rowRoutes<Carat>(router, {
    paths: { list: ['/get-carats'], create: '/create-carat', update: '/update-carat/:id', remove: '/delete-carat/:id' },
    idName: 'carat id',
    shape: legacyCarat,
    fields: CARAT_FIELDS,
    list: (req) => config.metals.listCarats(req.ctx),
    create: (req, input) => config.metals.createCarat(req.ctx, input),
    update: (req, id, input) => config.metals.updateCarat(req.ctx, id, input),
    remove: (req, id) => config.metals.deleteCarat(req.ctx, id),
  });
  // Categories: multipart name + image; GET /get-categories is the storefront's.
  rowRoutes<Category>(router, {
    paths: { create: '/createcategory', update: '/update-category/:id', remove: '/delete-category/:id' },
    idName: 'category id',
    shape: legacyCategory,
    multipart: true,
    input: (req) => ({ ...payload(req, NAME_FIELDS), image: fileOf(req.files, 'image')?.buffer ?? null }),
    create: (req, input) => config.categories.createCategory(req.ctx, input),
    update: (req, id, input) => config.categories.updateCategory(req.ctx, id, input),
    remove: (req, id) => config.categories.deleteCategory(req.ctx, id),
  });
  rowRoutes<Subcategory>(router, {
    paths: {
      list: ['/get-subcategories'],
      create: '/create-subcategory',
      update: '/update-subcategory/:id',
      remove: '/delete-subcategory/:id',
    },
    idName: 'subcategory id',
    shape: legacySubcategory,
    fields: SUBCATEGORY_FIELDS,
    list: (req) => config.categories.listSubcategories(req.ctx),
    create: (req, input) => config.categories.createSubcategory(req.ctx, input),
    update: (req, id, input) => config.categories.updateSubcategory(req.ctx, id, input),
    remove: (req, id) => config.categories.deleteSubcategory(req.ctx, id),
  });
  rowRoutes<Size>(router, {
    paths: { list: ['/get-sizes'], create: '/create-size', update: '/update-size/:id', remove: '/delete-size/:id' },
    idName: 'size id',
    shape: legacySize,
    list: (req) => config.sizes.list(req.ctx),
    create: (req, input) => config.sizes.create(req.ctx, input),
    update: (req, id, input) => config.sizes.update(req.ctx, id, input),
    remove: (req, id) => config.sizes.delete(req.ctx, id),
  });
  rowRoutes<Currency>(router, {
    paths: { list: ['/get-currency'], create: '/create-currency', update: '/update-currency/:id', remove: '/delete-currency/:id' },
    idName: 'currency id',
    shape: legacyCurrency,
    fields: CURRENCY_FIELDS,
    list: (req) => config.currencies.list(req.ctx),
    create: (req, input) => config.currencies.create(req.ctx, input),
    update: (req, id, input) => config.currencies.update(req.ctx, id, input),
    remove: (req, id) => config.currencies.delete(req.ctx, id),
  });
  // Colours: GET /get-colors is the storefront's.
  rowRoutes<Color>(router, {
    paths: { create: '/create-color', update: '/update-color/:id', remove: '/delete-color/:id' },
    idName: 'colour id',
    shape: legacyColor,
    create: (req, input) => config.colors.create(req.ctx, input),
    update: (req, id, input) => config.colors.update(req.ctx, id, input),
    remove: (req, id) => config.colors.delete(req.ctx, id),
  });
  return router;
}
