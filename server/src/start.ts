import { type IncomingMessage, type ServerResponse, createServer, type Server } from 'node:http';
import { type AddressInfo, Server as NetServer, type Socket } from 'node:net';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import type { AppConfig, DatabaseConfig } from './config';
import { createDataSource } from './database/data-source';
import { closeDatabase } from './database/transactions';
import { trackDataVersion } from './cache/data-version';
import { MemoryPrimaryPositions, RedisPrimaryPositions, type ReplicaReads, routeReplicaReads } from './database/replica-reads';
import { refuseReplicasNotMariaDb } from './database/replica-engines';
import { trackDatabaseAvailability } from './database/availability';
import { seedShop } from './seed/seed-shop';
import { applyMigrations, pendingMigrations, withSchemaLock } from './database/migrate';
import { requestLog } from './http/logging';
import { type OutboxCounts, measureRequest, watchOutbox } from './observability/metrics';
import { routePatterns } from './observability/route-patterns';
import { type AppJobs, createAppJobs } from './jobs/app-jobs';
import type { JobRunner } from './jobs/job-runner';
import { createServices, type Services } from './services';
import { createFileStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';

/** A start-up failure explained in one line (index.ts prints it without a stack trace). */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface RunningServer {
  url: string;
  port: number;
  dataSource: DataSource;
  services: Services;
  /** The job loop (the mail outbox): `kick()` runs a pass now, for tests that wait for a message. */
  jobs: JobRunner;
  /** Stops at once: open connections are cut (the tests' teardown). */
  close(): Promise<void>;
  /**
   * Stops gracefully (SIGTERM, SIGINT): refuses new connections, answers /readyz with 503, lets the
   * requests in flight finish (their answers say `Connection: close`, as do those of requests that come
   * on a kept-alive connection), closes keep-alive connections idle for DRAIN_IDLE_CLOSE_MS, and after
   * `graceMs` cuts what is still open; then stops Apollo and closes the
   * database. Answers whether every request in flight finished within the grace time.
   */
  shutdown(graceMs: number): Promise<{ drained: boolean }>;
}

function describeDatabaseError(database: DatabaseConfig, error: unknown): string {
  const e = error as { code?: string; message?: string; sqlMessage?: string };
  if (database.kind === 'sqlite') return `cannot open the SQLite database ${database.file}: ${e.message ?? String(error)}`;
  const where = `${database.host}:${database.port}`;
  switch (e.code) {
    case 'ECONNREFUSED':
      return `DATABASE_URL: nothing accepts connections at ${where} (is MySQL/MariaDB running?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `DATABASE_URL: the host "${database.host}" cannot be resolved`;
    case 'ETIMEDOUT':
      return `DATABASE_URL: the connection to ${where} timed out`;
    case 'ER_ACCESS_DENIED_ERROR':
      return `DATABASE_URL: access denied at ${where} (check the user and password)`;
    case 'ER_BAD_DB_ERROR':
      return `DATABASE_URL: the database "${database.database}" does not exist at ${where} (create it first)`;
    default:
      return `DATABASE_URL: cannot use the database at ${where}: ${e.sqlMessage ?? e.message ?? String(error)}`;
  }
}

/**
 * MySQL/MariaDB: applies the pending migrations once across every server starting at the same time
 * (database/migrate.ts), or, with MIGRATE_ON_START=false, refuses a schema behind the code in one line.
 */
async function bringSchemaUpToDate(dataSource: DataSource, config: AppConfig): Promise<void> {
  if (config.migrateOnStart) {
    await applyMigrations(dataSource);
    return;
  }
  const pending = await pendingMigrations(dataSource);
  if (pending.length > 0) {
    throw new StartupError(
      `the database schema is behind this version (${pending.length} migration(s) not applied: ${pending.join(', ')}); run \`npm run migrate\` first, or start with MIGRATE_ON_START=true`,
    );
  }
}

/** Connects, brings the schema up to date (migrations on MySQL/MariaDB) and seeds an empty shop. */
export async function openDatabase(config: AppConfig): Promise<DataSource> {
  const dataSource = createDataSource(config.database, {
    logSql: config.logSql,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    poolSize: config.databasePoolSize,
  });
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new StartupError(describeDatabaseError(config.database, error));
  }
  try {
    await bringSchemaUpToDate(dataSource, config);
    // Under the schema lock too: two servers starting on an empty database seed it once.
    await withSchemaLock(dataSource, () => seedShop(dataSource, config));
  } catch (error) {
    await closeDatabase(dataSource).catch(() => undefined);
    throw error;
  }
  return dataSource;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartupError(`PORT ${port} is already in use on ${host}`));
      else if (error.code === 'EACCES') reject(new StartupError(`PORT ${port} needs more privileges than this process has`));
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}

