import { DomainError, DomainErrorCode } from './domain-error';
import type { RequestContext } from './request-context';

/**
 * The actions with a budget of attempts per window (docs/decisions.md#rate-limits). Each is counted per
 * attempt, inside the service, so every transport and every alias of a GraphQL request counts.
 */
export type RateLimitedAction =
  | 'loginPerAccount'
  | 'loginPerAccountAndIp'
  | 'loginPerIp'
  | 'currentPasswordPerAccount'
  | 'signupPerIp'
  | 'contactPerIp'
  | 'newsletterPerIp'
  | 'ordersPerUser'
  | 'passwordResetPerIp'
  | 'passwordResetPerEmail';

/**
 * The port the services count attempts through; the rate-limiter-flexible implementation (memory, or
 * Redis when REDIS_URL is set) is in server/src/rate-limit/ and wired in services.ts.
 */
export interface RateLimits {
  /** Counts one attempt of `action` by `key`; throws RateLimitedError when the budget is spent. */
  consume(action: RateLimitedAction, key: string): Promise<void>;
  /** Forgets the attempts of `key` (a successful log-in clears the account's failures). */
  reset(action: RateLimitedAction, key: string): Promise<void>;
  /** Notes that `address` logged in to `account` (kept for three weeks). */
  rememberAddress(account: string, address: string): Promise<void>;
  /** Whether `address` logged in to `account` within the last three weeks. */
  knowsAddress(account: string, address: string): Promise<boolean>;
}

/** Nothing is limited: for in-process uses of the services (the seed, unit tests). */
export const unlimited: RateLimits = {
  consume: () => Promise.resolve(),
  reset: () => Promise.resolve(),
  rememberAddress: () => Promise.resolve(),
  knowsAddress: () => Promise.resolve(false),
};

/** "14 minutes", "1 minute", "30 seconds", "2 hours": how long until the next attempt is accepted. */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/**
 * Thrown when an action's budget is spent: REST answers 429 with Retry-After, GraphQL an error with
 * `extensions: { code: 'RATE_LIMITED', retryAfter }` and HTTP 429 (docs/errors.md).
 */
export class RateLimitedError extends DomainError {
  override name = 'RateLimitedError';
  /** `otherWay`: what the caller may do instead of waiting ("choose a new password …"), said after the wait. */
  constructor(
    readonly retryAfterSeconds: number,
    otherWay?: string,
  ) {
    super(
      DomainErrorCode.RATE_LIMITED,
      `Too many attempts. Please try again in ${waitText(retryAfterSeconds)}${otherWay ? `, or ${otherWay}` : ''}.`,
    );
  }
}

/** The per-IP key of a request; calls without an address (in-process) share one budget. */
export const callerIp = (ctx: RequestContext): string => ctx.ip ?? 'unknown';
