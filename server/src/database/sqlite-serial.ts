import type { DataSource, QueryRunner } from 'typeorm';
import { currentRequestScope } from './query-counter';

// Statements issued outside any request (start-up, seeding, scripts) share one identity.
const OUTSIDE_REQUESTS = {};

/**
 * TypeORM runs better-sqlite3 on ONE connection: a statement issued while another request's
 * transaction is open (including the implicit one of `repository.save`) would run inside it, and be
 * rolled back with it. This gives the connection an owner: from BEGIN to the outermost COMMIT or
 * ROLLBACK, statements of any other request wait. Requests are told apart by their async scope (the
 * per-request SQL counter). MySQL/MariaDB use a pool of connections and need none of this.
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  const runner = dataSource.driver.createQueryRunner('master') as QueryRunner & { transactionDepth: number };
  if (dataSource.driver.createQueryRunner('master') !== runner) throw new Error('expected the SQLite driver to share one query runner');

  let owner: object | null = null;
  let released: Promise<void> = Promise.resolve();
  let release: () => void = () => undefined;
  const me = (): object => currentRequestScope() ?? OUTSIDE_REQUESTS;

  async function waitForTurn(scope: object): Promise<void> {
    while (owner !== null && owner !== scope) await released;
  }

  const { query, startTransaction, commitTransaction, rollbackTransaction } = runner;

  runner.query = async function (this: QueryRunner, ...args: Parameters<QueryRunner['query']>) {
    await waitForTurn(me());
    return query.apply(this, args);
  } as QueryRunner['query'];

  runner.startTransaction = async function (this: QueryRunner, ...args: Parameters<QueryRunner['startTransaction']>) {
    const scope = me();
    await waitForTurn(scope);
    if (owner === null) {
      owner = scope;
      released = new Promise((resolve) => (release = resolve));
    }
    try {
      return await startTransaction.apply(this, args);
    } catch (error) {
      endIfOutermost();
      throw error;
    }
  };

  function endIfOutermost(): void {
    if (runner.transactionDepth > 0 || owner === null) return;
    owner = null;
    release();
  }

  runner.commitTransaction = async function (this: QueryRunner) {
    try {
      return await commitTransaction.apply(this);
    } finally {
      endIfOutermost();
    }
  };

  runner.rollbackTransaction = async function (this: QueryRunner) {
    try {
      return await rollbackTransaction.apply(this);
    } finally {
      endIfOutermost();
    }
  };
}
