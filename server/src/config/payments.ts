import type { PaymentProviderName } from '../domain/payments/provider';
import { type RazorpaySettings, loadRazorpaySettingsIfSet } from '../integrations/razorpay/settings';
import { type StripeSettings, loadStripeSettingsIfSet } from '../integrations/stripe/settings';

const PROVIDERS = ['test', 'razorpay', 'stripe'] as const;

/** Online payment settings (docs/configuration.md#payments; docs/decisions.md#payments). */
export interface PaymentsConfig {
  /** Who collects INR payments (PAYMENT_PROVIDER_INR). */
  inr: PaymentProviderName;
  /** Who collects USD, and any other currency (PAYMENT_PROVIDER_USD). */
  usd: PaymentProviderName;
  /** Signs the test gateway's events (TEST_GATEWAY_SECRET, or a secret persisted under data/). */
  testGatewaySecret: string;
  /** The real providers' keys, read by their adapters (integrations/<provider>/settings.ts); null when not set. */
  razorpay: RazorpaySettings | null;
  stripe: StripeSettings | null;
}

/**
 * The real providers' settings from the environment (their adapters' readers): null for a provider none of
 * whose keys are set; a bad or missing key of a provider that has some throws ConfigError naming it.
 */
export function readProviderSettings(env: NodeJS.ProcessEnv): { razorpay: RazorpaySettings | null; stripe: StripeSettings | null } {
  return { razorpay: loadRazorpaySettingsIfSet(env), stripe: loadStripeSettingsIfSet(env) };
}

/**
 * Reads PAYMENT_PROVIDER_INR, PAYMENT_PROVIDER_USD (test | razorpay | stripe) and TEST_GATEWAY_SECRET
 * (the shop's address in return URLs is PUBLIC_URL, a general setting: config/public-url.ts). A provider left unset is the real one whose keys are configured (Razorpay for INR,
 * Stripe for USD first), else the test gateway. Answers the configuration or the one-line problem.
 */
export function parsePaymentsConfig(env: NodeJS.ProcessEnv, persistedSecret: () => string): PaymentsConfig | string {
  const settings = readProviderSettings(env);
  const chosen = (
    name: 'PAYMENT_PROVIDER_INR' | 'PAYMENT_PROVIDER_USD',
    preference: PaymentProviderName[],
  ): { provider: PaymentProviderName } | { problem: string } => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return { provider: preference.find((provider) => provider === 'test' || settings[provider] !== null) ?? 'test' };
    if (!(PROVIDERS as readonly string[]).includes(raw))
      return { problem: `${name} must be one of test, razorpay, stripe (got "${env[name]}")` };
    const provider = raw as PaymentProviderName;
    if (provider !== 'test' && settings[provider] === null) {
      const keys = provider === 'razorpay' ? 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET' : 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET';
      return { problem: `${name}=${provider} needs ${keys}` };
    }
    return { provider };
  };
  const inr = chosen('PAYMENT_PROVIDER_INR', ['razorpay', 'stripe', 'test']);
  if ('problem' in inr) return inr.problem;
  const usd = chosen('PAYMENT_PROVIDER_USD', ['stripe', 'razorpay', 'test']);
  if ('problem' in usd) return usd.problem;

  // Empty counts as unset (docker-compose passes unset variables through as empty).
  const secret = env.TEST_GATEWAY_SECRET || undefined;
  if (secret !== undefined && secret.length < 32) return 'TEST_GATEWAY_SECRET must be at least 32 characters';
  return {
    inr: inr.provider,
    usd: usd.provider,
    testGatewaySecret: secret ?? persistedSecret(),
    razorpay: settings.razorpay,
    stripe: settings.stripe,
  };
}
