import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';
import { CountingLogger } from './query-counter';

/**
 * The one TypeORM DataSource of the app. SQLite (embedded) keeps its schema in step with the
 * entities; MySQL/MariaDB gets its schema only from the checked-in migrations.
 */
export function createDataSource(database: DatabaseConfig, options: { logSql?: boolean } = {}): DataSource {
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
  return new DataSource({
    type: 'mysql',
    url: database.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectTimeout: 5000,
    poolSize: 10,
    logger,
    maxQueryExecutionTime: 1000,
  });
}
