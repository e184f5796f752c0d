// Throwaway databases of a bench run (npm run bench, bench:capacity, bench:admin-sorts, the soak), dropped when it ends.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import mysql from 'mysql2/promise';

export interface Database {
  url: string;
  label: string;
  drop(): Promise<void>;
}

export function sqliteDatabase(dir: string): Database {
  const file = path.join(dir, 'bench.sqlite');
  // The file lives in the run's temp folder, which is removed afterwards.
  return { url: `sqlite:${file}`, label: `SQLite (${file})`, drop: async () => undefined };
}

/** A connection to the MariaDB/MySQL server of `server` (its user and password), to one database if named. */
export const connectMysql = (server: URL, options: { database?: string; timeoutMs?: number } = {}) =>
  mysql.createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
    database: options.database,
    connectTimeout: options.timeoutMs ?? 5000,
  });

/** A new database on the server of `serverUrl`, named `<prefix>_<random>`. */
export async function mariadbDatabase(serverUrl: string, options: { prefix?: string; timeoutMs?: number } = {}): Promise<Database> {
  const server = new URL(serverUrl);
  const connect = () => connectMysql(server, { timeoutMs: options.timeoutMs });
  const name = `${options.prefix ?? 'shop_bench'}_${randomBytes(4).toString('hex')}`;
  const admin = await connect();
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `MariaDB (${server.host}, database ${name})`,
    drop: async () => {
      const c = await connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await c.end();
      }
    },
  };
}

/** What every bench app server is started with on a throwaway database: no port of its own, files under `dir`. */
export const benchServerBase = (databaseUrl: string, dir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dir,
  UPLOAD_DIR: path.join(dir, 'uploads'),
  CLIENT_DIST: path.join(dir, 'no-client'),
});
