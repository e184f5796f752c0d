import { paymentWidget } from './payment-widgets';

/** A payment provider's id (`Order.paymentProvider`, `OrderPayment.provider`) as people read it; null for none. */
export function providerName(provider: string | null | undefined): string | null {
  if (!provider) return null;
  return paymentWidget(provider)?.label ?? provider;
}
