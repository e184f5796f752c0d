import { Redis } from 'ioredis';

/** How often an outage is logged at most (ioredis reports every failed reconnection). */
const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * A Redis connection for state the app servers share (rate limits, the data version). A command fails at
 * once while disconnected, so callers fall back (counting in memory, answering uncached) instead of
 * waiting for a reconnection; ioredis keeps reconnecting. `onOutage` hears at most one error a minute.
 */
export function connectRedis(url: string, onOutage: (message: string) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    onOutage(error.message);
  });
  return redis;
}

/** Closes a connection from connectRedis, politely when it is up. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
