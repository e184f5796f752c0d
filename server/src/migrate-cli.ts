import 'reflect-metadata';
import dotenv from 'dotenv';
import { ConfigError, loadConfig } from './config';

dotenv.config({ quiet: true });
import { createDataSource } from './database/data-source';
import { SchemaLockTimeout, applyMigrations, withSchemaLock } from './database/migrate';
import { closeDatabase } from './database/transactions';
import { seedShop } from './seed/seed-shop';

/**
 * `npm run migrate` (production: `node server/dist/migrate-cli.js`): the deploy step that brings the
 * database up to this version before the app servers start with MIGRATE_ON_START=false. Applies the
 * pending migrations under the schema lock, so any number of runs at once apply each migration once
 * (server/test/mariadb-only/migrate-race.e2e-spec.ts), then seeds an empty shop (seed/seed-shop.ts).
 * Prints one line of what it did; exits 1 with one line when it cannot.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = createDataSource(config.database, { connectTimeoutMs: config.databaseConnectTimeoutMs, poolSize: 2 });
  await dataSource.initialize();
  try {
    const applied = await applyMigrations(dataSource);
    const seeded = await withSchemaLock(dataSource, () => seedShop(dataSource, config));
    const what = applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'the schema was up to date';
    console.log(`Migrate: ${what}${seeded ? `; ${seeded}` : ''}`);
  } finally {
    await closeDatabase(dataSource);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof SchemaLockTimeout) console.error(`Cannot migrate: ${error.message}`);
  else console.error('Cannot migrate:', error instanceof Error ? error.message : error);
  process.exit(1);
});
