const PROVIDER_NAMES: Readonly<Record<string, string>> = { test: 'Test gateway', razorpay: 'Razorpay', stripe: 'Stripe' };

/** A payment provider's id (`Order.paymentProvider`, `OrderPayment.provider`) as people read it; null for none. */
export function providerName(provider: string | null | undefined): string | null {
  if (!provider) return null;
  return PROVIDER_NAMES[provider] ?? provider;
}
