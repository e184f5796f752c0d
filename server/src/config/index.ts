import { SHOP_NAME } from '@shop/contracts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type RateLimitConfig, parseRateLimitConfig } from './rate-limits';
import { type PaymentsConfig, parsePaymentsConfig } from './payments';
import { ConfigError } from './config-error';
import { type StorageConfig, parseStorageSettings } from '../storage/storage-config';
import { type InvoicingConfig, parseInvoicingConfig } from './invoicing';
import { parsePublicUrl, publicOriginSettings } from './public-url';
import { type DatabaseConfig, parseDatabaseUrl, withReplicas } from './database';

/** The repository root: server/src/config and server/dist/config are both three levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export type { DatabaseConfig } from './database';
export { parseDatabaseUrl, withReplicas } from './database';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  /** The local disk's picture folder (storage kind local; `npm run storage:copy` reads it). */
  uploadDir: string;
  /** Where pictures are kept: the local disk under uploadDir, or an S3-compatible bucket (storage/storage-config.ts). */
  storage: StorageConfig;
  /** Picture URLs answered from this public bucket/CDN (a redirect from /api/uploads); null: the app serves them. */
  assetsBaseUrl: string | null;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Life of a GraphQL access token (the browser's, refreshed through the cookie). */
  accessTokenTtlSeconds: number;
  /** Life of a refresh token; each rotation starts a new one. */
  refreshTokenTtlSeconds: number;
  /** Refresh cookie always Secure; otherwise Secure when the request came over HTTPS (or a proxy says so). */
  cookieSecure: boolean;
  adminEmail: string;
  /** Null when the seed should generate one and print it once. */
  adminPassword: string | null;
  demoCustomerPassword: string | null;
  /** Serve the built client from this folder when it exists. */
  clientDist: string;
  /**
   * The server render of the public storefront pages (client/src/entry-server.tsx built by `npm run build -w
   * client`); null (SSR_ENTRY=off): every page is index.html with its head, drawn in the browser.
   */
  ssrEntry: string | null;
  /** Seed the demo shop into an empty database. */
  seedDemo: boolean;
  /**
   * MySQL/MariaDB: apply pending migrations at start (under the schema lock), or, when false, refuse to
   * start on a schema that is behind the code (`npm run migrate` is then a deploy step of its own).
   */
  migrateOnStart: boolean;
  /** GET /metrics answers a scraper that sends this bearer token; null: no /metrics (404). */
  metricsToken: string | null;
  logSql: boolean;
  /** Express's `trust proxy`: which hops may set X-Forwarded-For/-Proto (the rate limits and Secure cookies read them). */
  trustProxy: string;
  /** Attempts per window of log-in, sign-up, contact, newsletter and orders; Redis when REDIS_URL is set (server/src/rate-limit). */
  rateLimits: RateLimitConfig;
  /** On SIGTERM/SIGINT, how long in-flight requests may take before their connections are cut. */
  shutdownGraceMs: number;
  /** How long opening a MySQL/MariaDB connection may take (a request during an outage fails after at most this). */
  databaseConnectTimeoutMs: number;
  /** Limits on one GraphQL request (server/src/graphql/limits.ts). */
  graphqlLimits: GraphQLLimits;
  /** Introspection and the Apollo landing page: off by default in production. */
  graphqlIntrospection: boolean;
  /** pino's level for the structured logs (silent by default in tests). */
  logLevel: LogLevel;
  /** JSON lines, or coloured lines for a terminal (LOG_FORMAT; default: pretty when stdout is a terminal outside production). */
  logFormat: LogFormat;
  /** Public reads answered from memory until the data changes (server/src/cache/response-cache.ts). */
  responseCache: ResponseCacheConfig;
  /** Load shedding in front of the API (server/src/http/admission.ts). */
  admission: AdmissionLimits;
  /** mysql2 pool size (connectionLimit) on MySQL/MariaDB; at least MAX_IN_FLIGHT (docs/decisions.md#load-shedding). */
  databasePoolSize: number;
  /** Online payment: which provider serves each currency, the test gateway's secret (config/payments.ts). */
  payments: PaymentsConfig;
  /**
   * The shop's address as shoppers reach it (PUBLIC_URL, config/public-url.ts): the origin of every absolute URL the
   * server writes (http/public-origin.ts). Required in production, where the Host header is the caller's to choose; null: the
   * request's own origin when its host is one of allowedHosts.
   */
  publicUrl: string | null;
  /** Without PUBLIC_URL: the host names a request's Host may name in links (localhost, 127.0.0.1, [::1], HOST, ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** Transactional e-mail (docs/decisions.md#notifications). */
  mail: MailConfig;
  /** Stock per variant (docs/decisions.md#stock). */
  stock: StockConfig;
  /** The seller on tax invoices and the state GST is split against (docs/decisions.md#gst-and-invoices). */
  invoicing: InvoicingConfig;
}

export type { InvoicingConfig } from './invoicing';

