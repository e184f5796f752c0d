import type { DataSource } from 'typeorm';
import { isMysql } from './locks';

/**
 * Schema changes with several app servers on one database. Servers that each ran the pending migrations
 * as they started would run each migration up to ten times at once when ten start together (a CREATE
 * TABLE that already exists, an ALTER half applied). So whoever changes the schema, or
 * seeds an empty shop, first takes the database's schema lock: MySQL/MariaDB's GET_LOCK, a named lock of
 * the server held by one connection until released or the connection ends (so a crashed migrator
 * never leaves it held). The others wait for it, then find nothing left to do.
 *
 * The lock's name is made from the database's name: two shops on one MySQL server (the test suite's
 * throwaway databases) never wait for each other. SQLite is one process's file: nothing to lock.
 */

/** How long a server waits for another's migrations before it gives up (seconds). */
export const SCHEMA_LOCK_WAIT_SECONDS = 600;

export class SchemaLockTimeout extends Error {
  override name = 'SchemaLockTimeout';
}

/** Runs `work` holding the database's schema lock (at once on SQLite). */
export async function withSchemaLock<T>(
  dataSource: DataSource,
  work: () => Promise<T>,
  waitSeconds = SCHEMA_LOCK_WAIT_SECONDS,
): Promise<T> {
  if (!isMysql(dataSource)) return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // MD5 keeps the name within MySQL's 64 characters whatever the database is called.
    const name = (await runner.query(`SELECT CONCAT('shop_schema_', MD5(DATABASE())) AS name`)) as { name: string }[];
    const got = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [name[0].name, waitSeconds])) as { got: number | string | null }[];
    if (Number(got[0].got) !== 1) {
      throw new SchemaLockTimeout(`another server held the schema lock for ${waitSeconds} s (is a migration stuck?)`);
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name[0].name]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}

/** Applies the pending migrations once, under the schema lock; answers the names applied (none on SQLite). */
export async function applyMigrations(dataSource: DataSource): Promise<string[]> {
  if (!isMysql(dataSource)) return [];
  const applied = await withSchemaLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
  return applied.map((migration) => migration.name);
}

/** The migrations this code has that the database has not applied (none on SQLite, which follows the entities). */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  if (!isMysql(dataSource)) return [];
  const table = dataSource.options.migrationsTableName ?? 'migrations';
  const runner = dataSource.createQueryRunner();
  try {
    const done = (await runner.hasTable(table)) ? ((await runner.query(`SELECT name FROM \`${table}\``)) as { name: string }[]) : [];
    const applied = new Set(done.map((row) => row.name));
    return dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name).filter((name) => !applied.has(name));
  } finally {
    await runner.release();
  }
}