/**
 * How long a keep-alive connection may sit idle before the server closes it. Above the balancer's own
 * idle timeout (deploy/nginx/nginx.conf: `keepalive_timeout 4s` in the upstream), so the balancer, not the
 * server, closes an idle connection: a server that closes one races the balancer's next request on it,
 * and a POST lost that way is not sent again (docs/decisions.md#draining-behind-a-balancer).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * While draining, a keep-alive connection idle this long is closed (the drain cannot wait 65 s): still
 * above the shipped balancer's 4 s, which closes its idle connections first.
 */
export const DRAIN_IDLE_CLOSE_MS = 5_000;

/**
 * What a graceful stop needs to know of the HTTP server: each open connection (its requests in flight,
 * whether it answered one yet, since when it is open or idle), the answers in flight, and how many
 * connections it has accepted.
 */
class ConnectionTracker {
  readonly connections = new Map<Socket, { active: number; served: boolean; openedAt: number; idleSince: number }>();
  readonly inFlight = new Set<ServerResponse>();
  accepted = 0;

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.accepted++;
      const now = Date.now();
      this.connections.set(socket, { active: 0, served: false, openedAt: now, idleSince: now });
      socket.once('close', () => this.connections.delete(socket));
    });
  }

  /** Counts a request on its connection until its answer is closed. */
  request(req: IncomingMessage, res: ServerResponse): void {
    const connection = this.connections.get(req.socket);
    if (connection) connection.active++;
    this.inFlight.add(res);
    res.once('close', () => {
      this.inFlight.delete(res);
      if (connection) {
        connection.active--;
        connection.served = true;
        connection.idleSince = Date.now();
      }
    });
  }

  /**
   * Closes keep-alive connections idle for DRAIN_IDLE_CLOSE_MS (a balancer's own idle timeout closes them
   * sooner; one it reuses before then gets its answer, with Connection: close), and connections that sent
   * nothing for a second.
   */
  sweep(): void {
    const now = Date.now();
    for (const [socket, connection] of this.connections) {
      if (connection.active > 0) continue;
      if (connection.served ? now - connection.idleSince >= DRAIN_IDLE_CLOSE_MS : now - connection.openedAt > 1000) socket.destroy();
    }
  }
}

/**
 * Stops accepting, lets the requests in flight finish within `graceMs`, then cuts what is still open.
 * Answers whether every request finished in time.
 */
async function drain(server: Server, tracker: ConnectionTracker, graceMs: number): Promise<boolean> {
  for (const res of tracker.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  // Connections the kernel completed but the process did not accept yet (the event loop was busy)
  // would be reset when the listening socket closes. Node accepts one per event-loop turn: turn the
  // loop until a turn accepts none (at most 0.5 s, as clients may keep coming).
  for (let seen = -1, since = Date.now(); seen !== tracker.accepted && Date.now() - since < 500;) {
    seen = tracker.accepted;
    await nextLoopTurn();
    await nextLoopTurn();
  }
  // net's close, not http's: http's also destroys every connection without a request under way,
  // including one accepted a moment ago whose request is not parsed yet, and every idle keep-alive
  // connection, which a balancer may be reusing at that very moment. The sweep closes keep-alive
  // connections once they are idle longer than a balancer keeps them, and connections that sent nothing
  // for a second; every answer on the others says Connection: close.
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  // Each sweep runs in the check phase, right after the loop's poll phase has read what every socket
  // received: a request that arrived while the loop was busy (a stalled loop on a loaded machine) is
  // counted as in flight before the sweep looks, not taken for an idle connection and cut (a POST lost at
  // the balancer, which then answers 502: CI's balancer test under load).
  const sweepAfterPoll = () => setImmediate(() => tracker.sweep());
  sweepAfterPoll();
  const sweeper = setInterval(sweepAfterPoll, 50);
  let graceTimer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    graceTimer = setTimeout(() => resolve('grace over'), graceMs);
  });
  const outcome = await Promise.race([closed.then(() => 'drained' as const), graceOver]);
  clearInterval(sweeper);
  clearTimeout(graceTimer);
  if (outcome === 'grace over') {
    server.closeAllConnections();
    await closed;
  }
  return outcome === 'drained';
}

