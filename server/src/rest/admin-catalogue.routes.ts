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
import type { RequestContext } from '../domain/common/request-context';
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

/** A catalogue row's service calls, in the request's context: the size, currency and colour services as they are. */
interface RowService<Row> {
  list?(ctx: RequestContext): Promise<Row[]>;
  create(ctx: RequestContext, input: Record<string, unknown>): Promise<Row | ErrorResult>;
  update(ctx: RequestContext, id: number, input: Record<string, unknown>): Promise<Row | ErrorResult>;
  delete(ctx: RequestContext, id: number): Promise<CatalogueItemDeleted | ErrorResult>;
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
  service: RowService<Row>;
}

function rowRoutes<Row extends object>(router: Router, row: RowPaths<Row>): void {
  const input = row.input ?? ((req: Request) => payload(req, row.fields ?? NAME_FIELDS));
  const body = row.multipart ? [requireAdmin, multipartAny] : [requireAdmin];
  const idOf = (req: Request) => pathId(req.params.id, row.idName);
  for (const path of row.paths.list ?? []) {
    router.get(path, requireAdmin, async (req, res) => {
      res.json((await row.service.list!(req.ctx)).map(row.shape));
    });
  }
  router.post(row.paths.create, ...body, async (req: Request, res: Response) => {
    answer(res, await row.service.create(req.ctx, input(req)), 201, row.shape, row.fields);
  });
  router.put(row.paths.update, ...body, async (req: Request, res: Response) => {
    answer(res, await row.service.update(req.ctx, idOf(req), input(req)), 200, row.shape, row.fields);
  });
  router.delete(row.paths.remove, requireAdmin, async (req, res) => {
    answer(res, await row.service.delete(req.ctx, idOf(req)), 200, deleted);
  });
}

export function adminCatalogueRoutes({ catalogueConfig: config }: Services): Router {
  const router = Router();
  rowRoutes<MetalType>(router, {
    paths: { list: ['/metal-types'], create: '/createmetal', update: '/metal-types/:id', remove: '/metal-types/:id' },
    idName: 'metal type id',
    shape: legacyMetal,
    fields: METAL_FIELDS,
    service: {
      list: (ctx) => config.metals.listMetalTypes(ctx),
      create: (ctx, input) => config.metals.createMetalType(ctx, input),
      update: (ctx, id, input) => config.metals.updateMetalType(ctx, id, input),
      delete: (ctx, id) => config.metals.deleteMetalType(ctx, id),
    },
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
    service: {
      list: (ctx) => config.metals.listCarats(ctx),
      create: (ctx, input) => config.metals.createCarat(ctx, input),
      update: (ctx, id, input) => config.metals.updateCarat(ctx, id, input),
      delete: (ctx, id) => config.metals.deleteCarat(ctx, id),
    },
  });
  // Categories: multipart name + image; GET /get-categories is the storefront's.
  rowRoutes<Category>(router, {
    paths: { create: '/createcategory', update: '/update-category/:id', remove: '/delete-category/:id' },
    idName: 'category id',
    shape: legacyCategory,
    multipart: true,
    input: (req) => ({ ...payload(req, NAME_FIELDS), image: fileOf(req.files, 'image')?.buffer ?? null }),
    service: {
      create: (ctx, input) => config.categories.createCategory(ctx, input),
      update: (ctx, id, input) => config.categories.updateCategory(ctx, id, input),
      delete: (ctx, id) => config.categories.deleteCategory(ctx, id),
    },
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
    service: {
      list: (ctx) => config.categories.listSubcategories(ctx),
      create: (ctx, input) => config.categories.createSubcategory(ctx, input),
      update: (ctx, id, input) => config.categories.updateSubcategory(ctx, id, input),
      delete: (ctx, id) => config.categories.deleteSubcategory(ctx, id),
    },
  });
  rowRoutes<Size>(router, {
    paths: { list: ['/get-sizes'], create: '/create-size', update: '/update-size/:id', remove: '/delete-size/:id' },
    idName: 'size id',
    shape: legacySize,
    service: config.sizes,
  });
  rowRoutes<Currency>(router, {
    paths: { list: ['/get-currency'], create: '/create-currency', update: '/update-currency/:id', remove: '/delete-currency/:id' },
    idName: 'currency id',
    shape: legacyCurrency,
    fields: CURRENCY_FIELDS,
    service: config.currencies,
  });
  // Colours: GET /get-colors is the storefront's.
  rowRoutes<Color>(router, {
    paths: { create: '/create-color', update: '/update-color/:id', remove: '/delete-color/:id' },
    idName: 'colour id',
    shape: legacyColor,
    service: config.colors,
  });
  return router;
}
