import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';
import { CountingLogger } from './query-counter';

export interface DataSourceOptions {
  logSql?: boolean;
  /** MySQL/MariaDB: how long opening a connection may take (default 2 s). */
  connectTimeoutMs?: number;
  /** MySQL/MariaDB: connections in mysql2's pool (its connectionLimit; default 16, DB_POOL_SIZE). */
  poolSize?: number;
}

/**
 * The one TypeORM DataSource of the app. SQLite (embedded) keeps its schema in step with the
 * entities; MySQL/MariaDB gets its schema only from the checked-in migrations.
 *
 * MySQL/MariaDB outages (docs/architecture.md#faults-and-shutdown): mysql2's pool drops a connection
 * whose socket closes or errs, and opens a new one for the next statement, so the app recovers by
 * itself once the server is back. While it is down, a statement fails at once (connection refused)
 * or after `connectTimeoutMs` (nothing answers), never hangs; rest/errors.ts and graphql/errors.ts
 * answer those failures with 503 (database/availability.ts).
 */
export function createDataSource(database: DatabaseConfig, options: DataSourceOptions = {}): DataSource {
  const logger = new CountingLogger(options.logSql ?? false);
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
    return new DataSource({
      type: 'better-sqlite3',
      database: database.file,
      entities: ENTITIES,
      // Embedded SQLite only (the issue allows it); MySQL/MariaDB below never synchronizes.
      synchronize: true,
      logger,
      maxQueryExecutionTime: 1000,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
      },
    });
  }
  const replicaUrls = database.replicas?.urls ?? [];
  return new DataSource({
    type: 'mysql',
    ...(replicaUrls.length === 0
      ? { url: database.url }
      : {
          // docs/decisions.md#read-replicas: everything reads the primary but the public storefront reads
          // that database/replica-reads.ts sends to a replica (defaultMode 'master').
          replication: {
            master: { url: database.url },
            slaves: replicaUrls.map((url) => ({ url })),
            defaultMode: 'master',
            // mysql2's pool cluster drops a node after 5 failed connections, by default for good (0): a
            // replica (or the primary) that was away is tried again after a second.
            restoreNodeTimeout: 1000,
          },
        }),
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectTimeout: options.connectTimeoutMs ?? 2000,
    poolSize: options.poolSize ?? 16,
    // BIGINT amounts (docs/decisions.md#money-columns) arrive as numbers while exact, as strings past 2^53
    // (which the column transformer then refuses).
    supportBigNumbers: true,
    bigNumberStrings: false,
    extra: {
      // mysql2 captures a stack trace for every query (for its error messages): 5.6 % of the server's
      // CPU at checkout. Errors still carry the statement and the driver's own stack.
      trace: false,
      // TCP keep-alive finds connections that died without a FIN (a server host that vanished).
      enableKeepAlive: true,
      keepAliveInitialDelay: 10_000,
    },
    logger,
    maxQueryExecutionTime: 1000,
  });
}
