import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Inserts one row and answers its generated id, without the SELECT that TypeORM's save() sends after an
 * INSERT on MySQL/MariaDB to read back column defaults: the caller sets every column it answers with
 * (timestamps included). On the cart and checkout paths that read-back was a round trip per write.
 */
export async function insertOne<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, row: T): Promise<number> {
  const result = await manager.createQueryBuilder().insert().into(target).values(row).updateEntity(false).execute();
  // mysql2 answers a result header with insertId; better-sqlite3 the last row id itself.
  const raw: unknown = result.raw;
  const id = typeof raw === 'number' || typeof raw === 'bigint' ? Number(raw) : Number((raw as { insertId?: number }).insertId);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`no id for the inserted row (${JSON.stringify(raw)})`);
  return id;
}
