import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../database/redis';
import type { AfterQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';
import type { DataVersion } from '../domain/common/data-version';
import { onCommit, writtenTable } from '../database/transactions';
import { requestLog } from '../http/logging';
import type { ReplicaReads } from '../database/replica-reads';

/**
 * Tables whose rows no cached read shows: one shopper's cart, wish list and orders, sessions, the
 * inbox, the mail outbox, payment attempts and events, and the test gateway's sessions. A transaction that writes only these leaves the data version alone, so shoppers filling carts
 * do not empty the catalogue caches; any other table written advances it.
 */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'cart_items',
  'wishlist_items',
  'orders',
  'order_items',
  'refresh_tokens',
  'password_resets',
  'account_changes',
  'contact_inquiries',
  'newsletter_subscribers',
  'outbox',
  'payment_attempts',
  'payment_events',
  'test_gateway_sessions',
  // The order lifecycle's history and refunds, and the invoice counter a payment now advances.
  'order_events',
  'order_refunds',
  'invoice_series',
]);

export interface SharedDataVersion extends DataVersion {
  /** Moves the version on; resolves once every reader started afterwards sees the new number. */
  advance(): Promise<void>;
  close(): Promise<void>;
}

/** One app server alone: a counter in this process. */
export class MemoryDataVersion implements SharedDataVersion {
  private version = 1;

  current(): Promise<number> {
    return Promise.resolve(this.version);
  }

  advance(): Promise<void> {
    this.version += 1;
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * Every app server sharing one Redis: the version is a Redis counter, INCR'd by the writer before its
 * answer leaves and read by every cached request, so a save on one server shows on the next request to
 * any other.
 *
 * Reads are coalesced: concurrent requests share one GET, but a request never shares a GET that was sent
 * before it arrived (that GET may have been answered before a write that finished before the request
 * came), so it waits for the next one. At most one GET is in flight per server: thousands of requests a
 * second cost Redis one round trip each, whatever the load.
 *
 * The counter must never go back to a number it held before: caches compare stamps for equality, so an
 * answer kept at version 5 would be served again once a restarted counter reached 5. Redis may lose the key
 * (a restart without persistence, eviction, a FLUSHDB), so a missing key is started at Redis's own clock in
 * microseconds (TIME: one clock for every app server, so no server's skew can start it lower; far above any
 * count of writes since the last start, since Redis runs at most one INCR per microsecond; still a safe
 * integer), atomically in a script, and the first INCR after a loss continues from there. The digits are
 * joined as text: Lua's numbers would print 1.79e+15.
 */
const START_IF_MISSING = `
local v = redis.call('GET', KEYS[1])
if not v then
  local t = redis.call('TIME')
  v = t[1] .. string.rep('0', 6 - #t[2]) .. t[2]
  redis.call('SET', KEYS[1], v)
end
if ARGV[1] == 'incr' then return redis.call('INCR', KEYS[1]) end
return v`;

export class RedisDataVersion implements SharedDataVersion {
  private inFlight: Promise<number> | null = null;
  private queued: Promise<number> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

  static connect(url: string, keyPrefix: string): RedisDataVersion {
    const redis = connectRedis(url, (message) =>
      requestLog().warn({ err: message }, 'data version: Redis is unavailable, caches are bypassed until it is back'),
    );
    return new RedisDataVersion(redis, `${keyPrefix}:data-version`);
  }

  current(): Promise<number> {
    if (!this.inFlight) return this.send();
    // A GET is on its way; it may predate this request, so this request takes the one after it.
    this.queued ??= this.inFlight.then(
      () => this.send(),
      () => this.send(),
    );
    return this.queued;
  }

  private send(): Promise<number> {
    this.queued = null;
    const read = this.redis
      .get(this.key)
      .then((value) => value ?? this.startIfMissing('get'))
      .then((value) => Number(value));
    this.inFlight = read;
    const clear = () => {
      if (this.inFlight === read) this.inFlight = null;
    };
    read.then(clear, clear);
    return read;
  }

  /** Rejects when Redis cannot be reached; trackDataVersion then retries until it can. */
  async advance(): Promise<void> {
    await this.startIfMissing('incr');
  }

  private startIfMissing(then: 'get' | 'incr'): Promise<string | number> {
    return this.redis.eval(START_IF_MISSING, 1, this.key, then) as Promise<string | number>;
  }

  close(): Promise<void> {
    return closeRedis(this.redis);
  }
}

/**
 * The data version of `dataSource`: advanced after every commit that wrote a table outside PRIVATE_TABLES
 * (the app writes only through database/transactions.ts inTransaction), and after any such statement
 * run outside a transaction on the app's DataSource (a script or test writing directly). Writes made
 * by other programs are not seen: cached answers also expire after RESPONSE_CACHE_TTL.
 */
export function trackDataVersion(
  dataSource: DataSource,
  redisUrl: string | null,
  keyPrefix: string,
  /** With read replicas: the primary's position is noted before the version moves (database/replica-reads.ts). */
  replicas: ReplicaReads | null = null,
): SharedDataVersion {
  const version = redisUrl ? RedisDataVersion.connect(redisUrl, keyPrefix) : new MemoryDataVersion();
  let retrying: NodeJS.Timeout | null = null;
  // With read replicas the primary's position is noted first: a reader that sees the new version then
  // finds a position that covers the write (database/replica-reads.ts).
  const step = async () => {
    if (replicas) await replicas.notePrimaryPosition();
    await version.advance();
  };
  const retryUntilAdvanced = () => {
    retrying ??= setInterval(() => {
      step().then(
        () => {
          if (retrying) clearInterval(retrying);
          retrying = null;
        },
        () => undefined,
      );
    }, 200);
    retrying.unref();
  };
  const advance = async () => {
    try {
      await step();
    } catch (error) {
      // The write stands, but servers that still reach Redis would show its old rows: keep trying, so they
      // see it as soon as this server reaches Redis again (readers that cannot reach it answer uncached).
      requestLog().error({ err: (error as Error).message }, 'data version: could not advance it after a write, retrying');
      retryUntilAdvanced();
    }
  };
  const shared = (table: string | undefined) => table !== undefined && !PRIVATE_TABLES.has(table);
  onCommit(dataSource, async (tables) => {
    if ([...tables].some(shared)) await advance();
  });
  const autocommitWrites: EntitySubscriberInterface = {
    // TypeORM awaits this before the statement's caller resumes.
    afterQuery: (event: AfterQueryEvent) => {
      if (!event.success || event.queryRunner.isTransactionActive || !shared(writtenTable(event.query))) return;
      return advance();
    },
  };
  dataSource.subscribers.push(autocommitWrites);
  return {
    current: () => version.current(),
    advance,
    close: async () => {
      if (retrying) clearInterval(retrying);
      retrying = null;
      await Promise.all([version.close(), replicas?.close()]);
    },
  };
}