export type { AdmissionLimits, GraphQLLimits, LogFormat, LogLevel, MailConfig, ResponseCacheConfig, StockConfig } from './groups';
import type { AdmissionLimits, GraphQLLimits, LogFormat, LogLevel, MailConfig, ResponseCacheConfig, StockConfig } from './groups';

export { ConfigError } from './config-error';

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

function positiveWholeNumber(fallback: number) {
  return z
    .string()
    .regex(/^\d+$/, 'must be a whole number of at least 1')
    .transform(Number)
    .refine((n) => n >= 1, 'must be a whole number of at least 1')
    .default(fallback);
}

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
  DATABASE_REPLICA_URLS: z.string().trim().optional(),
  REPLICA_WAIT_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds from 1 to 10000')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 10_000, 'must be a whole number of milliseconds from 1 to 10000')
    .default(1000),
  REPLICA_BACKOFF_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds from 0 to 600000')
    .transform(Number)
    .refine((n) => n <= 600_000, 'must be a whole number of milliseconds from 0 to 600000')
    .default(5000),
  DATA_DIR: z.string().min(1).optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be seconds or a number followed by s, m, h or d (e.g. 7d)')
    .default('7d'),
  ACCESS_TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be seconds or a number followed by s, m, h or d (e.g. 15m)')
    .default('15m'),
  REFRESH_TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be seconds or a number followed by s, m, h or d (e.g. 30d)')
    .default('30d'),
  COOKIE_SECURE: z.enum(['true', 'false', '1', '0']).optional(),
  ADMIN_EMAIL: emailSchema.default('admin@aurelia.example'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_CUSTOMER_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  CLIENT_DIST: z.string().min(1).optional(),
  SSR_ENTRY: z.string().min(1).optional(),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  MIGRATE_ON_START: z.enum(['true', 'false', '1', '0']).default('true'),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  LOG_SQL: z.enum(['true', 'false', '1', '0']).default('false'),
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  SHUTDOWN_GRACE_MS: positiveWholeNumber(10_000),
  DB_CONNECT_TIMEOUT_MS: positiveWholeNumber(2000),
  GRAPHQL_MAX_DEPTH: positiveWholeNumber(16),
  GRAPHQL_MAX_ALIASES: positiveWholeNumber(15),
  GRAPHQL_MAX_DIRECTIVES: positiveWholeNumber(20),
  GRAPHQL_MAX_TOKENS: positiveWholeNumber(4000),
  GRAPHQL_MAX_COST: positiveWholeNumber(30000),
  GRAPHQL_MAX_BODY_BYTES: positiveWholeNumber(100 * 1024),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  RESPONSE_CACHE: z.enum(['on', 'off', 'true', 'false', '1', '0']).default('on'),
  RESPONSE_CACHE_MAX_MB: positiveWholeNumber(64),
  RESPONSE_CACHE_TTL: positiveWholeNumber(300),
  MAX_IN_FLIGHT: positiveWholeNumber(16),
  MAX_QUEUE: z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).default(64),
  MAX_RENDERS_IN_FLIGHT: positiveWholeNumber(2),
  QUEUE_TIMEOUT_MS: positiveWholeNumber(2000),
  REQUEST_DEADLINE_MS: positiveWholeNumber(10_000),
  DB_POOL_SIZE: positiveWholeNumber(16),
  // Empty counts as unset (docker-compose passes `SMTP_URL: ${SMTP_URL:-}`).
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
      .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default(`${SHOP_NAME} <no-reply@aurelia.example>`),
  SHOP_EMAIL: z.preprocess(blankAsUnset, emailSchema.optional()),
  MAIL_POLL_MS: positiveWholeNumber(2000),
  MAIL_MAX_ATTEMPTS: positiveWholeNumber(12),
  MAIL_RETRY_BASE_MS: positiveWholeNumber(30_000),
  // Longer than one send may take (nodemailer's timeouts: 10 s connect, 10 s greeting, 30 s of silence), with
  // room for the invoice it attaches: a shorter lease lets another worker send a message still being sent.
  MAIL_LEASE_MS: positiveWholeNumber(120_000),
  // Minutes, a fraction allowed (tests use a few seconds).
  STOCK_RESERVATION_MINUTES: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number of minutes greater than 0, e.g. 30')
    .transform(Number)
    .refine((n) => n > 0, 'must be a number of minutes greater than 0, e.g. 30')
    .default(30),
  LOW_STOCK_THRESHOLD: positiveWholeNumber(3),
});

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

