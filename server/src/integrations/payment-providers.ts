import type { PaymentProviders } from '../domain/payments/ports';
import type { PaymentProvider, PaymentProviderName } from '../domain/payments/provider';
import type { PaymentsConfig } from '../payments-config';
import { TestGatewayProvider } from './test-gateway/test-gateway';

/** The providers of the configuration, by currency and by name; `testGateway` when it serves a currency (its pages are mounted). */
export interface ConfiguredPaymentProviders extends PaymentProviders {
  readonly testGateway: TestGatewayProvider | null;
  /** Which provider serves INR and which the other currencies, for the start-up log. */
  readonly chosen: { inr: PaymentProviderName; usd: PaymentProviderName };
}

/**
 * The adapter of a real provider from its settings.
 * TODO(issue 18, pay-providers): `new RazorpayProvider(settings)` / `new StripeProvider(settings)` from
 * integrations/razorpay and integrations/stripe once i18-pay-providers is merged; until then choosing them
 * is refused by payments-config.ts (no settings are read), so this is never reached.
 */
function realProvider(name: 'razorpay' | 'stripe', settings: object | null): PaymentProvider {
  void settings;
  throw new Error(`the ${name} adapter is not wired yet (issue 18, pay-providers)`);
}

/**
 * Builds the configured providers (services.ts): INR goes to PAYMENT_PROVIDER_INR's, every other currency
 * to PAYMENT_PROVIDER_USD's. The test gateway also stays reachable by name while an attempt it started
 * may still report (it is only built when configured).
 */
export function createPaymentProviders(config: PaymentsConfig): ConfiguredPaymentProviders {
  const built = new Map<PaymentProviderName, PaymentProvider>();
  const provider = (name: PaymentProviderName): PaymentProvider => {
    let found = built.get(name);
    if (!found) {
      found = name === 'test' ? new TestGatewayProvider(config.testGatewaySecret) : realProvider(name, config[name]);
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
