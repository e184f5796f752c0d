import { ConfigError, loadConfig } from '../config';
import { RateLimitedError, waitText } from '../domain/common/rate-limits';
import { FlexibleRateLimits } from './flexible-rate-limits';
import { RATE_LIMIT_DEFAULTS, type RateLimitConfig, parseRateLimitConfig } from '../config/rate-limits';
import { RESET_LINK_TTL_MS } from '../domain/accounts/password-reset.service';

const JWT_SECRET = 'x'.repeat(32);

function parsed(env: NodeJS.ProcessEnv): RateLimitConfig {
  const config = parseRateLimitConfig(env);
  if (typeof config === 'string') throw new Error(config);
  return config;
}

describe('rate-limit configuration', () => {
  it('defaults to 10 log-in failures per account and address, 50 per account from new addresses, 100 attempts per address in 15 minutes, memory store', () => {
    const config = parsed({});
    expect(config.rules).toEqual({
      loginPerAccountAndIp: { points: 10, durationSeconds: 900, blockSeconds: 900 },
      loginPerAccount: { points: 50, durationSeconds: 900, blockSeconds: 900 },
      loginPerIp: { points: 100, durationSeconds: 900 },
      currentPasswordPerAccount: { points: 10, durationSeconds: 900, blockSeconds: 900 },
      signupPerIp: { points: 10, durationSeconds: 3600 },
      contactPerIp: { points: 10, durationSeconds: 3600 },
      newsletterPerIp: { points: 10, durationSeconds: 3600 },
      ordersPerUser: { points: 30, durationSeconds: 3600 },
      passwordResetPerIp: { points: 20, durationSeconds: 900, blockSeconds: 900 },
      passwordResetPerEmail: { points: 5, durationSeconds: 3600 },
    });
    expect(config.redisUrl).toBeNull();
    expect(config.keyPrefix).toBe('shop-rl');
  });

  it("keeps a reset link alive at least until the e-mail's window of sent links ends (docs/decisions.md#the-owners-way-in)", () => {
    // Past the budget nothing is re-sent: the last link sent in a window must still work when the window ends.
    expect(RATE_LIMIT_DEFAULTS.passwordResetPerEmail.durationSeconds * 1000).toBeLessThanOrEqual(RESET_LINK_TTL_MS);
  });

  it('reads each budget, REDIS_URL and the key prefix from the environment', () => {
    const config = parsed({
      RATE_LIMIT_LOGIN_PER_IP: '7',
      RATE_LIMIT_ORDERS_PER_USER: '0',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      RATE_LIMIT_PREFIX: 'eu-1',
    });
    expect(config.rules.loginPerIp.points).toBe(7);
    expect(config.rules.ordersPerUser.points).toBe(0);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(config.keyPrefix).toBe('eu-1');
  });

  it('stops the start with one line naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET, RATE_LIMIT_SIGNUP_PER_IP: 'ten' })).toThrow(
      new ConfigError('RATE_LIMIT_SIGNUP_PER_IP must be a whole number of attempts, 0 for no limit (got "ten")'),
    );
    expect(() => loadConfig({ JWT_SECRET, REDIS_URL: 'localhost:6379' })).toThrow(/^REDIS_URL must look like redis:\/\/host:6379\/0/);
    expect(loadConfig({ JWT_SECRET, RATE_LIMIT_CONTACT_PER_IP: '4' }).rateLimits.rules.contactPerIp.points).toBe(4);
  });
});

describe('FlexibleRateLimits in memory', () => {
  const limits = (env: NodeJS.ProcessEnv) => FlexibleRateLimits.create(parsed(env));

  it('accepts the budget, then refuses with the wait until the window ends', async () => {
    const rateLimits = limits({ RATE_LIMIT_CONTACT_PER_IP: '3' });
    for (let i = 0; i < 3; i++) await rateLimits.consume('contactPerIp', '10.0.0.1');

    const refusal = await rateLimits.consume('contactPerIp', '10.0.0.1').catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(RateLimitedError);
    const { retryAfterSeconds, message } = refusal as RateLimitedError;
    expect(retryAfterSeconds).toBeGreaterThan(3500);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(message).toMatch(/^Too many attempts\. Please try again in (59|60) minutes\.$/);
    // Another key and another action keep their own budgets.
    await expect(rateLimits.consume('contactPerIp', '10.0.0.2')).resolves.toBeUndefined();
    await expect(rateLimits.consume('newsletterPerIp', '10.0.0.1')).resolves.toBeUndefined();
  });

  it('remembers the addresses an account logged in from, per account', async () => {
    const rateLimits = limits({});
    await rateLimits.rememberAddress('a@example.com', '10.0.0.1');
    expect(await rateLimits.knowsAddress('a@example.com', '10.0.0.1')).toBe(true);
    expect(await rateLimits.knowsAddress('a@example.com', '10.0.0.2')).toBe(false);
    expect(await rateLimits.knowsAddress('b@example.com', '10.0.0.1')).toBe(false);
  });

  it('forgets a key on reset, and never limits an action whose budget is 0', async () => {
    const rateLimits = limits({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '2', RATE_LIMIT_ORDERS_PER_USER: '0' });
    await rateLimits.consume('loginPerAccount', 'a@example.com');
    await rateLimits.consume('loginPerAccount', 'a@example.com');
    await rateLimits.reset('loginPerAccount', 'a@example.com');
    await rateLimits.consume('loginPerAccount', 'a@example.com');
    await rateLimits.consume('loginPerAccount', 'a@example.com');
    await expect(rateLimits.consume('loginPerAccount', 'a@example.com')).rejects.toBeInstanceOf(RateLimitedError);
    for (let i = 0; i < 50; i++) await rateLimits.consume('ordersPerUser', '1');
  });
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [0.2, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [14 * 60, '14 minutes'],
    [90 * 60, '2 hours'],
  ])('%s s → %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});