function parseTtl(value: string): number {
  const unit = value.at(-1) ?? '';
  return unit in TTL_UNITS ? Number(value.slice(0, -1)) * TTL_UNITS[unit] : Number(value);
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

/** JWT_SECRET; outside production a secret made once and kept under data/ when it is unset. */
function jwtSecretOf(e: { JWT_SECRET?: string; NODE_ENV: string }, dataDir: string): string {
  if (e.JWT_SECRET) return e.JWT_SECRET;
  if (e.NODE_ENV === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (at least 32 characters)');
  return persistedSecret(dataDir, 'jwt-secret');
}

/** Where the built client is, and its server entry (SSR_ENTRY=off: no server render). */
function clientBuild(clientDist: string | undefined, ssrEntry: string | undefined): Pick<AppConfig, 'clientDist' | 'ssrEntry'> {
  return {
    clientDist: path.resolve(REPO_ROOT, clientDist ?? 'client/dist'),
    ssrEntry: ssrEntry === 'off' ? null : path.resolve(REPO_ROOT, ssrEntry ?? 'client/dist-server/entry-server.cjs'),
  };
}

/** S3_BUCKET and its settings, ASSETS_BASE_URL (storage/storage-config.ts). */
function storageSettings(env: NodeJS.ProcessEnv): Pick<AppConfig, 'storage' | 'assetsBaseUrl'> {
  const settings = parseStorageSettings(env);
  if (typeof settings === 'string') throw new ConfigError(settings);
  return settings;
}

function mailConfig(e: z.infer<typeof envSchema>): MailConfig {
  return {
    smtpUrl: e.SMTP_URL || null,
    from: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL ?? e.ADMIN_EMAIL,
    pollMs: e.MAIL_POLL_MS,
    maxAttempts: e.MAIL_MAX_ATTEMPTS,
    retryBaseMs: e.MAIL_RETRY_BASE_MS,
    leaseMs: e.MAIL_LEASE_MS,
  };
}

/**
 * Reads and checks the configuration once, at start-up. Throws ConfigError with a one-line
 * explanation naming the variable; index.ts prints it and exits.
 */
/** Load shedding's limits (http/admission.ts). */
const admissionLimits = (e: z.infer<typeof envSchema>): AdmissionLimits => ({
  maxInFlight: e.MAX_IN_FLIGHT,
  maxQueue: e.MAX_QUEUE,
  maxRenders: e.MAX_RENDERS_IN_FLIGHT,
  queueTimeoutMs: e.QUEUE_TIMEOUT_MS,
  requestDeadlineMs: e.REQUEST_DEADLINE_MS,
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    const got = env[name] === undefined ? '' : ` (got "${env[name]}")`;
    throw new ConfigError(`${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  const rateLimits = parseRateLimitConfig(env);
  if (typeof rateLimits === 'string') throw new ConfigError(rateLimits);
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data');
  const database = withReplicas(
    parseDatabaseUrl(e.DATABASE_URL, dataDir),
    e.DATABASE_REPLICA_URLS,
    e.REPLICA_WAIT_MS,
    e.REPLICA_BACKOFF_MS,
  );
  const payments = parsePaymentsConfig(env, () => persistedSecret(dataDir, 'test-gateway-secret'));
  if (typeof payments === 'string') throw new ConfigError(payments);
  // Checked here, before the settings below, so a bad PUBLIC_URL is the line reported as before.
  const publicUrl = parsePublicUrl(env);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    dataDir,
    uploadDir: path.resolve(REPO_ROOT, e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    ...storageSettings(env),
    jwtSecret: jwtSecretOf(e, dataDir),
    jwtTtlSeconds: parseTtl(e.JWT_TTL),
    accessTokenTtlSeconds: parseTtl(e.ACCESS_TOKEN_TTL),
    refreshTokenTtlSeconds: parseTtl(e.REFRESH_TOKEN_TTL),
    cookieSecure: e.COOKIE_SECURE === 'true' || e.COOKIE_SECURE === '1',
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    demoCustomerPassword: e.DEMO_CUSTOMER_PASSWORD ?? null,
    ...clientBuild(e.CLIENT_DIST, e.SSR_ENTRY),
    // The demo catalogue never lands in a production database unless asked for.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' || e.SEED_DEMO === '1' : e.NODE_ENV !== 'production',
    migrateOnStart: e.MIGRATE_ON_START === 'true' || e.MIGRATE_ON_START === '1',
    metricsToken: e.METRICS_TOKEN ?? null,
    logSql: e.LOG_SQL === 'true' || e.LOG_SQL === '1',
    trustProxy: e.TRUST_PROXY,
    rateLimits,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    databaseConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    graphqlLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxCost: e.GRAPHQL_MAX_COST,
      maxBodyBytes: e.GRAPHQL_MAX_BODY_BYTES,
    },
    graphqlIntrospection:
      e.GRAPHQL_INTROSPECTION === undefined
        ? e.NODE_ENV !== 'production'
        : e.GRAPHQL_INTROSPECTION === 'true' || e.GRAPHQL_INTROSPECTION === '1',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY && e.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    responseCache: {
      enabled: ['on', 'true', '1'].includes(e.RESPONSE_CACHE),
      maxBytes: e.RESPONSE_CACHE_MAX_MB * 1024 * 1024,
      ttlSeconds: e.RESPONSE_CACHE_TTL,
    },
    admission: admissionLimits(e),
    databasePoolSize: e.DB_POOL_SIZE,
    payments,
    mail: mailConfig(e),
    ...publicOriginSettings(env, e.HOST, publicUrl),
    stock: { reservationMinutes: e.STOCK_RESERVATION_MINUTES, lowStockThreshold: e.LOW_STOCK_THRESHOLD },
    invoicing: parseInvoicingConfig(env),
  };
}
