import { optionalApiUrl, requiredSecret } from '../api-url';

/** Razorpay's keys (Dashboard → Account & Settings → API keys, and the webhook's secret). */
export interface RazorpaySettings {
  /** `rzp_test_…` or `rzp_live_…`: public, the browser's Checkout needs it too. */
  keyId: string;
  keySecret: string;
  /** The secret typed when the webhook was added in the Dashboard (not the key secret). */
  webhookSecret: string;
  /** RAZORPAY_API_URL: a local stand-in of api.razorpay.com (tests only); null = Razorpay itself. */
  apiUrl: string | null;
}

/**
 * Reads RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and the optional RAZORPAY_API_URL, when a
 * currency is served by Razorpay. Throws ConfigError with one line naming the missing or malformed variable.
 */
export function loadRazorpaySettings(env: NodeJS.ProcessEnv = process.env): RazorpaySettings {
  const keyId = requiredSecret(env, 'RAZORPAY_KEY_ID', /^rzp_(test|live)_\w+$/, 'rzp_test_… or rzp_live_…, from Dashboard → API keys');
  const keySecret = requiredSecret(env, 'RAZORPAY_KEY_SECRET', /^\S{8,}$/, 'the key secret shown with RAZORPAY_KEY_ID');
  const webhookSecret = requiredSecret(
    env,
    'RAZORPAY_WEBHOOK_SECRET',
    /^\S{8,}$/,
    'at least 8 characters, the secret typed when adding the webhook in the Dashboard',
  );
  const apiUrl = optionalApiUrl(env, 'RAZORPAY_API_URL');
  return { keyId, keySecret, webhookSecret, apiUrl: apiUrl ? apiUrl.origin : null };
}

/** Razorpay's settings when any of its keys is set (then all must be right), else null: Razorpay is not configured. */
export function loadRazorpaySettingsIfSet(env: NodeJS.ProcessEnv = process.env): RazorpaySettings | null {
  const anySet = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'].some((name) => env[name]?.trim());
  return anySet ? loadRazorpaySettings(env) : null;
}
