// The payment providers' settings: each missing or malformed variable stops the start with one line naming it,
// and a secret's value never appears in that line.
import { ConfigError } from '../config';
import { loadRazorpaySettings, loadRazorpaySettingsIfSet } from './razorpay/settings';
import { loadStripeSettings, loadStripeSettingsIfSet } from './stripe/settings';

const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_live_AbC123xyz',
  RAZORPAY_KEY_SECRET: 'secret-value-1234',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret-5678',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_51AbC', STRIPE_WEBHOOK_SECRET: 'whsec_Xyz987' };

function configError(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadRazorpaySettings', () => {
  it('reads the keys, and talks to Razorpay itself unless RAZORPAY_API_URL is set', () => {
    expect(loadRazorpaySettings(RAZORPAY)).toEqual({
      keyId: 'rzp_live_AbC123xyz',
      keySecret: 'secret-value-1234',
      webhookSecret: 'hook-secret-5678',
      apiUrl: null,
    });
    expect(loadRazorpaySettings({ ...RAZORPAY, RAZORPAY_API_URL: 'http://127.0.0.1:4010/' }).apiUrl).toBe('http://127.0.0.1:4010');
  });

  it.each(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])('names %s when it is missing', (name) => {
    const message = configError(() => loadRazorpaySettings({ ...RAZORPAY, [name]: '' }));
    expect(message.startsWith(`${name} is required`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('names a malformed key id or short secret without echoing the secret', () => {
    expect(configError(() => loadRazorpaySettings({ ...RAZORPAY, RAZORPAY_KEY_ID: 'pk_live_123' }))).toMatch(
      /^RAZORPAY_KEY_ID does not look right/,
    );
    const message = configError(() => loadRazorpaySettings({ ...RAZORPAY, RAZORPAY_KEY_SECRET: 'short' }));
    expect(message).toMatch(/^RAZORPAY_KEY_SECRET does not look right/);
    expect(message).not.toContain('short');
  });

  it('refuses a bad RAZORPAY_API_URL, and any stand-in in production', () => {
    expect(configError(() => loadRazorpaySettings({ ...RAZORPAY, RAZORPAY_API_URL: 'not a url' }))).toMatch(
      /^RAZORPAY_API_URL must be an http\(s\) URL/,
    );
    expect(configError(() => loadRazorpaySettings({ ...RAZORPAY, RAZORPAY_API_URL: 'ftp://127.0.0.1' }))).toMatch(
      /^RAZORPAY_API_URL must be/,
    );
    expect(
      configError(() => loadRazorpaySettings({ ...RAZORPAY, NODE_ENV: 'production', RAZORPAY_API_URL: 'http://127.0.0.1:4010' })),
    ).toMatch(/^RAZORPAY_API_URL is for tests only/);
  });
});

describe('loadStripeSettings', () => {
  it('reads the keys, and splits STRIPE_API_URL into the host, port and protocol Stripe’s client takes', () => {
    expect(loadStripeSettings(STRIPE)).toEqual({ secretKey: 'sk_live_51AbC', webhookSecret: 'whsec_Xyz987', api: null });
    expect(loadStripeSettings({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:4011' }).api).toEqual({
      host: '127.0.0.1',
      port: 4011,
      protocol: 'http',
    });
    expect(loadStripeSettings({ ...STRIPE, STRIPE_API_URL: 'https://stripe-mock.test' }).api).toEqual({
      host: 'stripe-mock.test',
      port: 443,
      protocol: 'https',
    });
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])('names %s when it is missing', (name) => {
    expect(configError(() => loadStripeSettings({ ...STRIPE, [name]: undefined }))).toMatch(new RegExp(`^${name} is required`));
  });

  it('names a publishable key given as the secret key, or a webhook secret without whsec_, without echoing them', () => {
    const message = configError(() => loadStripeSettings({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_51AbC' }));
    expect(message).toMatch(/^STRIPE_SECRET_KEY does not look right/);
    expect(message).not.toContain('pk_live_51AbC');
    expect(configError(() => loadStripeSettings({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'Xyz987' }))).toMatch(
      /^STRIPE_WEBHOOK_SECRET does not look right/,
    );
  });

  it('refuses STRIPE_API_URL in production', () => {
    expect(configError(() => loadStripeSettings({ ...STRIPE, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:4011' }))).toMatch(
      /^STRIPE_API_URL is for tests only/,
    );
  });
});

describe('…IfSet: a provider is configured once any of its keys is set', () => {
  it('answers null when none is set, the settings when all are, and names the missing one when only some are', () => {
    expect(loadRazorpaySettingsIfSet({ RAZORPAY_API_URL: 'http://127.0.0.1:4010', STRIPE_SECRET_KEY: 'sk_test_1' })).toBeNull();
    expect(loadStripeSettingsIfSet({ RAZORPAY_KEY_ID: 'rzp_test_1', STRIPE_WEBHOOK_SECRET: ' ' })).toBeNull();
    expect(loadRazorpaySettingsIfSet(RAZORPAY)?.keyId).toBe('rzp_live_AbC123xyz');
    expect(loadStripeSettingsIfSet(STRIPE)?.secretKey).toBe('sk_live_51AbC');
    expect(configError(() => loadRazorpaySettingsIfSet({ RAZORPAY_KEY_ID: 'rzp_test_1' }))).toMatch(/^RAZORPAY_KEY_SECRET is required/);
    expect(configError(() => loadStripeSettingsIfSet({ STRIPE_WEBHOOK_SECRET: 'whsec_1' }))).toMatch(/^STRIPE_SECRET_KEY is required/);
  });
});
