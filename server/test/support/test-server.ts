import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import mysql from 'mysql2/promise';
import { loadConfig } from '../../src/config';
import { type RunningServer, startServer } from '../../src/start';
import { withSqlStatements } from './sql-statements';

export const ADMIN_EMAIL = 'admin@test.example';
export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const CUSTOMER_PASSWORD = 'customer-password';
export const INR_CUSTOMER_EMAIL = 'priya@example.com';
export const USD_CUSTOMER_EMAIL = 'alex@example.com';

export type DbKind = 'sqlite' | 'mariadb';

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** SQL statements the request issued (X-SQL-Statements); reading it throws when the header is missing. */
  sqlStatements: number;
}

export interface TestServer {
  kind: DbKind;
  url: string;
  /** The secret the server signs tokens with (to forge expired ones in tests). */
  jwtSecret: string;
  server: RunningServer;
  /**
   * gql and rest send `Cache-Control: no-cache`, so the suites see (and count the SQL of) the API's own
   * work; the response cache is proven by response-cache.e2e-spec.ts through `cached`, which does not.
   */
  gql(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<HttpResult>;
  rest<T = any>(method: string, path: string, body?: unknown, token?: string | null): Promise<HttpResult<T>>;
  /** Requests as a browser sends them, which the response cache may answer; `headers` are added. */
  cached: {
    gql(query: string, variables?: Record<string, unknown>, token?: string | null, headers?: Record<string, string>): Promise<HttpResult>;
    rest<T = any>(
      method: string,
      path: string,
      body?: unknown,
      token?: string | null,
      headers?: Record<string, string>,
    ): Promise<HttpResult<T>>;
  };
  /** Logs in through GraphQL and returns the token. */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export const dbKind = (): DbKind => (process.env.TEST_DB_KIND === 'mariadb' ? 'mariadb' : 'sqlite');

/** Creates a database of its own for one test file on the MariaDB named by TEST_MYSQL_URL. */
export async function createMysqlDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
  const name = `shop_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const connection = await mysql.createConnection({
    host: admin.hostname,
    port: Number(admin.port || 3306),
    user: decodeURIComponent(admin.username),
    password: decodeURIComponent(admin.password),
  });
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await mysql.createConnection({
        host: admin.hostname,
        port: Number(admin.port || 3306),
        user: decodeURIComponent(admin.username),
        password: decodeURIComponent(admin.password),
      });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/**
 * Starts the real shop (HTTP, GraphQL, REST, seeded demo data) on a throwaway database of the suite's
 * kind and an ephemeral port. Nothing is mocked.
 */
const NO_CACHE = { 'cache-control': 'no-cache' };

/** A throwaway place for one server: a temporary directory, and a database of the suite's kind. */
export interface TestPlace {
  kind: DbKind;
  dir: string;
  jwtSecret: string;
  /** The server's environment: the test settings, then `env` over them. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

export async function makeTestPlace(env: Record<string, string> = {}): Promise<TestPlace> {
  const kind = dbKind();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const mysqlDb = kind === 'mariadb' ? await createMysqlDatabase() : null;
  const jwtSecret = randomBytes(32).toString('hex');
  return {
    kind,
    dir,
    jwtSecret,
    env: {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: mysqlDb ? mysqlDb.url : `sqlite:${path.join(dir, 'shop.sqlite')}`,
      DATA_DIR: dir,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      JWT_SECRET: jwtSecret,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_CUSTOMER_PASSWORD: CUSTOMER_PASSWORD,
      CLIENT_DIST: path.join(dir, 'no-client'),
      // Generous budgets: the suites log in and post many times from 127.0.0.1 (rate-limits.e2e-spec.ts sets tight ones).
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '100000',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_CURRENT_PASSWORD_PER_ACCOUNT: '100000',
      RATE_LIMIT_SIGNUP_PER_IP: '100000',
      RATE_LIMIT_CONTACT_PER_IP: '100000',
      RATE_LIMIT_NEWSLETTER_PER_IP: '100000',
      RATE_LIMIT_ORDERS_PER_USER: '100000',
      RATE_LIMIT_PASSWORD_RESET_PER_IP: '100000',
      RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '100000',
      // Quiet even when a test starts a production server (NODE_ENV=test is silent by default anyway).
      LOG_LEVEL: 'silent',
      // The job loop (mail) runs only when a test kicks it (RunningServer.jobs.kick): several suites write
      // straight through the DataSource's own SQLite connection (triggers, fixtures), and better-sqlite3
      // waits for a lock synchronously, so a worker transaction open at that moment could never commit.
      MAIL_POLL_MS: '3600000',
      ...env,
    },
    remove: async () => {
      await mysqlDb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type TestClient = Pick<TestServer, 'gql' | 'rest' | 'cached' | 'login'>;

/** Requests to the server at `baseUrl` as the suites send them (JSON in and out, SQL statements read). */
export function testClient(baseUrl: string): TestClient {
  const request = async (
    method: string,
    url: string,
    body: unknown,
    token: string | null | undefined,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpResult> => {
    const headers: Record<string, string> = { ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(baseUrl + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return withSqlStatements({ status: response.status, body: parsed, headers: response.headers }, response.headers, `${method} ${url}`);
  };
  const client: TestClient = {
    gql: (query, variables, token) => request('POST', '/graphql', { query, variables }, token, NO_CACHE),
    rest: (method, p, body, token) => request(method, p, body, token, NO_CACHE),
    cached: {
      gql: (query, variables, token, headers) => request('POST', '/graphql', { query, variables }, token, headers),
      rest: (method, p, body, token, headers) => request(method, p, body, token, headers),
    },
    login: async (email, password) => {
      const result = await client.gql(
        'mutation($input: LoginInput!) { login(input: $input) { ... on AuthPayload { token } ... on ErrorResult { message } } }',
        { input: { email, password } },
      );
      const token: string | undefined = result.body.data?.login.token;
      if (!token) throw new Error(`login of ${email} failed: ${JSON.stringify(result.body)}`);
      return token;
    },
  };
  return client;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const place = await makeTestPlace(env);
  const config = loadConfig(place.env);
  const server = await startServer(config).catch(async (error: unknown) => {
    await place.remove();
    throw error;
  });
  return {
    kind: place.kind,
    url: server.url,
    jwtSecret: place.jwtSecret,
    server,
    ...testClient(server.url),
    close: async () => {
      await server.close();
      await place.remove();
    },
  };
}

/** The DATABASE_URL of a running test server, for another app server on the same database. */
export function databaseUrlOf(server: TestServer): string {
  const options = server.server.dataSource.options as { type: string; database?: string; url?: string };
  return options.type === 'mysql' ? String(options.url) : `sqlite:${String(options.database)}`;
}

/** Removes the keys a test wrote under `prefix` in the Redis at `url` (nothing when Redis is away). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } catch {
    // no Redis: nothing to clean
  } finally {
    redis.disconnect();
  }
}
