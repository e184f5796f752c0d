import { AsyncLocalStorage } from 'node:async_hooks';
import type { Redis } from 'ioredis';
import type { DataSource, QueryRunner } from 'typeorm';
import { replicaReads } from '../observability/metrics';
import { closeRedis, connectRedis } from './redis';

/**
 * Read replicas (DATABASE_REPLICA_URLS; docs/decisions.md#read-replicas).
 *
 * Which statements read a replica: only those of a request marked as a public storefront read (the
 * catalogue's GraphQL queries and legacy GET paths, the ones the response cache may keep), and only
 * outside a transaction. Everything else (cart, wish list, checkout, orders, the account, the
 * back-office, every write) keeps to the primary, so it reads its own writes.
 *
 * How a replica read stays fresh: after every commit that changes shared rows, the writer notes the
 * primary's GTID position (MariaDB's @@gtid_binlog_pos) where every app server finds it, before its answer
 * leaves. A replica connection serves a request only once its server has applied that position
 * (MASTER_GTID_WAIT, at most REPLICA_WAIT_MS); a replica that is behind, away or unknown is passed over
 * for the primary. So an admin's price change is what the next shopper sees, on any app server, however
 * far the replica lags; the replica carries the reads whenever it keeps up.
 *
 * A replica found behind (or failing its wait) is then passed over without being asked for
 * REPLICA_BACKOFF_MS: a stalled replica would otherwise cost every uncached read the whole wait. Reads that
 * arrive while a replica's wait for a position is under way share that one wait.
 */

interface ReadScope {
  replica: boolean;
  /** The position this request's replica reads must have applied (fetched once, at its first replica read). */
  position: Promise<string | null> | null;
}

