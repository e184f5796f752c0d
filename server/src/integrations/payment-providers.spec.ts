// The registry is the one list of payment providers: a provider added to it is chosen, configured and built
// with no other file changed (config/payments.ts and createPaymentProviders read nothing else).
import type { DataSource } from 'typeorm';
import { ConfigError } from '../config/config-error';
import { parsePaymentsConfig } from '../config/payments';
import type { PaymentProvider } from '../domain/payments/provider';
import { definePaymentProvider } from './payment-provider-registration';
import { PAYMENT_PROVIDERS, createPaymentProviders, takesNoMoney } from './payment-providers';
import { TestGatewayProvider } from './test-gateway/test-gateway';

const persisted = () => 'persisted-secret';
const deps = { dataSource: {} as DataSource };

function fakeProvider(name: string): PaymentProvider {
  return {
    name,
    createPayment: () => Promise.resolve({ providerPaymentId: 'fake_1', redirectUrl: 'https://pay.example/fake_1' }),
    verifyWebhook: () => null,
    refund: () => Promise.resolve({ refundId: 'fake_refund_1' }),
  };
}

/** A provider the shop has never heard of, with one key of its own: FAKEPAY_KEY. */
function fakeRegistration() {
  const create = jest.fn((settings: { key: string }) => fakeProvider(`fakepay:${settings.key}`));
  const registration = definePaymentProvider({
    name: 'fakepay',
    readSettings: (env) => {
      const key = env.FAKEPAY_KEY?.trim();
      if (key === undefined || key === '') return null;
      if (!key.startsWith('fk_')) throw new ConfigError('FAKEPAY_KEY does not look right: expected fk_…');
      return { key };
    },
    create,
    keysHint: 'FAKEPAY_KEY',
  });
  return { registration, create, registry: [...PAYMENT_PROVIDERS, registration] };
}

describe('the payment provider registry', () => {
  it('lists the three providers, in the order the configuration names them', () => {
    expect(PAYMENT_PROVIDERS.map((registration) => registration.name)).toEqual(['test', 'razorpay', 'stripe']);
    expect(PAYMENT_PROVIDERS.filter((registration) => takesNoMoney(registration.name)).map((registration) => registration.name)).toEqual([
      'test',
    ]);
  });

  it('accepts a provider registered in it for a currency, reads its settings and calls its factory', async () => {
    const { create, registry } = fakeRegistration();
    const config = parsePaymentsConfig({ PAYMENT_PROVIDER_EUR: 'FakePay', FAKEPAY_KEY: 'fk_live_1' }, persisted, registry);
    if (typeof config === 'string') throw new Error(config);
    expect(config.byCurrency.get('EUR')).toBe('fakepay');
    // A real provider configured: an unset currency goes to it rather than to the test gateway.
    expect(config.otherCurrencies).toBe('fakepay');

    const providers = createPaymentProviders(config, deps, registry);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ key: 'fk_live_1' }, deps);
    expect(providers.forCurrency('eur')?.name).toBe('fakepay:fk_live_1');
    expect(providers.byName('fakepay')).toBe(providers.forCurrency('EUR'));
    await expect(providers.forCurrency('EUR')!.createPayment({} as never)).resolves.toMatchObject({ providerPaymentId: 'fake_1' });
  });

  it('names it among the choices, refuses it without its keys, and passes on its settings problem', () => {
    const { create, registry } = fakeRegistration();
    expect(parsePaymentsConfig({ PAYMENT_PROVIDER_INR: 'paypal' }, persisted, registry)).toBe(
      'PAYMENT_PROVIDER_INR must be one of test, razorpay, stripe, fakepay (got "paypal")',
    );
    expect(parsePaymentsConfig({ PAYMENT_PROVIDER_INR: 'fakepay' }, persisted, registry)).toBe(
      'PAYMENT_PROVIDER_INR=fakepay needs FAKEPAY_KEY',
    );
    expect(parsePaymentsConfig({ FAKEPAY_KEY: 'nope' }, persisted, registry)).toBe('FAKEPAY_KEY does not look right: expected fk_…');
    expect(create).not.toHaveBeenCalled();
  });

  it('builds only the chosen providers: the test gateway for every currency of an empty environment', () => {
    const config = parsePaymentsConfig({}, persisted);
    if (typeof config === 'string') throw new Error(config);
    const providers = createPaymentProviders(config, deps);
    expect(providers.testGateway).toBeInstanceOf(TestGatewayProvider);
    expect(providers.forCurrency('INR')).toBe(providers.testGateway);
    expect(providers.forCurrency('GBP')).toBe(providers.testGateway);
    expect(providers.byName('razorpay')).toBeNull();
  });
});
