import Stripe from 'stripe';
import { type PaymentRequest, type PaymentStart, PaymentSignatureError, type VerifiedPaymentEvent } from '../../domain/payments/provider';
import { type RefundRequest, SdkPaymentProvider } from '../sdk-provider';
import type { StripeSettings } from './settings';

type Headers = Record<string, string | string[] | undefined>;

/** The line shown on Stripe's page and in the Dashboard; the order number is what the shopper recognises. */
const lineName = (orderId: number) => `Order #${orderId}`;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Stripe client for these settings; STRIPE_API_URL (tests) through the client's own host/port/protocol options. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    // The shop's own retries (the shopper presses Pay again) are enough; one network retry with Stripe's idempotency key.
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(settings.api ?? {}),
  });
}

function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session, kind: VerifiedPaymentEvent['kind']): VerifiedPaymentEvent {
  const reference = idOf(session.payment_intent);
  return {
    eventId: event.id,
    kind,
    providerPaymentId: session.id,
    amountMinor: session.amount_total ?? 0,
    currencyCode: (session.currency ?? '').toUpperCase(),
    ...(reference ? { reference } : {}),
    ...(kind === 'failed'
      ? {
          failureMessage:
            event.type === 'checkout.session.expired'
              ? 'The payment page expired before the payment was made.'
              : 'The payment did not go through.',
        }
      : {}),
  };
}

/**
 * The event a verified Stripe webhook means for the shop, or null for an event the shop does not act on.
 * charge.refunded carries no Checkout Session id: its providerPaymentId and reference are the payment intent
 * (pi_…), which the paid event reported as the attempt's reference.
 */
export function stripeEventToPaymentEvent(event: Stripe.Event): VerifiedPaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (bank debit) completes the session unpaid; its async_payment_succeeded says paid later.
      return event.data.object.payment_status === 'paid' ? sessionEvent(event, event.data.object, 'paid') : null;
    case 'checkout.session.async_payment_succeeded':
      return sessionEvent(event, event.data.object, 'paid');
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return sessionEvent(event, event.data.object, 'failed');
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      if (!paymentIntent) return null;
      return {
        eventId: event.id,
        kind: 'refunded',
        providerPaymentId: paymentIntent,
        // Refunded so far (several partial refunds add up): the domain compares it with the attempt's amount.
        amountMinor: charge.amount_refunded,
        currencyCode: charge.currency.toUpperCase(),
        reference: paymentIntent,
      };
    }
    default:
      return null;
  }
}

/** Stripe Checkout: a hosted page for the order total; webhooks signed with the endpoint's secret. */
export class StripeProvider extends SdkPaymentProvider<StripeSettings, Stripe> {
  readonly name = 'stripe' as const;

  constructor(settings: StripeSettings) {
    super(settings, createStripeClient);
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const metadata = { orderId: String(request.orderId), attemptId: request.attemptId };
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currencyCode.toLowerCase(),
              unit_amount: request.amountMinor,
              product_data: { name: lineName(request.orderId) },
            },
          },
        ],
        customer_email: request.customerEmail,
        client_reference_id: request.attemptId,
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        metadata,
        payment_intent_data: { metadata },
      },
      // The same attempt never opens two sessions, even when the network retries.
      { idempotencyKey: `checkout-${request.attemptId}` },
    );
    if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a url`);
    return { providerPaymentId: session.id, redirectUrl: session.url };
  }

  verifyWebhook(rawBody: Buffer, headers: Headers): VerifiedPaymentEvent | null {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || !signature) throw new PaymentSignatureError('Stripe webhook without a Stripe-Signature header');
    let event: Stripe.Event;
    try {
      // Checks the HMAC over "<t>.<raw body>" and that t is at most 5 minutes old (Stripe's default tolerance).
      event = this.client.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new PaymentSignatureError(`Stripe webhook refused: ${(error as Error).message.split('\n')[0]}`);
    }
    return stripeEventToPaymentEvent(event);
  }

  /** The payment intent (pi_…) of a Checkout Session, for a refund of an attempt without its reference. */
  protected async capturedPaymentOf(sessionId: string): Promise<string> {
    const paymentIntent = idOf((await this.client.checkout.sessions.retrieve(sessionId)).payment_intent);
    if (!paymentIntent) throw new Error(`Stripe Checkout Session ${sessionId} has no payment to refund`);
    return paymentIntent;
  }

  /** A refund of the payment intent through the Refunds API, once per shop refund (its id is Stripe's Idempotency-Key). */
  protected async refundCaptured(paymentIntent: string, payment: RefundRequest): Promise<string> {
    const refund = await this.client.refunds.create(
      { payment_intent: paymentIntent, amount: payment.amountMinor, metadata: { providerPaymentId: payment.providerPaymentId } },
      { idempotencyKey: `refund-${payment.idempotencyKey ?? payment.providerPaymentId}` },
    );
    return refund.id;
  }
}
