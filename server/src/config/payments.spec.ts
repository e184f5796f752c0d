import { ConfigError, loadConfig } from '.';
import { parsePaymentsConfig } from './payments';

const persisted = () => 'persisted-secret';
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_Abc123',
  RAZORPAY_KEY_SECRET: 'secret-value-1234',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret-5678',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_51AbC', STRIPE_WEBHOOK_SECRET: 'whsec_Xyz987' };

describe('payments configuration', () => {
  it('uses the test gateway for every currency when no provider keys are set', () => {
    expect(parsePaymentsConfig({}, persisted)).toEqual({
      byCurrency: new Map([
        ['INR', 'test'],
        ['USD', 'test'],
      ]),
      otherCurrencies: 'test',
      providerSettings: new Map([['test', { secret: 'persisted-secret' }]]),
    });
  });

  it('reads TEST_GATEWAY_SECRET as given', () => {
    const secret = 'a'.repeat(32);
    const config = parsePaymentsConfig({ TEST_GATEWAY_SECRET: secret, PAYMENT_PROVIDER_USD: 'TEST' }, persisted);
    expect(config).toMatchObject({ otherCurrencies: 'test' });
    expect(typeof config !== 'string' && config.providerSettings.get('test')).toEqual({ secret });
  });

  it('takes empty variables as unset (docker-compose passes unset ones through empty)', () => {
    const empty = {
      PAYMENT_PROVIDER_INR: '',
      PAYMENT_PROVIDER_USD: '',
      PAYMENT_PROVIDER_EUR: '',
      TEST_GATEWAY_SECRET: '',
      RAZORPAY_KEY_ID: '',
      STRIPE_SECRET_KEY: '',
    };
    expect(parsePaymentsConfig(empty, persisted)).toEqual(parsePaymentsConfig({}, persisted));
  });

  it('gives an unset INR to Razorpay and an unset USD (every other currency) to Stripe when their keys are set, else to the real one configured', () => {
    const choice = (env: NodeJS.ProcessEnv) => {
      const config = parsePaymentsConfig(env, persisted);
      if (typeof config === 'string') throw new Error(config);
      return { ...Object.fromEntries(config.byCurrency), other: config.otherCurrencies };
    };
    expect(choice({ ...RAZORPAY, ...STRIPE })).toEqual({ INR: 'razorpay', USD: 'stripe', other: 'stripe' });
    expect(choice(RAZORPAY)).toEqual({ INR: 'razorpay', USD: 'razorpay', other: 'razorpay' });
    expect(choice(STRIPE)).toEqual({ INR: 'stripe', USD: 'stripe', other: 'stripe' });
    expect(choice({ ...RAZORPAY, ...STRIPE, PAYMENT_PROVIDER_INR: 'Stripe', PAYMENT_PROVIDER_USD: 'test' })).toEqual({
      INR: 'stripe',
      USD: 'test',
      other: 'test',
    });
  });

  it('gives a currency its own provider with PAYMENT_PROVIDER_<CODE>; the others follow USD', () => {
    const config = parsePaymentsConfig(
      { ...RAZORPAY, ...STRIPE, PAYMENT_PROVIDER_EUR: 'razorpay', PAYMENT_PROVIDER_USD: 'test' },
      persisted,
    );
    if (typeof config === 'string') throw new Error(config);
    expect(Object.fromEntries(config.byCurrency)).toEqual({ INR: 'razorpay', USD: 'test', EUR: 'razorpay' });
    expect(config.otherCurrencies).toBe('test');
    expect(parsePaymentsConfig({ PAYMENT_PROVIDER_EUR: 'stripe' }, persisted)).toBe(
      'PAYMENT_PROVIDER_EUR=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  });

  it.each([
    [{ PAYMENT_PROVIDER_INR: 'paypal' }, 'PAYMENT_PROVIDER_INR must be one of test, razorpay, stripe (got "paypal")'],
    [{ PAYMENT_PROVIDER_INR: 'razorpay' }, 'PAYMENT_PROVIDER_INR=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET'],
    [{ PAYMENT_PROVIDER_USD: 'stripe' }, 'PAYMENT_PROVIDER_USD=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    [{ TEST_GATEWAY_SECRET: 'short' }, 'TEST_GATEWAY_SECRET must be at least 32 characters'],
    [
      { RAZORPAY_KEY_ID: 'rzp_test_1' },
      'RAZORPAY_KEY_SECRET is required by the chosen payment provider (the key secret shown with RAZORPAY_KEY_ID)',
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(parsePaymentsConfig(env, persisted)).toBe(message);
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(32), ...env })).toThrow(new ConfigError(message));
  });
});
