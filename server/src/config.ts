import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: server/src and server/dist are both two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'mysql'; url: string; host: string; port: number; database: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  uploadDir: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  adminEmail: string;
  /** Null when the seed should generate one and print it once. */
  adminPassword: string | null;
  demoCustomerPassword: string | null;
  /** Serve the built client from this folder when it exists. */
  clientDist: string;
  /** Seed the demo shop into an empty database. */
  seedDemo: boolean;
  logSql: boolean;
}

/** A configuration problem, reported as one line at start-up. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'must be a whole number from 0 to 65535')
    .default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().trim().optional(),
  DATA_DIR: z.string().min(1).optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be seconds or a number followed by s, m, h or d (e.g. 7d)')
    .default('7d'),
  ADMIN_EMAIL: emailSchema.default('admin@aurelia.example'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_CUSTOMER_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  CLIENT_DIST: z.string().min(1).optional(),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).default('true'),
  LOG_SQL: z.enum(['true', 'false', '1', '0']).default('false'),
});

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

function parseTtl(value: string): number {
  const unit = value.at(-1) ?? '';
  return unit in TTL_UNITS ? Number(value.slice(0, -1)) * TTL_UNITS[unit] : Number(value);
}

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

/** Reads a secret kept under data/, or creates it once (outside production). */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * Reads and checks the configuration once, at start-up. Throws ConfigError with a one-line
 * explanation naming the variable; index.ts prints it and exits.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    const got = env[name] === undefined ? '' : ` (got "${env[name]}")`;
    throw new ConfigError(`${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data');
  const database = parseDatabaseUrl(e.DATABASE_URL, dataDir);

  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (e.NODE_ENV === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (at least 32 characters)');
    jwtSecret = persistedSecret(dataDir, 'jwt-secret');
  }

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    dataDir,
    uploadDir: path.resolve(REPO_ROOT, e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    jwtSecret,
    jwtTtlSeconds: parseTtl(e.JWT_TTL),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    demoCustomerPassword: e.DEMO_CUSTOMER_PASSWORD ?? null,
    clientDist: path.resolve(REPO_ROOT, e.CLIENT_DIST ?? 'client/dist'),
    seedDemo: e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    logSql: e.LOG_SQL === 'true' || e.LOG_SQL === '1',
  };
}
