import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { MIGRATIONS } from '../../src/migrations';
import { type ScriptRun, runServerScript } from '../support/run-script';
import { freePort } from './private-mariadb';

// Migrations as a deploy step (issue 21): ten `npm run migrate` processes started at once on an empty
// MariaDB database apply each migration once, and a server started with MIGRATE_ON_START=false refuses
// a schema behind the code in one line, then starts once the schema is up to date.

const EXPECTED = MIGRATIONS.map((migration) => new migration().name ?? migration.name);

describe('migrations as a step, with many servers [mariadb]', () => {
  const admin = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
  const databases: string[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-migrate-race-'));
  const server = () =>
    mysql.createConnection({
      host: admin.hostname,
      port: Number(admin.port || 3306),
      user: decodeURIComponent(admin.username),
      password: decodeURIComponent(admin.password),
    });

  /** A new empty database; answers its DATABASE_URL. */
  async function emptyDatabase(): Promise<string> {
    const name = `shop_test_migrate_${process.pid}_${randomBytes(3).toString('hex')}`;
    const c = await server();
    await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await c.end();
    databases.push(name);
    const url = new URL(admin.toString());
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** Runs a server entry point (`migrate-cli.ts`, `index.ts`) as production runs it, until it exits or `until` matches. */
  const run = (entry: string, env: Record<string, string>, until?: RegExp): Promise<ScriptRun> =>
    runServerScript(entry, { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', ...env }, until);

  const appliedNames = async (url: string) => {
    const c = await mysql.createConnection(url);
    try {
      const [rows] = await c.query('SELECT name FROM migrations ORDER BY id');
      return (rows as { name: string }[]).map((row) => row.name);
    } finally {
      await c.end();
    }
  };

  afterAll(async () => {
    const c = await server();
    for (const name of databases) await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies each migration once when ten migrate runs start at once', async () => {
    // Arrange
    const url = await emptyDatabase();
    // Act
    const runs = await Promise.all(Array.from({ length: 10 }, () => run('migrate-cli.ts', { DATABASE_URL: url })));
    // Assert: every run succeeded in one line; one applied them all, the others found the schema up to
    // date; one made the shop's currencies (SEED_DEMO=false, no ADMIN_PASSWORD), the others none.
    expect(runs.map((r) => [r.code, r.output.trim().split('\n').length])).toEqual(runs.map(() => [0, 1]));
    const lines = runs.map((r) => r.output.trim());
    const applied = `Migrate: applied ${EXPECTED.length} migration(s): ${EXPECTED.join(', ')}`;
    expect(lines.filter((line) => line.startsWith(applied))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Migrate: the schema was up to date'))).toHaveLength(9);
    expect(lines.filter((line) => line.endsWith('; created the currencies INR and USD'))).toHaveLength(1);
    expect(await appliedNames(url)).toEqual(EXPECTED);
    const c = await mysql.createConnection(url);
    const [currencies] = await c.query('SELECT code FROM currencies ORDER BY code');
    await c.end();
    expect(currencies).toEqual([{ code: 'INR' }, { code: 'USD' }]);
  }, 180_000);

  it('refuses to start with MIGRATE_ON_START=false on a schema behind the code, and starts once migrated', async () => {
    // Arrange
    const url = await emptyDatabase();
    const env = { DATABASE_URL: url, MIGRATE_ON_START: 'false', PORT: String(await freePort()), HOST: '127.0.0.1' };
    // Act
    const refused = await run('index.ts', env);
    // Assert: one line naming what is missing and what to do.
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(
      `Cannot start: the database schema is behind this version (${EXPECTED.length} migration(s) not applied: ${EXPECTED.join(', ')}); run \`npm run migrate\` first, or start with MIGRATE_ON_START=true`,
    );
    expect(await appliedNames(url).catch(() => [])).toEqual([]);

    // Act: the deploy step, then the server again.
    expect((await run('migrate-cli.ts', { DATABASE_URL: url })).code).toBe(0);
    const started = await run('index.ts', env, /Jewellery shop ready at/);
    // Assert
    expect(started.output).toMatch(/Jewellery shop ready at http:\/\/[^ ]+ \(database: mysql\)/);
  }, 180_000);
});
