import type { DataSource, EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { z } from 'zod';
import { inTransaction } from '../../database/transactions';
import { isUniqueViolation } from '../../database/errors';
import { notFound } from '../common/domain-error';
import { type AlreadyExistsError, InUseError, InputValidationError } from '../common/error-results';
import { requireAdmin } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import type { RepriceResult } from '../pricing/reprice-scope';

/** Every row of a back-office list (admin only), in the order they were added. */
export function listInOrderAdded<T extends { id: number }>(ctx: RequestContext, ds: DataSource, entity: EntityTarget<T>): Promise<T[]> {
  requireAdmin(ctx);
  return ds.getRepository(entity).find({ order: { id: 'ASC' } as FindOptionsOrder<T> });
}

/** A catalogue configuration record was deleted: its id, and what happened, e.g. "Metal type deleted". */
export class CatalogueItemDeleted {
  id: number;
  message: string;

  static of(id: number, message: string): CatalogueItemDeleted {
    return Object.assign(new CatalogueItemDeleted(), { id, message });
  }
}

/**
 * A saved metal type, carat or currency, with what its new rate re-priced (pricing/repricing.ts) when the
 * change re-priced anything; the back-office tells the administrator how many auto prices followed.
 */
export type Repriced<T> = T & { repriced?: RepriceResult };

/**
 * True when another row of `entity` has `value` in `column`, compared case-insensitively (MariaDB's
 * collation already does; SQLite's does not), within `scope` (e.g. the same category), other than `exceptId`.
 */
export async function valueTaken<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  column: string,
  value: string | number,
  exceptId?: number,
  scope: Record<string, number> = {},
): Promise<boolean> {
  const qb = m.getRepository(entity).createQueryBuilder('x');
  if (typeof value === 'string') qb.where(`LOWER(x.${column}) = LOWER(:value)`, { value });
  else qb.where(`x.${column} = :value`, { value });
  if (exceptId !== undefined) qb.andWhere('x.id <> :exceptId', { exceptId });
  for (const [key, id] of Object.entries(scope)) qb.andWhere(`x.${key} = :${key}`, { [key]: id });
  return qb.getExists();
}

/** The fields of a partial update that were sent (zod leaves absent ones out; this also drops undefined). */
export function sentFields<T extends object>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * True when a partial update changes something of `row` (decimals compare as numbers: "21.00" is 21). A save
 * that changes nothing keeps the record's version (domain/common/record-version.ts).
 */
export function changesRow(changes: object, row: object): boolean {
  const stored = row as Record<string, unknown>;
  return Object.entries(changes).some(([key, value]) =>
    typeof value === 'number' ? value !== Number(stored[key]) : value !== stored[key],
  );
}

/** Runs a write; a UNIQUE index refusing it (two admins saving one name at once) becomes `taken()`. */
export async function uniqueOr<R>(write: () => Promise<R>, taken: () => AlreadyExistsError): Promise<R | AlreadyExistsError> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
}

/** uniqueOr over one transaction: the shape of most catalogue-config creates and updates. */
export function uniqueTransaction<R>(
  ds: DataSource,
  work: (m: EntityManager) => Promise<R>,
  taken: () => AlreadyExistsError,
): Promise<R | AlreadyExistsError> {
  return uniqueOr(() => inTransaction(ds, work), taken);
}

/**
 * The frame of a catalogue-config create or update: administrators only, the input checked by `schema`
 * (its InputValidationError answered as is, before any statement), then `work` with the parsed data in one
 * uniqueTransaction.
 */
export async function validatedUniqueTransaction<S extends z.ZodType, R>(
  ctx: RequestContext,
  ds: DataSource,
  schema: S,
  input: unknown,
  taken: () => AlreadyExistsError,
  work: (m: EntityManager, data: z.infer<S>) => Promise<R>,
): Promise<R | InputValidationError | AlreadyExistsError> {
  requireAdmin(ctx);
  const data = validateInput(schema, input);
  if (data instanceof InputValidationError) return data;
  return uniqueTransaction(ds, (m) => work(m, data), taken);
}

