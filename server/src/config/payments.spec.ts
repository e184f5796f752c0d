import { ConfigError, loadConfig } from '.';
import { parsePaymentsConfig } from './payments';

const persisted = () => 'persisted-secret';

describe('payments configuration', () => {
  it('uses the test gateway for every currency when no provider keys are set', () => {
    expect(parsePaymentsConfig({}, persisted)).toEqual({
      inr: 'test',
      usd: 'test',
      testGatewaySecret: 'persisted-secret',
      razorpay: null,
      stripe: null,
    });
  });

  it('reads TEST_GATEWAY_SECRET as given', () => {
    const secret = 'a'.repeat(32);
    expect(parsePaymentsConfig({ TEST_GATEWAY_SECRET: secret, PAYMENT_PROVIDER_USD: 'TEST' }, persisted)).toMatchObject({
      testGatewaySecret: secret,
      usd: 'test',
    });
  });

  it('takes empty variables as unset (docker-compose passes unset ones through empty)', () => {
    const empty = {
      PAYMENT_PROVIDER_INR: '',
      PAYMENT_PROVIDER_USD: '',
      TEST_GATEWAY_SECRET: '',
      RAZORPAY_KEY_ID: '',
      STRIPE_SECRET_KEY: '',
    };
    expect(parsePaymentsConfig(empty, persisted)).toMatchObject({
      inr: 'test',
      usd: 'test',
      testGatewaySecret: 'persisted-secret',
    });
  });

  it.each([
    [{ PAYMENT_PROVIDER_INR: 'paypal' }, 'PAYMENT_PROVIDER_INR must be one of test, razorpay, stripe (got "paypal")'],
    [{ PAYMENT_PROVIDER_INR: 'razorpay' }, 'PAYMENT_PROVIDER_INR=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET'],
    [{ PAYMENT_PROVIDER_USD: 'stripe' }, 'PAYMENT_PROVIDER_USD=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    [{ TEST_GATEWAY_SECRET: 'short' }, 'TEST_GATEWAY_SECRET must be at least 32 characters'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(parsePaymentsConfig(env, persisted)).toBe(message);
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(32), ...env })).toThrow(new ConfigError(message));
  });
});
