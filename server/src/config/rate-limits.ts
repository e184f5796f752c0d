import type { RateLimitedAction } from '../domain/common/rate-limits';

/** One action's budget: `points` attempts per `durationSeconds`; 0 points means no limit. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
  /** Once the budget is spent, refuse for this long from the refused attempt (else until the window ends). */
  blockSeconds?: number;
}

export interface RateLimitConfig {
  rules: Record<RateLimitedAction, RateLimitRule>;
  /** `redis://host:6379/<db>`: every app server shares the counters; absent: this process counts alone. */
  redisUrl: string | null;
  /** Prefix of the Redis keys, so shops (or test runs) sharing one Redis keep their own counters. */
  keyPrefix: string;
}

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/** The environment variable, default budget and window of each action (docs/decisions.md#rate-limits). */
export const RATE_LIMIT_DEFAULTS: Record<RateLimitedAction, { env: string; points: number; durationSeconds: number; block?: boolean }> = {
  // Failures per e-mail and address: the 11th attempt within 15 minutes from one address is refused, and so is every
  // attempt from that address for 15 minutes after it; other addresses are not affected.
  loginPerAccountAndIp: { env: 'RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP', points: 10, durationSeconds: FIFTEEN_MINUTES, block: true },
  // Failures per e-mail from addresses that never logged in to it (a guess spread over many addresses): past 50 in
  // 15 minutes such addresses are refused for 15 minutes; an address the account logged in from keeps logging in.
  loginPerAccount: { env: 'RATE_LIMIT_LOGIN_PER_ACCOUNT', points: 50, durationSeconds: FIFTEEN_MINUTES, block: true },
  loginPerIp: { env: 'RATE_LIMIT_LOGIN_PER_IP', points: 100, durationSeconds: FIFTEEN_MINUTES },
  // Guesses at the current password by whoever holds the account's token (changePassword, and a change of the
  // e-mail or phone: one count for both, docs/decisions.md#email-change): the 11th attempt within 15 minutes is
  // refused, and so is every attempt for 15 minutes after it; a right password clears the count.
  currentPasswordPerAccount: { env: 'RATE_LIMIT_CURRENT_PASSWORD_PER_ACCOUNT', points: 10, durationSeconds: FIFTEEN_MINUTES, block: true },
  signupPerIp: { env: 'RATE_LIMIT_SIGNUP_PER_IP', points: 10, durationSeconds: ONE_HOUR },
  contactPerIp: { env: 'RATE_LIMIT_CONTACT_PER_IP', points: 10, durationSeconds: ONE_HOUR },
  newsletterPerIp: { env: 'RATE_LIMIT_NEWSLETTER_PER_IP', points: 10, durationSeconds: ONE_HOUR },
  ordersPerUser: { env: 'RATE_LIMIT_ORDERS_PER_USER', points: 30, durationSeconds: ONE_HOUR },
  // Password reset (docs/decisions.md#password-reset): asking for links and using them, per address like log-in;
  // links sent to one e-mail (whether or not it has an account, so the limit tells nothing), so nobody's inbox is flooded:
  // past it a request is answered alike but nothing is sent, never refused (docs/decisions.md#the-owners-way-in).
  passwordResetPerIp: { env: 'RATE_LIMIT_PASSWORD_RESET_PER_IP', points: 20, durationSeconds: FIFTEEN_MINUTES, block: true },
  passwordResetPerEmail: { env: 'RATE_LIMIT_PASSWORD_RESET_PER_EMAIL', points: 5, durationSeconds: ONE_HOUR },
};

/**
 * Reads RATE_LIMIT_* (whole numbers, 0 = no limit), REDIS_URL and RATE_LIMIT_PREFIX. Answers the
 * configuration, or the one-line problem that config/index.ts reports as a ConfigError.
 */
export function parseRateLimitConfig(env: NodeJS.ProcessEnv): RateLimitConfig | string {
  const rules = {} as Record<RateLimitedAction, RateLimitRule>;
  for (const [action, d] of Object.entries(RATE_LIMIT_DEFAULTS) as [RateLimitedAction, (typeof RATE_LIMIT_DEFAULTS)[RateLimitedAction]][]) {
    const raw = env[d.env]?.trim();
    if (raw && !/^\d{1,9}$/.test(raw)) return `${d.env} must be a whole number of attempts, 0 for no limit (got "${raw}")`;
    const points = raw ? Number(raw) : d.points;
    rules[action] = { points, durationSeconds: d.durationSeconds, ...(d.block ? { blockSeconds: d.durationSeconds } : {}) };
  }
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) return `REDIS_URL must look like redis://host:6379/0 (got "${redisUrl}")`;
  const keyPrefix = env.RATE_LIMIT_PREFIX?.trim() || 'shop-rl';
  if (!/^[\w.:-]{1,60}$/.test(keyPrefix)) return `RATE_LIMIT_PREFIX must be 1-60 letters, digits or . : _ - (got "${keyPrefix}")`;
  return { rules, redisUrl, keyPrefix };
}
