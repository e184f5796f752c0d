import { definePaymentProvider } from '../payment-provider-registration';
import { RazorpayProvider } from './razorpay.provider';
import { loadRazorpaySettingsIfSet } from './settings';

/** Razorpay: its keys (integrations/razorpay/settings.ts), its adapter; the browser opens Razorpay Checkout. */
export const razorpayRegistration = definePaymentProvider({
  name: 'razorpay',
  readSettings: (env) => loadRazorpaySettingsIfSet(env),
  create: (settings) => new RazorpayProvider(settings),
  keysHint: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
  preferredFor: ['INR'],
});
