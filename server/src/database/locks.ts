import type { DataSource, EntityManager, FindOptionsWhere, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Row locks, for the code that reads a row to change it in its transaction. MySQL/MariaDB run transactions
 * side by side, so a row read for a change is locked (pessimistic_write, `SELECT … FOR UPDATE`) until the
 * transaction ends; the embedded SQLite runs one write transaction at a time (database/transactions.ts), so
 * it needs no row lock and these helpers add none there. The only place that asks which database it is.
 */
export function isMysql(db: EntityManager | DataSource): boolean {
  const type = 'options' in db ? db.options.type : db.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

/** Locks the row `id` of `table` until the transaction of `m` ends (MySQL/MariaDB; nothing on SQLite). */
export async function lockRow(m: EntityManager, table: string, id: number): Promise<void> {
  if (isMysql(m)) await m.query(`SELECT id FROM ${table} WHERE id = ? FOR UPDATE`, [id]);
}

/** Like lockRow, and answers whether the row exists (SQLite reads it, unlocked). */
export async function lockRowIfExists(m: EntityManager, table: string, id: number): Promise<boolean> {
  const rows: unknown[] = await m.query(`SELECT id FROM ${table} WHERE id = ?${isMysql(m) ? ' FOR UPDATE' : ''}`, [id]);
  return rows.length > 0;
}

/**
 * The find option that reads a row locked for a change (pessimistic_write on MySQL/MariaDB, which also reads
 * the latest committed row; nothing on SQLite): spread it into `find`/`findOne` options.
 */
export function forUpdate(m: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  return isMysql(m) ? { lock: { mode: 'pessimistic_write' } } : {};
}

/** Reads one row for a change in this transaction, locked as forUpdate says. */
export function findOneForUpdate<T extends ObjectLiteral>(
  m: EntityManager,
  entity: new () => T,
  where: FindOptionsWhere<T>,
): Promise<T | null> {
  return m.getRepository(entity).findOne({ where, ...forUpdate(m) });
}

/**
 * The clause that ends a raw SELECT reading rows shared-locked (others may read them, none change them until
 * this transaction ends): LOCK IN SHARE MODE, since MariaDB has no FOR SHARE (what TypeORM writes for a
 * pessimistic read on MySQL); '' on SQLite.
 */
export function shareLockClause(m: EntityManager): string {
  return isMysql(m) ? ' LOCK IN SHARE MODE' : '';
}

/**
 * Makes `query` claim its rows: locked for a change, skipping the rows another transaction holds
 * (`FOR UPDATE SKIP LOCKED`), so two workers never claim one row. SQLite: unchanged.
 */
export function claimSkippingLocked<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, m: EntityManager): SelectQueryBuilder<T> {
  return isMysql(m) ? query.setLock('pessimistic_write').setOnLocked('skip_locked') : query;
}
