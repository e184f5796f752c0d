import { hmacMatches } from '../hmac';
import { PaymentSignatureError, type VerifiedPaymentEvent } from '../../domain/payments/provider';

/** The parts of Razorpay's payment entity the shop reads (https://razorpay.com/docs/api/payments/). */
export interface RazorpayPaymentEntity {
  id: string;
  amount: number | string;
  currency: string;
  status: string;
  order_id: string | null;
  amount_refunded?: number;
  error_description?: string | null;
}

interface RazorpayWebhookBody {
  id?: string;
  event?: string;
  payload?: {
    payment?: { entity?: RazorpayPaymentEntity };
    order?: { entity?: { id: string; amount_paid: number | string; currency: string } };
    refund?: { entity?: { id: string; amount: number | string; currency: string; payment_id: string } };
  };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function paymentFailureMessage(payment: RazorpayPaymentEntity): string {
  return payment.error_description?.trim() || 'The payment did not go through.';
}

function paymentEvent(eventId: string, kind: 'paid' | 'failed', payment: RazorpayPaymentEntity): VerifiedPaymentEvent | null {
  if (!payment.order_id) return null; // a payment made outside the shop's orders (a payment link, a QR code)
  return {
    eventId,
    kind,
    providerPaymentId: payment.order_id,
    amountMinor: Number(payment.amount),
    currencyCode: payment.currency.toUpperCase(),
    reference: payment.id,
    ...(kind === 'failed' ? { failureMessage: paymentFailureMessage(payment) } : {}),
  };
}

function eventFor(eventId: string, body: RazorpayWebhookBody): VerifiedPaymentEvent | null {
  const payment = body.payload?.payment?.entity;
  switch (body.event) {
    case 'payment.captured':
      return payment ? paymentEvent(eventId, 'paid', payment) : null;
    case 'payment.failed':
      return payment ? paymentEvent(eventId, 'failed', payment) : null;
    case 'order.paid': {
      const order = body.payload?.order?.entity;
      if (!order) return null;
      const amountMinor = Number(order.amount_paid);
      const currencyCode = order.currency.toUpperCase();
      return {
        eventId,
        kind: 'paid',
        providerPaymentId: order.id,
        amountMinor,
        currencyCode,
        ...(payment ? { reference: payment.id } : {}),
      };
    }
    case 'refund.processed': {
      const refund = body.payload?.refund?.entity;
      if (!refund || !payment?.order_id) return null;
      // Refunded so far on the payment (several partial refunds add up): the domain compares it with the attempt's amount.
      const amountMinor = Number(payment.amount_refunded ?? refund.amount);
      return {
        eventId,
        kind: 'refunded',
        providerPaymentId: payment.order_id,
        amountMinor,
        currencyCode: refund.currency.toUpperCase(),
        reference: payment.id,
      };
    }
    default:
      return null;
  }
}

/**
 * A Razorpay webhook (https://razorpay.com/docs/webhooks/validate-test/): `X-Razorpay-Signature` is the hex
 * HMAC-SHA256 of the raw body with the webhook secret. The event id is `X-Razorpay-Event-Id` (the same on every
 * redelivery). Answers null for events the shop does not act on.
 */
export function verifyRazorpayWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  webhookSecret: string,
): VerifiedPaymentEvent | null {
  const signature = single(headers['x-razorpay-signature']);
  if (!signature) throw new PaymentSignatureError('Razorpay webhook without an X-Razorpay-Signature header');
  if (!hmacMatches(rawBody, webhookSecret, signature)) throw new PaymentSignatureError('Razorpay webhook signature does not match');
  let body: RazorpayWebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhookBody;
  } catch {
    throw new PaymentSignatureError('Razorpay webhook body is not JSON');
  }
  const eventId = single(headers['x-razorpay-event-id']) ?? body.id;
  if (!eventId) throw new PaymentSignatureError('Razorpay webhook without an event id');
  return eventFor(eventId, body);
}
