import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type DataSourceOptions, type EntityManager } from 'typeorm';
import { requestLog } from '../http/logging';
import { isLockConflict } from './errors';
import { assertRequestStillWanted } from './request-deadline';

/** How many times a transaction MySQL/MariaDB refused over a lock (deadlock, lock-wait time-out) runs again. */
export const LOCK_CONFLICT_RETRIES = 4;

/** Runs tasks one at a time, in the order they arrived; a failed task does not stop the ones after it. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** The transaction a piece of async code runs in; `open` turns false at COMMIT or ROLLBACK. */
interface OpenTransaction {
  dataSource: DataSource;
  manager: EntityManager;
  open: boolean;
  /** Tables its statements wrote (query-counter.ts reports every statement through noteStatement). */
  written: Set<string>;
}

/** What to run after a transaction that wrote shared data committed (the data version: domain/common/data-version.ts). */
type CommitListener = (tables: ReadonlySet<string>) => Promise<void>;
const commitListeners = new WeakMap<DataSource, CommitListener>();

/**
 * Calls `listener` after every outermost transaction on `dataSource` that wrote a table commits, with the
 * tables it wrote. The transaction's caller resumes only after the listener settled, so a write has
 * advanced the data version before its answer leaves. One listener per DataSource (the app's).
 */
export function onCommit(dataSource: DataSource, listener: CommitListener | null): void {
  if (listener) commitListeners.set(dataSource, listener);
  else commitListeners.delete(dataSource);
}