const scopes = new AsyncLocalStorage<ReadScope>();
const READ_STATEMENT = /^\s*\(?\s*(SELECT|WITH)\b/i;

/** Runs one request (and everything it starts) with its own read scope: the primary, unless marked. */
export function runInReadScope<T>(fn: () => T): T {
  return scopes.run({ replica: false, position: null }, fn);
}

/** Marks the current request a public storefront read: its statements outside transactions may read a replica. */
export function readFromReplica(): void {
  const scope = scopes.getStore();
  if (scope) scope.replica = true;
}

/** A MariaDB GTID position: the last sequence number of each replication domain, as "domain-server-seq,…". */
type Position = Map<string, { server: string; seq: bigint }>;

function parsePosition(text: string): Position {
  const position: Position = new Map();
  for (const entry of text.split(',')) {
    const match = /^\s*(\d+)-(\d+)-(\d+)\s*$/.exec(entry);
    if (!match) continue;
    const [, domain, server, seq] = match;
    const known = position.get(domain);
    if (!known || known.seq < BigInt(seq)) position.set(domain, { server, seq: BigInt(seq) });
  }
  return position;
}

const formatPosition = (position: Position): string =>
  [...position.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([domain, { server, seq }]) => `${domain}-${server}-${seq}`)
    .join(',');

/** The later of two positions, domain by domain (two writers may note theirs in either order). */
export function laterPosition(a: string, b: string): string {
  const merged = parsePosition(a);
  for (const [domain, entry] of parsePosition(b)) {
    const known = merged.get(domain);
    if (!known || known.seq < entry.seq) merged.set(domain, entry);
  }
  return formatPosition(merged);
}

/** Where the primary's position after the last shared write is kept, for every app server. */
export interface PrimaryPositions {
  note(position: string): Promise<void>;
  /** '' when no write was noted since the store began. */
  required(): Promise<string>;
  close(): Promise<void>;
}

/** One app server alone. */
export class MemoryPrimaryPositions implements PrimaryPositions {
  private position = '';

  note(position: string): Promise<void> {
    this.position = laterPosition(this.position, position);
    return Promise.resolve();
  }

  required(): Promise<string> {
    return Promise.resolve(this.position);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * Every app server sharing one Redis: a hash of replication domain → "server-seq", raised (never lowered)
 * atomically by a script, so a writer that notes an older position after a newer one changes nothing.
 */
const RAISE = `
for _, entry in ipairs(ARGV) do
  local domain, server, seq = string.match(entry, '^(%d+)-(%d+)-(%d+)$')
  if domain then
    local known = redis.call('HGET', KEYS[1], domain)
    local knownSeq = known and string.match(known, '-(%d+)$')
    if not knownSeq or #knownSeq < #seq or (#knownSeq == #seq and knownSeq < seq) then
      redis.call('HSET', KEYS[1], domain, server .. '-' .. seq)
    end
  end
end
return 1`;

export class RedisPrimaryPositions implements PrimaryPositions {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

  static connect(url: string, keyPrefix: string, warn: (message: string) => void): RedisPrimaryPositions {
    return new RedisPrimaryPositions(connectRedis(url, warn), `${keyPrefix}:primary-gtid`);
  }

  async note(position: string): Promise<void> {
    const entries = formatPosition(parsePosition(position)).split(',').filter(Boolean);
    if (entries.length > 0) await this.redis.eval(RAISE, 1, this.key, ...entries);
  }

  async required(): Promise<string> {
    const domains = await this.redis.hgetall(this.key);
    return formatPosition(
      parsePosition(
        Object.entries(domains)
          .map(([domain, rest]) => `${domain}-${rest}`)
          .join(','),
      ),
    );
  }

  close(): Promise<void> {
    return closeRedis(this.redis);
  }
}

/** The callback-style connection mysql2's pool cluster hands TypeORM. */
interface PoolConnection {
  query(sql: string, values: unknown[], callback: (error: Error | null, rows: unknown) => void): void;
  release(): void;
  /** mysql2's settings of the connection: which replica server it reaches. */
  config?: { host?: string; port?: number };
}

const serverOf = (connection: PoolConnection): string => `${connection.config?.host ?? ''}:${connection.config?.port ?? ''}`;

interface ReplicatedDriver {
  obtainMasterConnection(): Promise<PoolConnection>;
  obtainSlaveConnection(): Promise<PoolConnection>;
}

/** Has the replica behind `connection` applied `position`? Waits at most `waitMs`. */
function caughtUp(connection: PoolConnection, position: string, waitMs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    connection.query('SELECT MASTER_GTID_WAIT(?, ?) AS applied', [position, waitMs / 1000], (error, rows) => {
      if (error) return reject(error);
      resolve(Number((rows as { applied: number | string | null }[])[0]?.applied) === 0);
    });
  });
}

export interface ReplicaReadOptions {
  waitMs: number;
  /** How long a replica found behind is passed over without being asked again (0: ask on every read). */
  backoffMs: number;
  warn(message: string, details: Record<string, unknown>): void;
}

/** What the data version needs of the replica reads: the primary's position noted after each shared write. */
export interface ReplicaReads {
  notePrimaryPosition(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown at start when the primary cannot keep replica reads fresh. */
export class ReplicaSetupError extends Error {}

/**
 * Raw SQL (the catalogue's one UNION ALL of product parts, database/product-parts.ts) takes the primary in
 * TypeORM whatever the mode: inside a marked request, a SELECT outside a transaction takes a replica too.
 */
function readRawSelectsOnReplicas(dataSource: DataSource): void {
  const query = dataSource.query.bind(dataSource);
  dataSource.query = async <T = unknown>(sql: string, parameters?: unknown[], queryRunner?: QueryRunner): Promise<T> => {
    if (queryRunner || !scopes.getStore()?.replica || !READ_STATEMENT.test(sql)) return query<T>(sql, parameters, queryRunner);
    const replicaRunner = dataSource.createQueryRunner('slave');
    try {
      return await query<T>(sql, parameters, replicaRunner);
    } finally {
      await replicaRunner.release();
    }
  };
}

/** Refuses a primary whose replicas cannot be kept fresh: not MariaDB (GTIDs), or no binary log. */
async function assertReplicatedPrimary(dataSource: DataSource): Promise<void> {
  const [primary] = await dataSource.query<{ version: string; logBin: number | string }[]>(
    'SELECT VERSION() AS version, @@log_bin AS logBin',
  );
  if (!/mariadb/i.test(primary.version)) {
    throw new ReplicaSetupError(
      `DATABASE_REPLICA_URLS needs a MariaDB primary (its GTIDs keep replica reads fresh); this one is ${primary.version}`,
    );
  }
  if (Number(primary.logBin) !== 1) {
    throw new ReplicaSetupError(
      'DATABASE_REPLICA_URLS: the primary writes no binary log (start it with log-bin), so it has no replicas to read',
    );
  }
}

/**
 * What this app server knows of each replica server ("host:port"): which ones were found behind (or
 * failing) and are passed over until their back-off ends, and the wait under way on each, which the reads
 * that need the same position meanwhile share instead of each waiting on its own.
 */
class ReplicaServers {
  private readonly skipUntil = new Map<string, number>();
  private readonly waits = new Map<string, { position: string; applied: Promise<boolean> }>();

  constructor(
    private readonly count: number,
    private readonly timing: Pick<ReplicaReadOptions, 'waitMs' | 'backoffMs'>,
  ) {}

  skipping(server: string): boolean {
    return (this.skipUntil.get(server) ?? 0) > Date.now();
  }

  /** Every replica is being passed over: a read need not take a replica connection at all. */
  allSkipped(): boolean {
    return this.skipUntil.size >= this.count && [...this.skipUntil.keys()].every((server) => this.skipping(server));
  }

  backOff(server: string): void {
    this.skipUntil.set(server, Date.now() + this.timing.backoffMs);
  }

  /** Has `server` applied `position`? One MASTER_GTID_WAIT per server and position at a time. */
  caughtUp(server: string, connection: PoolConnection, position: string): Promise<boolean> {
    const pending = this.waits.get(server);
    if (pending?.position === position) return pending.applied;
    const wait = { position, applied: caughtUp(connection, position, this.timing.waitMs) };
    this.waits.set(server, wait);
    const done = () => {
      if (this.waits.get(server) === wait) this.waits.delete(server);
    };
    wait.applied.then(done, done);
    return wait.applied;
  }
}

/**
 * Sends the marked requests' reads to the replicas of `dataSource` (created with TypeORM replication,
 * defaultMode 'master'), fresh as of `positions`; and notes the primary's position after each shared
 * write (`notePrimaryPosition`, which the data version calls before it advances).
 */
export async function routeReplicaReads(
  dataSource: DataSource,
  positions: PrimaryPositions,
  options: ReplicaReadOptions,
): Promise<ReplicaReads> {
  await assertReplicatedPrimary(dataSource);
  // Reads outside a transaction take TypeORM's default mode: a replica only inside a marked request.
  dataSource.defaultReplicationModeForReads = () => (scopes.getStore()?.replica ? 'slave' : 'master');
  readRawSelectsOnReplicas(dataSource);
  const driver = dataSource.driver as unknown as ReplicatedDriver;
  const replicaConnection = driver.obtainSlaveConnection.bind(driver);
  const primaryConnection = driver.obtainMasterConnection.bind(driver);
  // The position each pooled replica connection was last seen to have applied.
  const applied = new WeakMap<PoolConnection, string>();
  const replicaCount = (dataSource.options as { replication?: { slaves?: unknown[] } }).replication?.slaves?.length ?? 1;
  const servers = new ReplicaServers(replicaCount, options);
  // One warning per outcome every 10 s: a replica that is down would otherwise log every read.
  const warnedAt = new Map<string, number>();
  const skipped = () => {
    replicaReads.inc({ outcome: 'skipped' });
    return primaryConnection();
  };
  const passOver = (outcome: 'behind' | 'unavailable' | 'unknown', details: Record<string, unknown>) => {
    replicaReads.inc({ outcome });
    const now = Date.now();
    if (now - (warnedAt.get(outcome) ?? -Infinity) >= 10_000) {
      warnedAt.set(outcome, now);
      options.warn(`read replica ${outcome}: storefront reads go to the primary`, details);
    }
    return primaryConnection();
  };

  driver.obtainSlaveConnection = async () => {
    const scope = scopes.getStore();
    let required: string | null = '';
    if (scope) {
      scope.position ??= positions.required().catch(() => null);
      required = await scope.position;
    }
    // Redis is away: which writes a replica must have is unknown.
    if (required === null) return passOver('unknown', {});
    // Each replica was found behind a moment ago: the primary, without asking them again.
    if (servers.allSkipped()) return skipped();
    // The pool cluster picks the replica: one that is passed over is put back and the next one taken.
    for (let tries = 0; tries < replicaCount; tries++) {
      let connection: PoolConnection;
      try {
        connection = await replicaConnection();
      } catch (error) {
        return passOver('unavailable', { err: (error as Error).message });
      }
      if (required === '' || applied.get(connection) === required) {
        replicaReads.inc({ outcome: 'replica' });
        return connection;
      }
      const server = serverOf(connection);
      if (servers.skipping(server)) {
        connection.release();
        continue;
      }
      try {
        if (await servers.caughtUp(server, connection, required)) {
          applied.set(connection, required);
          replicaReads.inc({ outcome: 'replica' });
          return connection;
        }
        connection.release();
        servers.backOff(server);
        return passOver('behind', { position: required, waitMs: options.waitMs, backoffMs: options.backoffMs });
      } catch (error) {
        connection.release();
        servers.backOff(server);
        return passOver('unavailable', { err: (error as Error).message });
      }
    }
    return skipped();
  };

  return {
    async notePrimaryPosition() {
      const [row] = await dataSource.query<{ position: string }[]>('SELECT @@gtid_binlog_pos AS position');
      await positions.note(row.position);
    },
    close: () => positions.close(),
  };
}
