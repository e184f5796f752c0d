// Throwaway databases of a bench run (npm run bench, npm run bench:capacity), dropped when it ends.
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

export async function mariadbDatabase(serverUrl: string): Promise<Database> {
  const server = new URL(serverUrl);
  const connect = () =>
    mysql.createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username || 'root'),
      password: decodeURIComponent(server.password),
      connectTimeout: 5000,
    });
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
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
