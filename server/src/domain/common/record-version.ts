import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { z } from 'zod';
import { notFound } from './domain-error';
import { StaleVersionError } from './error-results';

/**
 * The `expectedVersion` of an update input (docs/decisions.md#no-lost-updates): the version the form was
 * loaded with; absent or null on the legacy REST paths that send none (last write wins there).
 */
export const expectedVersionField = z
  .number({ error: 'expectedVersion must be a whole number of at least 1' })
  .int('expectedVersion must be a whole number of at least 1')
  .min(1, 'expectedVersion must be a whole number of at least 1')
  .max(2_147_483_647, 'expectedVersion is too large')
  .nullish();

/**
 * Claims the next version of row `id` of `entity`, inside the caller's transaction and BEFORE anything else
 * of the save is written: one statement, `UPDATE … SET version = version + 1 WHERE id = ? AND version = ?`.
 * Runs for every back-office save of a versioned record (products, catalogue settings, social posts).
 *
 * Atomic on both databases: on MariaDB an UPDATE reads the latest committed row (not the transaction's
 * snapshot) and keeps its row lock until COMMIT, so of two saves made from one version the second waits for
 * the first, then matches no row; SQLite runs one write transaction at a time. Without `expected` (a legacy
 * REST save that names none) the version is bumped unconditionally: last write wins.
 *
 * A save that changes nothing (`changes: false`) is still checked but keeps the version, so it does not
 * make everyone else's open form stale.
 *
 * Returns the new version when claimed; a StaleVersionError with the stored version when the save was made
 * from an older one (the caller returns it and writes nothing more); NOT_FOUND `missing` when the row is gone.
 */
export async function claimVersion<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  expected: number | null | undefined,
  missing: string,
  { changes = true }: { changes?: boolean } = {},
): Promise<number | StaleVersionError> {
  if (!changes) return checkVersion(m, entity, id, expected, missing);
  const update = m
    .createQueryBuilder()
    .update(entity)
    .set({ version: () => 'version + 1' } as never)
    .where('id = :id', { id });
  if (expected != null) update.andWhere('version = :expected', { expected });
  const { affected } = await update.execute();
  const version = await storedVersion(m, entity, id, missing);
  return affected ? version : new StaleVersionError(version);
}

/** The stored version of a save that changes nothing: StaleVersionError when `expected` is older. */
async function checkVersion<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  expected: number | null | undefined,
  missing: string,
): Promise<number | StaleVersionError> {
  const version = await storedVersion(m, entity, id, missing);
  return expected != null && expected !== version ? new StaleVersionError(version) : version;
}

/**
 * A failed claim thrown out of the save's transaction, so that it rolls back and files stored for the save
 * are removed again (uploads/images.ts withStoredImages); staleOr turns it back into the result.
 */
class StaleSave extends Error {
  constructor(readonly result: StaleVersionError) {
    super(result.message);
  }
}

/** claimVersion that throws a failed claim out of the transaction (caught by staleOr around it); the new version. */
export async function claimVersionOrRollBack<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  expected: number | null | undefined,
  missing: string,
  options: { changes?: boolean } = {},
): Promise<number> {
  const claimed = await claimVersion(m, entity, id, expected, missing, options);
  if (claimed instanceof StaleVersionError) throw new StaleSave(claimed);
  return claimed;
}

/** Runs a save whose transaction uses claimVersionOrRollBack: its result, or the StaleVersionError it rolled back on. */
export async function staleOr<R>(save: () => Promise<R>): Promise<R | StaleVersionError> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof StaleSave) return error.result;
    throw error;
  }
}

/** The row's version as stored now (NOT_FOUND, named `missing`, when there is no such row). */
async function storedVersion<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  missing: string,
): Promise<number> {
  const row = await m
    .createQueryBuilder(entity, 'row')
    .select('row.version', 'version')
    .where('row.id = :id', { id })
    .getRawOne<{ version: number | string }>();
  if (!row) throw notFound(missing);
  return Number(row.version);
}
