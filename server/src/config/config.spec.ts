import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseDatabaseUrl } from '.';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'shop-config-'));

describe('loadConfig', () => {
  it('defaults to port 4000 and the embedded SQLite file under data/', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'shop.sqlite') });
    expect(config.uploadDir).toBe(path.join(dir, 'uploads'));
    expect(config.adminPassword).toBeNull();
  });

  it('writes JSON logs unless told otherwise or at a terminal outside production', () => {
    const dir = dataDir();
    const tty = process.stdout.isTTY;
    try {
      process.stdout.isTTY = false;
      expect(loadConfig({ DATA_DIR: dir }).logFormat).toBe('json');
      expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
      process.stdout.isTTY = true;
      expect(loadConfig({ DATA_DIR: dir }).logFormat).toBe('pretty');
      expect(
        loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(64), PUBLIC_URL: 'https://shop.example.com' }).logFormat,
      ).toBe('json');
      expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'json' }).logFormat).toBe('json');
      expect(() => loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'yaml' })).toThrow(ConfigError);
    } finally {
      process.stdout.isTTY = tty;
    }
  });

  it('generates a JWT secret once and keeps it under data/', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET is required when NODE_ENV=production (at least 32 characters)'],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) },
      "PUBLIC_URL is required when NODE_ENV=production (the shop's address as shoppers reach it, e.g. https://shop.example.com)",
    ],
    [
      { ALLOWED_HOSTS: 'shop.test, /x?' },
      'ALLOWED_HOSTS must be host names separated by commas, e.g. shop.test,192.168.1.20 (got "shop.test, /x?")',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters (got "short")'],
    [{ DATABASE_URL: 'postgres://localhost/shop' }, 'DATABASE_URL: unsupported scheme "postgres:" (use mysql://, mariadb:// or sqlite:)'],
    [{ DATABASE_URL: 'mysql://root@localhost:3306' }, 'DATABASE_URL: the database name is missing (mysql://user:pass@host:3306/<db>)'],
    [{ DATABASE_URL: 'nonsense' }, 'DATABASE_URL is not a URL (expected mysql://user:pass@host:3306/db or sqlite:path)'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL Invalid email address (got "not-an-email")'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters (got "short")'],
    [{ JWT_TTL: 'forever' }, 'JWT_TTL must be seconds or a number followed by s, m, h or d (e.g. 7d) (got "forever")'],
    [
      { DATABASE_REPLICA_URLS: 'mysql://replica:3306' },
      'DATABASE_REPLICA_URLS needs a MySQL/MariaDB primary in DATABASE_URL (the embedded SQLite has no replicas)',
    ],
    [
      { DATABASE_URL: 'mysql://db/shop', DATABASE_REPLICA_URLS: 'mysql://r1/shop, redis://r2' },
      'DATABASE_REPLICA_URLS: entry 2 has the unsupported scheme "redis:" (use mysql:// or mariadb://)',
    ],
    [
      { DATABASE_URL: 'mysql://db/shop', DATABASE_REPLICA_URLS: 'replica-1' },
      'DATABASE_REPLICA_URLS: entry 1 is not a URL (expected mysql://user:pass@host:3306[/db])',
    ],
    [
      { DATABASE_URL: 'mysql://db/shop', DATABASE_REPLICA_URLS: 'mysql://r1', REPLICA_WAIT_MS: '0' },
      'REPLICA_WAIT_MS must be a whole number of milliseconds from 1 to 10000 (got "0")',
    ],
    [
      { DATABASE_URL: 'mysql://db/shop', DATABASE_REPLICA_URLS: 'mysql://r1', REPLICA_BACKOFF_MS: '1h' },
      'REPLICA_BACKOFF_MS must be a whole number of milliseconds from 0 to 600000 (got "1h")',
    ],
    [{ MAIL_LEASE_MS: '0' }, 'MAIL_LEASE_MS must be a whole number of at least 1 (got "0")'],
  ])('explains a bad value in one line: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new ConfigError(message));
  });

  it("reads replica URLs, each in the primary's database unless it names one", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'mysql://shop@primary:3306/jewellery',
      DATABASE_REPLICA_URLS: ' mariadb://reader:pw@replica-1:3307 , mysql://reader@replica-2/jewellery_copy,',
      REPLICA_WAIT_MS: '250',
      REPLICA_BACKOFF_MS: '0',
    });
    expect(config.database).toMatchObject({
      kind: 'mysql',
      database: 'jewellery',
      replicas: {
        urls: ['mysql://reader:pw@replica-1:3307/jewellery', 'mysql://reader@replica-2/jewellery_copy'],
        waitMs: 250,
        backoffMs: 0,
      },
    });
    const alone = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://shop@primary:3306/jewellery', DATABASE_REPLICA_URLS: ' ' });
    expect(alone.database).not.toHaveProperty('replicas');
  });

  it('reads MySQL/MariaDB URLs and sqlite: paths', () => {
    expect(parseDatabaseUrl('mariadb://shop:s%40cret@db.internal:3307/jewellery', '/d')).toEqual({
      kind: 'mysql',
      url: 'mysql://shop:s%40cret@db.internal:3307/jewellery',
      host: 'db.internal',
      port: 3307,
      database: 'jewellery',
    });
    expect(parseDatabaseUrl('sqlite:/var/lib/shop.sqlite', '/d')).toEqual({ kind: 'sqlite', file: '/var/lib/shop.sqlite' });
    expect(parseDatabaseUrl(undefined, '/d')).toEqual({ kind: 'sqlite', file: '/d/shop.sqlite' });
  });

  it('reads the mail settings: .eml files without SMTP_URL, notices to ADMIN_EMAIL unless SHOP_EMAIL', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).mail).toEqual({
      smtpUrl: null,
      from: 'Aurelia Lab Diamonds <no-reply@aurelia.example>',
      shopEmail: 'admin@aurelia.example',
      pollMs: 2000,
      maxAttempts: 12,
      retryBaseMs: 30000,
      leaseMs: 120000,
    });
    const custom = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      SHOP_EMAIL: 'Orders@Shop.example',
      MAIL_POLL_MS: '50',
      MAIL_LEASE_MS: '90000',
    });
    expect(custom.mail).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      shopEmail: 'orders@shop.example',
      pollMs: 50,
      leaseMs: 90000,
    });
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://mail.example.com' })).toThrow(
      /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SHOP_EMAIL: 'not-an-address' })).toThrow(/^SHOP_EMAIL /);
    // docker-compose passes unset ones as empty.
    expect(loadConfig({ DATA_DIR: dir, SMTP_URL: '', SHOP_EMAIL: ' ' }).mail).toMatchObject({
      smtpUrl: null,
      shopEmail: 'admin@aurelia.example',
    });
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_MAX_ATTEMPTS: '0' })).toThrow(/^MAIL_MAX_ATTEMPTS /);
  });

  it('without PUBLIC_URL, allows the loopback names, HOST and ALLOWED_HOSTS in links; production needs PUBLIC_URL', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ publicUrl: null, allowedHosts: ['localhost', '127.0.0.1', '[::1]'] });
    expect(loadConfig({ DATA_DIR: dir, HOST: 'dev.shop.test', ALLOWED_HOSTS: 'Phone.Test, 192.168.1.20' }).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'dev.shop.test',
      'phone.test',
      '192.168.1.20',
    ]);
    const production = { DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://shop.example.com/' };
    expect(loadConfig(production).publicUrl).toBe('https://shop.example.com');
  });

  it('seeds the demo shop by default outside production only', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://shop.example.com' };
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('migrates at start unless MIGRATE_ON_START says false', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).migrateOnStart).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MIGRATE_ON_START: 'no' })).toThrow(/^MIGRATE_ON_START .*\(got "no"\)$/);
  });

  it('parses the token lifetime', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_TTL: '12h' }).jwtTtlSeconds).toBe(43200);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_TTL: '900' }).jwtTtlSeconds).toBe(900);
  });
});