/** With DATABASE_REPLICA_URLS: public storefront reads go to the replicas, kept fresh (database/replica-reads.ts). */
async function startReplicaReads(dataSource: DataSource, config: AppConfig): Promise<ReplicaReads | null> {
  if (config.database.kind !== 'mysql' || !config.database.replicas) return null;
  const warn = (message: string, details: Record<string, unknown> = {}) => requestLog().warn(details, message);
  const positions = config.rateLimits.redisUrl
    ? RedisPrimaryPositions.connect(config.rateLimits.redisUrl, config.rateLimits.keyPrefix, (message) =>
        warn('read replicas: Redis is unavailable, storefront reads go to the primary until it is back', { err: message }),
      )
    : new MemoryPrimaryPositions();
  try {
    await refuseReplicasNotMariaDb(config.database.replicas.urls, warn);
    const { waitMs, backoffMs } = config.database.replicas;
    return await routeReplicaReads(dataSource, positions, { waitMs, backoffMs, warn });
  } catch (error) {
    await positions.close();
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Custom-design pictures an earlier version kept among the public uploads move to the private place before the
 * first request (storage/private-pictures.ts); a failure costs only those pictures, so it is one warning.
 */
async function movePrivatePictures(storage: FileStorage): Promise<void> {
  try {
    const moved = await storage.movePrivateFromPublic();
    if (moved > 0) requestLog().info({ moved }, `moved ${moved} private picture file(s) out of the public uploads`);
  } catch (error) {
    requestLog().warn(
      { error: error instanceof Error ? error.message : String(error) },
      'could not move private pictures out of the public uploads',
    );
  }
}

/** The outbox's rows the metrics count (observability/metrics.ts): kinds are the app's own, so a bounded label. */
function outboxCounts(dataSource: DataSource): OutboxCounts {
  return {
    waiting: async () => {
      const rows = await dataSource.query<{ n: number | string }[]>(
        `SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')`,
      );
      return Number(rows[0].n);
    },
    failedByKind: async () => {
      const rows = await dataSource.query<{ kind: string; n: number | string }[]>(
        `SELECT kind, COUNT(*) AS n FROM outbox WHERE status = 'failed' GROUP BY kind`,
      );
      return rows.map((row) => ({ kind: row.kind, count: Number(row.n) }));
    },
  };
}

/** Starts the whole shop on one port. Used by index.ts, the integration tests and the benchmark. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  // Before the seed puts pictures there: a bucket that is not there or not ours is one line, not a stack.
  // The services keep it (app.ts closes it when the server stops); until then it is closed here on a failure.
  const storage = createFileStorage(config);
  let dataSource: DataSource;
  try {
    await storage.check().catch((error: unknown) => {
      throw new StartupError(error instanceof Error ? error.message : String(error));
    });
    dataSource = await openDatabase(config);
  } catch (error) {
    storage.close();
    throw error;
  }
  trackDatabaseAvailability(dataSource);
  let replicas: ReplicaReads | null;
  try {
    replicas = await startReplicaReads(dataSource, config);
  } catch (error) {
    await closeDatabase(dataSource).catch(() => undefined);
    storage.close();
    throw error;
  }
  const dataVersion = trackDataVersion(dataSource, config.rateLimits.redisUrl, config.rateLimits.keyPrefix, replicas);
  const services = createServices(dataSource, config, dataVersion, storage);
  const { app, stop, lookup } = await createApp(config, dataSource, services);
  // After the migrations (openDatabase) and after createApp made the configured logger.
  const jobs: AppJobs = createAppJobs(config, dataSource, requestLog(), services.payments.refunds);
  await movePrivatePictures(storage);

  let draining = false;
  // Only a server that serves /metrics: the gauges are one per process, and a test process runs several servers.
  if (config.metricsToken) watchOutbox(outboxCounts(dataSource));
  const routes = routePatterns(app);
  const server = createServer((req, res) => {
    measureRequest(req, res, routes);
    tracker.request(req, res);
    // While draining, every answer closes its connection, so keep-alive clients move to another server.
    if (draining) res.setHeader('Connection', 'close');
    // A public read the response cache holds is answered before Express (cache/response-cache.ts).
    if (lookup) lookup(req, res, () => void app(req, res));
    else app(req, res);
  });
  const tracker = new ConnectionTracker(server);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    await jobs.stop();
    await stop();
    await closeDatabase(dataSource);
    throw error;
  }
  jobs.runner.start();
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    dataSource,
    services,
    jobs: jobs.runner,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await stop();
      await closeDatabase(dataSource);
    },
    shutdown: async (graceMs) => {
      draining = true;
      // The /readyz handler reads it (a load balancer still probing stops sending traffic).
      app.locals.draining = true;
      const drained = await drain(server, tracker, graceMs);
      // The send in hand finishes (its row is marked sent) before the database closes.
      await jobs.stop();
      await stop();
      await closeDatabase(dataSource);
      return { drained };
    },
  };
}
