import type { Logger } from 'pino';
import type { AfterQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';
import { requestLog } from '../http/logging';

/** What a client reads when the database cannot be reached (REST `details`, GraphQL `message`). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop is temporarily unavailable, please try again in a moment';

/** The `Retry-After` of a 503: MySQL/MariaDB connections are retried on the next request, so a few seconds. */
export const RETRY_AFTER_SECONDS = 5;

// Errors of the connection rather than of the statement: the server is gone, refuses, is full or is
// shutting down. Node's socket errors, mysql2's protocol errors and the MySQL/MariaDB server codes.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_SERVER_GONE_ERROR',
  'ER_SERVER_LOST',
  // Not the database's: a write rolled back because its request's deadline passed or its client went away
  // (request-deadline.ts), answered like an outage, 503 with Retry-After (nothing was stored).
  'REQUEST_DEADLINE_PASSED',
]);

// mysql2 raises the first three without a code: a statement on a pool or connection closed under it.
// TypeORM raises the next one for a statement on a MySQL/MariaDB pool it has closed, and better-sqlite3 the
// one after on a closed SQLite connection (the job loop must log them as one outage, not a stack trace every pass).
// Node's socket errors name their code in the message (`connect ECONNREFUSED 127.0.0.1:3306`); the last
// pattern still knows such an error when Apollo re-wrapped it as `Unexpected error value: Error: …` (it
// does when the error is not `instanceof Error` of its realm, as under jest's VM).
const UNAVAILABLE_MESSAGES = [
  /^Pool is closed/,
  /connection is in closed state/i,
  /^Connection lost/,
  /^Connection is not established with \w+ database/,
  /^The database connection is not open/,
  /\b(?:connect|read|write|getaddrinfo) (?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)\b/,
];

const MAX_DEPTH = 5;

/**
 * True when `error` (or what it wraps: TypeORM's `driverError`, GraphQL's `originalError`, a `cause`…)
 * says the MySQL/MariaDB server cannot be reached, so the answer is 503 with Retry-After rather than
 * 500. Statement errors (a constraint, a syntax error, a deadlock) are not outages. The embedded SQLite
 * has one: its connection closed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > MAX_DEPTH) return false;
  const e = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    originalError?: unknown;
    cause?: unknown;
    thrownValue?: unknown;
  };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // thrownValue: graphql-js's NonErrorThrown, its wrapper of a thrown value that is not an Error of its realm.
  return [e.driverError, e.originalError, e.cause, e.thrownValue].some(
    (inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1),
  );
}

/**
 * Settles with `work`, or rejects after `ms` (the readiness probe must answer within its bound even when
 * a statement hangs on a server that stopped answering).
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The database's state as this process last saw it, so an outage is logged once when it starts (warn,
 * with the error's message) and once when it ends (info), not on every 503, every /readyz probe and every
 * pass of the job loop in between. The answers and jobs that find the database away call unavailable();
 * any statement that succeeds afterwards calls available().
 */
export class DatabaseOutageLog {
  private downSince: number | null = null;

  constructor(private readonly log: () => Logger) {}

  /** A request or a probe found the database away: logs the first one of an outage. */
  unavailable(error: unknown): void {
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    this.log().warn(
      { database: 'unavailable', reason },
      'database unreachable: requests answer 503 and background jobs wait until it is back',
    );
  }

  /** A statement succeeded: logs the end of an outage, with how long it lasted. */
  available(): void {
    if (this.downSince === null) return;
    const downForMs = Date.now() - this.downSince;
    this.downSince = null;
    this.log().info({ database: 'available', downForMs }, 'database reachable again');
  }
}

/** This process's outage log (its lines go to the request's logger, else the process's). */
export const databaseOutage = new DatabaseOutageLog(() => requestLog());

/** Ends the outage on the first statement of `dataSource` that succeeds (after initialize). */
export function trackDatabaseAvailability(dataSource: DataSource): void {
  const subscriber: EntitySubscriberInterface = {
    afterQuery: (event: AfterQueryEvent) => {
      if (event.success) databaseOutage.available();
    },
  };
  dataSource.subscribers.push(subscriber);
}