// TypeORM quotes names with backticks on MySQL/MariaDB and double quotes on SQLite.
const WRITE_STATEMENT = /^\s*(?:INSERT\s+(?:IGNORE\s+)?INTO|REPLACE\s+INTO|UPDATE(?:\s+IGNORE)?|DELETE\s+FROM)\s+[`"]?(\w+)/i;

/**
 * Notes the table a statement writes, when it runs inside a transaction. Every statement passes here
 * (the DataSource's logger), raw SQL included, so no write can forget to tell the caches.
 */
export function noteStatement(sql: string): void {
  const transaction = current.getStore();
  if (!transaction?.open) return;
  const table = writtenTable(sql);
  if (table) transaction.written.add(table);
}

/** The table an INSERT, REPLACE, UPDATE or DELETE statement writes; undefined for anything else. */
export function writtenTable(sql: string): string | undefined {
  return WRITE_STATEMENT.exec(sql)?.[1];
}

/** An embedded database's transaction queue and the connection its transactions run on. */
interface SqliteWriter {
  queue: SerialQueue;
  connection: Promise<DataSource> | null;
}

const current = new AsyncLocalStorage<OpenTransaction>();
const writers = new WeakMap<DataSource, SqliteWriter>();

const isEmbedded = (dataSource: DataSource) => dataSource.options.type === 'better-sqlite3';

/**
 * The app's unit of work: runs `work` in one transaction, commits when it resolves and rolls back when
 * it throws. EVERY write of the app (services, seed) goes through here, including single statements,
 * and only here does anything call `.transaction(`. A call made inside `work` (same async flow, same
 * database) joins the open transaction as a savepoint instead of starting a second one.
 *
 * MySQL/MariaDB: `dataSource.transaction`, on a connection of the pool; the database isolates
 * concurrent transactions (and user-transaction.ts locks the shopper's row where needed). When InnoDB
 * breaks a deadlock by rolling this transaction back (ER_LOCK_DEADLOCK), or a lock wait times out
 * (ER_LOCK_WAIT_TIMEOUT), the WHOLE transaction runs again, after a short random pause, up to
 * LOCK_CONFLICT_RETRIES times: the conflict never reaches a shopper as a 500. So `work` may run more than
 * once, and must do nothing that a rollback does not undo (no e-mail, no provider call, no file: those go
 * through the outbox or run after the commit), and build what it writes afresh on each run. A nested call
 * (a savepoint) never retries on its own: InnoDB has rolled back the outer transaction too, which retries.
 *
 * Embedded SQLite: TypeORM runs better-sqlite3 on ONE connection, where a statement of another request
 * issued while a transaction is open runs inside it (and is rolled back with it), and a second
 * transaction nests in the first as a savepoint. So here transactions wait in one FIFO queue and run
 * one at a time on a second connection to the same file that nothing else uses. Every other statement
 * (every read) stays on the DataSource's own connection, which therefore never has a transaction open:
 * with WAL it reads the last committed state while a transaction is under way, as reads on
 * MySQL/MariaDB do. We did not keep reads on the transaction's connection: they would see another
 * request's uncommitted rows, e.g. an order a failing checkout inserts, or half of a re-pricing.
 * An in-memory database cannot be opened twice, so there transactions queue on the shared connection.
 */
export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const outer = current.getStore();
  if (outer?.open && outer.dataSource === dataSource) return outer.manager.transaction(work);
  if (!isEmbedded(dataSource)) return retryLockConflicts(() => runTransaction(dataSource, dataSource, work));
  const writer = writerOf(dataSource);
  return writer.queue.run(async () => runTransaction(dataSource, await openWriter(dataSource, writer), work));
}

async function runTransaction<T>(dataSource: DataSource, connection: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  let transaction: OpenTransaction | undefined;
  let result: T;
  try {
    result = await connection.transaction((manager) => {
      transaction = { dataSource, manager, open: true, written: new Set() };
      return current.run(transaction, async () => {
        // A request whose client has gone or whose deadline passed (request-deadline.ts) neither starts
        // nor commits a write: it rolls back, and the client is never left without the answer of a commit.
        assertRequestStillWanted('start');
        const done = await work(manager);
        assertRequestStillWanted('commit');
        return done;
      });
    });
  } finally {
    // Code that `work` started without awaiting must not join a later transaction.
    if (transaction) transaction.open = false;
  }
  // Committed (a rollback threw above). On SQLite this still runs inside the writer queue, so the next
  // transaction starts after the listener: versions advance in commit order.
  const listener = commitListeners.get(dataSource);
  if (listener && transaction && transaction.written.size > 0) await listener(transaction.written);
  return result;
}

async function retryLockConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await run();
    } catch (error) {
      if (retry >= LOCK_CONFLICT_RETRIES || !isLockConflict(error)) throw error;
      const code = (error as { code?: string }).code ?? 'lock conflict';
      requestLog().info({ database: code, retry: retry + 1 }, 'database: a transaction met a lock conflict; running it again');
      // Apart at random, so the transactions that met do not meet again at once; a little longer each time.
      await sleep(Math.random() * 20 * 2 ** retry);
    }
  }
}

function writerOf(dataSource: DataSource): SqliteWriter {
  let writer = writers.get(dataSource);
  if (!writer) {
    writer = { queue: new SerialQueue(), connection: null };
    writers.set(dataSource, writer);
  }
  return writer;
}

function openWriter(dataSource: DataSource, writer: SqliteWriter): Promise<DataSource> {
  writer.connection ??= (async () => {
    const file = dataSource.options.database;
    if (typeof file !== 'string' || file === '' || file === ':memory:') return dataSource;
    // The same options (file, entities, pragmas, logger that counts the request's statements); the
    // schema is the DataSource's business, so this connection never synchronizes.
    const options = { ...dataSource.options, synchronize: false, migrationsRun: false, dropSchema: false } as DataSourceOptions;
    return new DataSource(options).initialize();
  })().catch((error: unknown) => {
    writer.connection = null;
    throw error;
  });
  return writer.connection;
}

/** Closes a DataSource opened by the app, after the transactions queued on it finished, with its transaction connection. */
export async function closeDatabase(dataSource: DataSource): Promise<void> {
  const writer = writers.get(dataSource);
  if (writer) {
    await writer.queue.run(() => Promise.resolve());
    writers.delete(dataSource);
    const connection = await writer.connection?.catch(() => null);
    if (connection && connection !== dataSource && connection.isInitialized) await connection.destroy();
  }
  if (dataSource.isInitialized) await dataSource.destroy();
}
