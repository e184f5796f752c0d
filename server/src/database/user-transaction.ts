import type { DataSource, EntityManager } from 'typeorm';
import { isMysql, lockRow } from './locks';
import { inTransaction } from './transactions';

/**
 * Runs `work` in one transaction that holds the shopper's lock: on MySQL/MariaDB the user's row is
 * locked FOR UPDATE first, so two requests of one shopper (double-clicked "add", two checkouts with one
 * Idempotency-Key) run one after the other and each sees what the other committed. On SQLite every
 * transaction already runs alone (database/transactions.ts). Runs for every cart, wishlist and order write.
 */
export function inUserTransaction<T>(dataSource: DataSource, userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (!isMysql(dataSource)) return inTransaction(dataSource, work);
  return inTransaction(dataSource, async (manager) => {
    await lockRow(manager, 'users', userId);
    return work(manager);
  });
}
