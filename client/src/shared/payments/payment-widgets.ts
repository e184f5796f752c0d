import type { PaymentWidget } from './payment-widget';
import { razorpayWidget } from './razorpay';
import { stripeWidget } from './stripe';
import { testGatewayWidget } from './test-gateway';

/**
 * What the browser knows of each payment provider, by the name the server registers it under
 * (server/src/integrations/payment-providers.ts): the only list of them in the client. A provider missing here
 * still works when it sends the shopper to its own page, and is shown by its name.
 */
export const PAYMENT_WIDGETS: Readonly<Record<string, PaymentWidget>> = {
  test: testGatewayWidget,
  razorpay: razorpayWidget,
  stripe: stripeWidget,
};

/** The widget of a provider the server named, if the browser knows it. */
export function paymentWidget(provider: string): PaymentWidget | null {
  return Object.hasOwn(PAYMENT_WIDGETS, provider) ? PAYMENT_WIDGETS[provider] : null;
}
