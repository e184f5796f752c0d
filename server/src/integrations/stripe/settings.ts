import { optionalApiUrl, requiredSecret } from '../api-url';

/** Stripe's keys (Dashboard → Developers → API keys, and the webhook endpoint's signing secret). */
export interface StripeSettings {
  /** `sk_test_…`/`sk_live_…` (or a restricted key `rk_…` allowed to write Checkout Sessions and Refunds). */
  secretKey: string;
  /** `whsec_…`, the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** STRIPE_API_URL split as Stripe's client takes it (host, port, protocol); null = api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

/**
 * Reads STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and the optional STRIPE_API_URL, when a currency is served by
 * Stripe. Throws ConfigError with one line naming the missing or malformed variable.
 */
export function loadStripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings {
  const secretKey = requiredSecret(
    env,
    'STRIPE_SECRET_KEY',
    /^(sk|rk)_(test|live)_\w+$/,
    'sk_test_… or sk_live_…, from Dashboard → API keys',
  );
  const webhookSecret = requiredSecret(env, 'STRIPE_WEBHOOK_SECRET', /^whsec_\w+$/, "whsec_…, the webhook endpoint's signing secret");
  const url = optionalApiUrl(env, 'STRIPE_API_URL');
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  const api = url ? ({ host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol } as const) : null;
  return { secretKey, webhookSecret, api };
}

/** Stripe's settings when any of its keys is set (then all must be right), else null: Stripe is not configured. */
export function loadStripeSettingsIfSet(env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const anySet = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].some((name) => env[name]?.trim());
  return anySet ? loadStripeSettings(env) : null;
}
