import type { DataSource } from 'typeorm';
import type { PaymentProviders } from '../domain/payments/ports';
import type { PaymentProvider, PaymentProviderName } from '../domain/payments/provider';
import type { PaymentsConfig } from '../config/payments';
import { RazorpayProvider } from './razorpay/razorpay.provider';
import { StripeProvider } from './stripe/stripe.provider';
import { TestGatewayProvider } from './test-gateway/test-gateway';

/** The providers of the configuration, by currency and by name; `testGateway` when it serves a currency (its pages are mounted). */
export interface ConfiguredPaymentProviders extends PaymentProviders {
  readonly testGateway: TestGatewayProvider | null;
  /** Which provider serves INR and which the other currencies, for the start-up log. */
  readonly chosen: { inr: PaymentProviderName; usd: PaymentProviderName };
}

/** The adapter of one provider; config/payments.ts has refused a real provider chosen without its keys. */
function adapter(name: PaymentProviderName, config: PaymentsConfig, dataSource: DataSource): PaymentProvider {
  // The test gateway keeps its sessions in the shop's database (every app server sees them).
  if (name === 'test') return new TestGatewayProvider(config.testGatewaySecret, dataSource);
  const missing = () => new Error(`${name} chosen without its keys (config/payments.ts refuses that at start)`);
  if (name === 'razorpay') {
    if (!config.razorpay) throw missing();
    return new RazorpayProvider(config.razorpay);
  }
  if (!config.stripe) throw missing();
  return new StripeProvider(config.stripe);
}

/**
 * Builds the configured providers (services.ts): INR goes to PAYMENT_PROVIDER_INR's, every other currency
 * to PAYMENT_PROVIDER_USD's. The test gateway also stays reachable by name while an attempt it started
 * may still report (it is only built when configured).
 */
export function createPaymentProviders(config: PaymentsConfig, dataSource: DataSource): ConfiguredPaymentProviders {
  const built = new Map<PaymentProviderName, PaymentProvider>();
  const provider = (name: PaymentProviderName): PaymentProvider => {
    let found = built.get(name);
    if (!found) {
      found = adapter(name, config, dataSource);
      built.set(name, found);
    }
    return found;
  };
  const inr = provider(config.inr);
  const other = provider(config.usd);
  return {
    chosen: { inr: config.inr, usd: config.usd },
    testGateway: (built.get('test') as TestGatewayProvider | undefined) ?? null,
    forCurrency: (currencyCode) => (currencyCode.toUpperCase() === 'INR' ? inr : other),
    byName: (name) => built.get(name as PaymentProviderName) ?? null,
  };
}
