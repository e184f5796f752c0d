import type { DataSource } from 'typeorm';
import type { PaymentProvider } from '../domain/payments/provider';

/** What every provider's factory may use besides its own settings. */
export interface PaymentProviderDeps {
  /** The shop's database (the test gateway keeps its sessions there, so every app server sees them). */
  dataSource: DataSource;
}

/** What a provider's settings reader may use besides the environment. */
export interface PaymentSettingsContext {
  /** A secret kept under data/ across restarts, made on first use (the test gateway signs its events with it). */
  persistedSecret: () => string;
}

/**
 * One payment provider as the shop knows it: each folder under integrations/ exports one, and the registry
 * (integrations/payment-providers.ts) lists them. Like Vendure's PaymentMethodHandler, the registration is all
 * the shop needs: config/payments.ts reads the settings and checks a chosen name against the registry,
 * createPaymentProviders builds the chosen ones; nothing else names a provider.
 */
export interface PaymentProviderRegistration<Settings = unknown> {
  /** The id stored on orders and attempts, used in PAYMENT_PROVIDER_<CODE> and in the webhook path. */
  readonly name: string;
  /**
   * The provider's settings from the environment; null when none of its keys is set (not configured). A bad or
   * missing key of a provider that has some throws ConfigError naming that variable.
   */
  readSettings(env: NodeJS.ProcessEnv, context: PaymentSettingsContext): Settings | null;
  /** The adapter, once at start-up, for a provider that serves a currency. */
  create(settings: Settings, deps: PaymentProviderDeps): PaymentProvider;
  /** The keys it needs, for the line that refuses it chosen without them ("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET"). */
  readonly keysHint: string;
  /** Currencies it serves when their PAYMENT_PROVIDER_<CODE> is unset and its keys are set (Razorpay INR, Stripe USD). */
  readonly preferredFor?: readonly string[];
  /** It takes no money (the test gateway): chosen only when no real provider is configured, and warned about in production. */
  readonly takesNoMoney?: boolean;
}

/**
 * A provider's registration with its settings' type checked against its own reader and factory, then widened for
 * the registry: the registry only ever hands a factory the settings its own reader returned.
 */
export function definePaymentProvider<Settings>(registration: PaymentProviderRegistration<Settings>): PaymentProviderRegistration {
  return registration;
}
