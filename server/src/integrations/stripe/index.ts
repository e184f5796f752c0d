import { definePaymentProvider } from '../payment-provider-registration';
import { loadStripeSettingsIfSet } from './settings';
import { StripeProvider } from './stripe.provider';

/** Stripe: its keys (integrations/stripe/settings.ts), its adapter; the browser goes to Stripe Checkout's page. */
export const stripeRegistration = definePaymentProvider({
  name: 'stripe',
  readSettings: (env) => loadStripeSettingsIfSet(env),
  create: (settings) => new StripeProvider(settings),
  keysHint: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  preferredFor: ['USD'],
});
