import path from 'node:path';
import { ConfigError } from './config-error';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'mysql';
      url: string;
      host: string;
      port: number;
      database: string;
      /** Read replicas of the primary (DATABASE_REPLICA_URLS): public storefront reads go there (database/replica-reads.ts). */
      replicas?: {
        urls: string[];
        /** How long a replica read waits for the replica to apply the primary's last shared write before it reads the primary. */
        waitMs: number;
        /** How long a replica found behind (or failing) is passed over without asking it again (REPLICA_BACKOFF_MS). */
        backoffMs: number;
      };
    };

/** `DATABASE_URL` absent: embedded SQLite under data/; `sqlite:path`; `mysql://` or `mariadb://`. */
export function parseDatabaseUrl(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (!raw) return { kind: 'sqlite', file: path.join(dataDir, 'shop.sqlite') };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:data/shop.sqlite');
    return { kind: 'sqlite', file: path.resolve(file) };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`DATABASE_URL is not a URL (expected mysql://user:pass@host:3306/db or sqlite:path)`);
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new ConfigError(`DATABASE_URL: unsupported scheme "${url.protocol}" (use mysql://, mariadb:// or sqlite:)`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new ConfigError('DATABASE_URL: the database name is missing (mysql://user:pass@host:3306/<db>)');
  const port = url.port ? Number(url.port) : 3306;
  url.protocol = 'mysql:';
  return { kind: 'mysql', url: url.toString(), host: url.hostname, port, database };
}

/**
 * `DATABASE_REPLICA_URLS`: comma-separated `mysql://` URLs of read replicas of the primary. A URL without a
 * database name reads the primary's database (the usual case: a replica holds the same databases).
 */
export function withReplicas(database: DatabaseConfig, raw: string | undefined, waitMs = 1000, backoffMs = 5000): DatabaseConfig {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return database;
  if (database.kind !== 'mysql') {
    throw new ConfigError('DATABASE_REPLICA_URLS needs a MySQL/MariaDB primary in DATABASE_URL (the embedded SQLite has no replicas)');
  }
  const replicaUrls = entries.map((entry, index) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(`DATABASE_REPLICA_URLS: entry ${index + 1} is not a URL (expected mysql://user:pass@host:3306[/db])`);
    }
    if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
      throw new ConfigError(
        `DATABASE_REPLICA_URLS: entry ${index + 1} has the unsupported scheme "${url.protocol}" (use mysql:// or mariadb://)`,
      );
    }
    url.protocol = 'mysql:';
    if (url.pathname === '' || url.pathname === '/') url.pathname = `/${encodeURIComponent(database.database)}`;
    return url.toString();
  });
  return { ...database, replicas: { urls: replicaUrls, waitMs, backoffMs } };
}
