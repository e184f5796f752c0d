import type { PaymentWidget } from '../payment-widget';

/** Stripe sends the shopper to its Checkout page (the session's redirectUrl): no widget in this page. */
export const stripeWidget: PaymentWidget = { label: 'Stripe' };