/** "metal type" -> "Metal type", for the messages that start with the record's noun. */
export const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/** The row `id` of `entity`, read with `m`; NOT_FOUND "<What> not found" when there is none (`what`: "metal type"). */
export async function existingRow<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  what: string,
): Promise<T> {
  const row = await m.findOneBy(entity, { id } as unknown as FindOptionsWhere<T>);
  if (!row) throw notFound(`${capitalised(what)} not found`);
  return row;
}

/** Who may refer to a record: a table and its column, and how to name the referrers. */
export interface UsageRule {
  table: string;
  column: string;
  one: string;
  many: string;
}

export interface Usage {
  usedBy: string;
  count: number;
}

/** Counts every kind of referrer of one record in ONE statement; only kinds with at least one are returned. */
export async function countUsages(m: EntityManager, rules: UsageRule[], id: number): Promise<Usage[]> {
  if (rules.length === 0) return [];
  // Table and column names come from the constant rules of this module, never from input.
  const sql = `SELECT ${rules.map((r, i) => `(SELECT COUNT(*) FROM ${r.table} WHERE ${r.column} = ?) AS c${i}`).join(', ')}`;
  const [row] = await m.query<Record<string, number | string>[]>(
    sql,
    rules.map(() => id),
  );
  return rules
    .map((rule, i) => {
      const count = Number(row[`c${i}`]);
      return { usedBy: count === 1 ? rule.one : rule.many, count };
    })
    .filter((u) => u.count > 0);
}

/** "12 products and 3 carats" */
export function describeUsages(usages: Usage[]): string {
  const parts = usages.map((u) => `${u.count} ${u.usedBy}`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** 'This metal type is used by 12 products and 3 carats; move or delete them first'. */
export const inUse = (what: string, usages: Usage[]): InUseError =>
  new InUseError(`This ${what} is used by ${describeUsages(usages)}; move or delete them first`, usages);

/** A write failed on a FOREIGN KEY (a referrer appeared meanwhile), on SQLite or MySQL/MariaDB. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string; driverError?: { code?: string; message?: string } } | null;
  const code = e?.driverError?.code ?? e?.code ?? '';
  const message = e?.driverError?.message ?? e?.message ?? '';
  // SQLite reports an ON DELETE RESTRICT refusal as SQLITE_CONSTRAINT_TRIGGER, with this message.
  if (code.startsWith('SQLITE_CONSTRAINT'))
    return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || message.includes('FOREIGN KEY constraint failed');
  return code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED' || code === 'ER_NO_REFERENCED_ROW_2';
}

/**
 * Runs `work` (which deletes the record, and whatever belongs to it) in one transaction unless
 * something refers to the record. A referrer added between the count and the delete makes the FOREIGN
 * KEY refuse and the transaction roll back, and is answered the same way: a record in use is never
 * deleted, so the catalogue never breaks.
 */
export async function deleteUnlessUsed<R>(
  ds: DataSource,
  what: string,
  rules: UsageRule[],
  id: number,
  work: (m: EntityManager) => Promise<R>,
): Promise<R | InUseError> {
  try {
    return await inTransaction(ds, async (m) => {
      const usages = await countUsages(m, rules, id);
      if (usages.length > 0) return inUse(what, usages);
      return work(m);
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const usages = await countUsages(ds.manager, rules, id);
    return usages.length ? inUse(what, usages) : new InUseError(`This ${what} is still in use; move or delete what uses it first`, []);
  }
}

/**
 * deleteUnlessUsed for a record that is one row of `entity` (after `before`, e.g. the rows that go with it):
 * "<What> not found" when there is none, else CatalogueItemDeleted "<What> deleted". `what` is the
 * lower-case noun of the messages, e.g. "metal type".
 */
export function deleteRowUnlessUsed<T extends ObjectLiteral>(
  ds: DataSource,
  entity: EntityTarget<T>,
  what: string,
  rules: UsageRule[],
  id: number,
  before?: (m: EntityManager) => Promise<unknown>,
): Promise<CatalogueItemDeleted | InUseError> {
  return deleteUnlessUsed(ds, what, rules, id, async (m) => {
    await before?.(m);
    const { affected } = await m.delete(entity, { id });
    if (!affected) throw notFound(`${capitalised(what)} not found`);
    return CatalogueItemDeleted.of(id, `${capitalised(what)} deleted`);
  });
}
