import { ConfigError } from './config-error';
import { PAYMENT_PROVIDERS } from '../integrations/payment-providers';
import type { PaymentProviderRegistration } from '../integrations/payment-provider-registration';

/** Online payment settings (docs/configuration.md#payments; docs/decisions.md#payments). */
export interface PaymentsConfig {
  /**
   * Who collects each currency named, by upper-case ISO code: INR and USD always (PAYMENT_PROVIDER_INR,
   * PAYMENT_PROVIDER_USD, or their defaults), and any other PAYMENT_PROVIDER_<CODE> set.
   */
  byCurrency: ReadonlyMap<string, string>;
  /** Who collects a currency not in byCurrency: PAYMENT_PROVIDER_USD's. */
  otherCurrencies: string;
  /**
   * Each configured provider's settings by name, as its registration read them (integrations/<provider>/index.ts):
   * the test gateway's secret, the real providers' keys. A provider absent here is not configured.
   */
  providerSettings: ReadonlyMap<string, unknown>;
}

/** The currency every one not named follows (docs/configuration.md#payments). */
const OTHER_CURRENCIES = 'USD';
/** Always read: INR, and USD which also serves every currency not named. */
const ALWAYS_READ = ['INR', OTHER_CURRENCIES];
const CURRENCY_VARIABLE = /^PAYMENT_PROVIDER_([A-Z]{3})$/;

/**
 * Reads PAYMENT_PROVIDER_<CODE> (INR, USD = every other currency, and any other ISO code set) naming a registered
 * provider (integrations/payment-providers.ts: test | razorpay | stripe), and each provider's own settings (its
 * keys, TEST_GATEWAY_SECRET). A currency left unset goes to the real provider whose keys are configured and that
 * prefers it (Razorpay INR, Stripe USD), else to the first real one configured, else to the test gateway. The
 * shop's address in return URLs is PUBLIC_URL, a general setting (config/public-url.ts). Answers the
 * configuration or the one-line problem.
 */
export function parsePaymentsConfig(
  env: NodeJS.ProcessEnv,
  persistedSecret: () => string,
  registry: readonly PaymentProviderRegistration[] = PAYMENT_PROVIDERS,
): PaymentsConfig | string {
  const providerSettings = new Map<string, unknown>();
  try {
    for (const registration of registry) {
      const settings = registration.readSettings(env, { persistedSecret });
      if (settings !== null) providerSettings.set(registration.name, settings);
    }
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  const configured = registry.filter((registration) => providerSettings.has(registration.name));
  const real = configured.filter((registration) => !registration.takesNoMoney);

  const chosen = (code: string): { provider: string } | { problem: string } => {
    const name = `PAYMENT_PROVIDER_${code}`;
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) {
      const fallback = real.find((registration) => registration.preferredFor?.includes(code)) ?? real[0] ?? configured[0];
      return fallback ? { provider: fallback.name } : { problem: `${name}: no payment provider is configured` };
    }
    const registration = registry.find((candidate) => candidate.name === raw);
    if (!registration) {
      return { problem: `${name} must be one of ${registry.map((candidate) => candidate.name).join(', ')} (got "${env[name]}")` };
    }
    if (!providerSettings.has(raw)) return { problem: `${name}=${raw} needs ${registration.keysHint}` };
    return { provider: raw };
  };

  const named = Object.keys(env)
    .map((variable) => CURRENCY_VARIABLE.exec(variable)?.[1])
    .filter((code): code is string => code !== undefined && !ALWAYS_READ.includes(code) && Boolean(env[`PAYMENT_PROVIDER_${code}`]?.trim()))
    .sort();
  const byCurrency = new Map<string, string>();
  for (const code of [...ALWAYS_READ, ...named]) {
    const choice = chosen(code);
    if ('problem' in choice) return choice.problem;
    byCurrency.set(code, choice.provider);
  }
  return { byCurrency, otherCurrencies: byCurrency.get(OTHER_CURRENCIES)!, providerSettings };
}
