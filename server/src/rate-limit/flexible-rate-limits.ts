import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../database/redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { type RateLimitedAction, RateLimitedError, type RateLimits } from '../domain/common/rate-limits';
import { rateLimitRefusals } from '../observability/metrics';
import type { RateLimitConfig, RateLimitRule } from '../config/rate-limits';

/** How long an address that logged in to an account stays known to it (docs/decisions.md#rate-limits). */
// Three weeks: the in-memory store expires keys with setTimeout, which cannot wait longer than 24.8 days.
const KNOWN_ADDRESS_SECONDS = 21 * 24 * 60 * 60;

/**
 * The services' RateLimits on rate-limiter-flexible: fixed windows per action and key, in this process's
 * memory, or in Redis when REDIS_URL is set so that every app server shares one count. A Redis outage never
 * takes the shop down: each Redis limiter has an in-memory insurance limiter that counts while Redis is away.
 */
export class FlexibleRateLimits implements RateLimits {
  private constructor(
    private readonly limiters: Partial<Record<RateLimitedAction, RateLimiterAbstract>>,
    /** Addresses that logged in to an account (key `<e-mail>|<address>`), kept KNOWN_ADDRESS_SECONDS. */
    private readonly knownAddresses: RateLimiterAbstract,
    private readonly redis: Redis | null,
  ) {}

  static create(config: RateLimitConfig): FlexibleRateLimits {
    const redis = config.redisUrl
      ? connectRedis(config.redisUrl, (message) =>
          console.error(`[rate-limit] Redis unavailable, counting in memory until it is back: ${message}`),
        )
      : null;
    const limiters: Partial<Record<RateLimitedAction, RateLimiterAbstract>> = {};
    for (const [action, rule] of Object.entries(config.rules) as [RateLimitedAction, RateLimitRule][]) {
      if (rule.points <= 0) continue;
      const options = { points: rule.points, duration: rule.durationSeconds, blockDuration: rule.blockSeconds ?? 0 };
      const memory = new RateLimiterMemory({ ...options, keyPrefix: action });
      limiters[action] = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            keyPrefix: `${config.keyPrefix}:${action}`,
            // Not connected: count in memory at once instead of queueing behind a reconnection.
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
    }
    const known = { points: 1, duration: KNOWN_ADDRESS_SECONDS };
    const knownMemory = new RateLimiterMemory({ ...known, keyPrefix: 'knownAddress' });
    const knownAddresses = redis
      ? new RateLimiterRedis({
          ...known,
          storeClient: redis,
          keyPrefix: `${config.keyPrefix}:knownAddress`,
          rejectIfRedisNotReady: true,
          insuranceLimiter: knownMemory,
        })
      : knownMemory;
    return new FlexibleRateLimits(limiters, knownAddresses, redis);
  }

  async consume(action: RateLimitedAction, key: string): Promise<void> {
    const limiter = this.limiters[action];
    if (!limiter) return;
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      rateLimitRefusals.inc({ action });
      throw new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  }

  async reset(action: RateLimitedAction, key: string): Promise<void> {
    await this.limiters[action]?.delete(key);
  }

  async rememberAddress(account: string, address: string): Promise<void> {
    await this.knownAddresses.set(`${account}|${address}`, 1, KNOWN_ADDRESS_SECONDS);
  }

  async knowsAddress(account: string, address: string): Promise<boolean> {
    return (await this.knownAddresses.get(`${account}|${address}`)) !== null;
  }

  /** Resolves once Redis answers (at once without Redis); until then the in-memory insurance counts. */
  async connected(): Promise<void> {
    if (this.redis && this.redis.status !== 'ready') await new Promise((resolve) => this.redis?.once('ready', resolve));
  }

  /** Closes the Redis connection (when the server stops). */
  async close(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}
