import type { PaymentProviders } from '../domain/payments/ports';
import type { PaymentProvider } from '../domain/payments/provider';
import type { PaymentsConfig } from '../config/payments';
import type { PaymentProviderDeps, PaymentProviderRegistration } from './payment-provider-registration';
import { razorpayRegistration } from './razorpay';
import { stripeRegistration } from './stripe';
import { testGatewayRegistration } from './test-gateway';
import { TestGatewayProvider } from './test-gateway/test-gateway';

/**
 * Every payment provider the shop can use, and the only list of them: a new provider is a folder under
 * integrations/ exporting its registration, added here. The order is the one the configuration's problems name
 * them in ("test, razorpay, stripe"), and among real providers, the one an unset currency falls back to.
 */
export const PAYMENT_PROVIDERS: readonly PaymentProviderRegistration[] = [
  testGatewayRegistration,
  razorpayRegistration,
  stripeRegistration,
];

/** The providers of the configuration, by currency and by name; `testGateway` when it serves a currency (its pages are mounted). */
export interface ConfiguredPaymentProviders extends PaymentProviders {
  readonly testGateway: TestGatewayProvider | null;
}

/**
 * Builds the configured providers (services.ts): each currency named goes to its provider, every other currency
 * to PAYMENT_PROVIDER_USD's. Only the chosen providers are built; the test gateway, when chosen, also stays
 * reachable by name while an attempt it started may still report.
 */
export function createPaymentProviders(
  config: PaymentsConfig,
  deps: PaymentProviderDeps,
  registry: readonly PaymentProviderRegistration[] = PAYMENT_PROVIDERS,
): ConfiguredPaymentProviders {
  const built = new Map<string, PaymentProvider>();
  const provider = (name: string): PaymentProvider => {
    let found = built.get(name);
    if (!found) {
      const registration = registry.find((candidate) => candidate.name === name);
      const settings = config.providerSettings.get(name);
      // config/payments.ts refuses an unknown name, or a real provider chosen without its keys, at start.
      if (!registration || settings === undefined)
        throw new Error(`${name} chosen without its keys (config/payments.ts refuses that at start)`);
      found = registration.create(settings, deps);
      built.set(name, found);
    }
    return found;
  };
  const byCurrency = new Map([...config.byCurrency].map(([code, name]) => [code, provider(name)] as const));
  const other = provider(config.otherCurrencies);
  return {
    testGateway: [...built.values()].find((candidate) => candidate instanceof TestGatewayProvider) ?? null,
    forCurrency: (currencyCode) => byCurrency.get(currencyCode.toUpperCase()) ?? other,
    byName: (name) => built.get(name) ?? null,
  };
}

/** Whether the provider of this name takes no money (the test gateway): production warns about it at start. */
export function takesNoMoney(name: string, registry: readonly PaymentProviderRegistration[] = PAYMENT_PROVIDERS): boolean {
  return registry.find((candidate) => candidate.name === name)?.takesNoMoney === true;
}
