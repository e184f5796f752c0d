/**
 * The payment-provider interface (docs/decisions.md#payments). The domain (domain/payments) owns the order's
 * payment state and the processed-events table; each provider is an adapter under server/src/integrations/
 * (test-gateway, razorpay, stripe) that implements this interface and nothing else, registered in
 * integrations/payment-providers.ts.
 */

/** What the domain asks a provider to collect: the exact order total, in minor units of the order's currency. */
export interface PaymentRequest {
  orderId: number;
  /** The shop's own id of this attempt (one order may be attempted several times). */
  attemptId: string;
  amountMinor: number;
  /** ISO 4217, upper case (INR, USD). */
  currencyCode: string;
  customerEmail: string;
  /** Where the shopper returns after paying or declining (My Order). */
  returnUrl: string;
}

/** How the shopper pays: a page to send them to, or parameters for a provider's own checkout widget. */
export interface PaymentStart {
  /** The provider's id of the payment object created (Razorpay order id, Stripe session/intent id, test session id). */
  providerPaymentId: string;
  /** A hosted page (test gateway, Stripe Checkout). */
  redirectUrl?: string;
  /** Parameters for an in-page widget (Razorpay Checkout: key id, order id). */
  clientParams?: Record<string, string>;
}

/** An event whose signature checked out. Amounts are the provider's, compared with the order's by the domain. */
export interface VerifiedPaymentEvent {
  /** Unique per event at the provider: the processed-events table keys on (provider, eventId). */
  eventId: string;
  kind: 'paid' | 'failed' | 'refunded';
  /** The id returned by createPayment (links the event to the shop's attempt). */
  providerPaymentId: string;
  amountMinor: number;
  currencyCode: string;
  /** The provider's reference shown in the back-office (Razorpay pay_…, Stripe pi_…). */
  reference?: string;
  /** A reason for a failure, fit to show the shopper. */
  failureMessage?: string;
}

/** Thrown by verify* when a signature, timestamp or body does not check out: the route answers 401 and logs it. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

export interface PaymentProvider {
  /**
   * The provider's registered name (test, razorpay, stripe: integrations/payment-providers.ts lists them; config
   * checks a chosen one against that list), stored on orders and attempts and used in the webhook path.
   */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** A webhook: the raw body exactly as received, and the request's headers (lower-case names). */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): VerifiedPaymentEvent | null;
  /**
   * A browser callback after the provider's widget (Razorpay's payment_id/order_id/signature); absent where unused.
   * Asynchronous: after the signature, the adapter reads the payment from the provider's API, so the amount in the
   * event is the provider's, never the browser's. Rejects with PaymentSignatureError when the fields do not check out.
   */
  verifyCallback?(fields: Record<string, string>): Promise<VerifiedPaymentEvent>;
  /**
   * A refund of (part of) a paid attempt. `idempotencyKey` is the shop's refund id (order_refunds.id): the same
   * key sent again (a retry after a crash) answers the first refund instead of making a second one.
   */
  refund(payment: {
    providerPaymentId: string;
    reference: string | null;
    amountMinor: number;
    currencyCode: string;
    idempotencyKey?: string;
  }): Promise<{ refundId: string }>;
}
