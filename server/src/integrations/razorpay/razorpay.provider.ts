import Razorpay from 'razorpay';
import { type PaymentRequest, type PaymentStart, PaymentSignatureError, type VerifiedPaymentEvent } from '../../domain/payments/provider';
import { hmacMatches } from '../hmac';
import { type RefundRequest, SdkPaymentProvider } from '../sdk-provider';
import { paymentFailureMessage, type RazorpayPaymentEntity, verifyRazorpayWebhook } from './razorpay-webhook';
import type { RazorpaySettings } from './settings';

/** The host razorpay-node 2.9 builds its axios instance with (dist/api.js); it has no option to change it. */
const RAZORPAY_HOST = 'https://api.razorpay.com';

/** How long one call to Razorpay may take: razorpay-node sets no timeout, and a hung call would hold a checkout. */
const RAZORPAY_TIMEOUT_MS = 20_000;

/**
 * A Razorpay client for these settings. razorpay-node sends every call through one axios instance,
 * `client.api.rq`, created with the fixed baseURL https://api.razorpay.com and no timeout: the timeout is set on
 * it, and with RAZORPAY_API_URL (tests) its baseURL is set to the stand-in, so every resource (orders, payments,
 * refunds) follows with the SDK's own auth, paths and bodies. An SDK that no longer has that instance fails
 * here, at start-up, rather than calling Razorpay without a timeout or instead of the stand-in.
 */
export function createRazorpayClient(settings: RazorpaySettings): Razorpay {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  const transport = (client.api as unknown as { rq?: { defaults?: { baseURL?: string; timeout?: number } } }).rq;
  if (transport?.defaults?.baseURL !== RAZORPAY_HOST) {
    throw new Error('this razorpay SDK version no longer exposes api.rq (see docs/decisions.md#payment-providers)');
  }
  transport.defaults.timeout = RAZORPAY_TIMEOUT_MS;
  if (settings.apiUrl) transport.defaults.baseURL = settings.apiUrl;
  return client;
}

/**
 * razorpay-node rejects with a plain `{ statusCode, error: { code, description } }` (not an Error), and with a
 * TypeError when Razorpay cannot be reached: both become one Error that names the call.
 */
async function call<T>(what: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (failure) {
    const answer = failure as { statusCode?: number; error?: { code?: string; description?: string } };
    if (answer && typeof answer.statusCode === 'number') {
      throw new Error(
        `Razorpay ${what} failed: ${answer.statusCode} ${answer.error?.code ?? ''} ${answer.error?.description ?? ''}`.trim(),
      );
    }
    throw new Error(`Razorpay ${what} failed: ${failure instanceof Error ? failure.message : String(failure)}`, { cause: failure });
  }
}

const callbackField = (fields: Record<string, string>, name: string): string => {
  const value = fields[name];
  if (typeof value !== 'string' || !/^[\w-]{1,64}$/.test(value))
    throw new PaymentSignatureError(`Razorpay callback without a valid ${name}`);
  return value;
};

/** Razorpay Orders + Checkout: the shop creates the order server-side, the browser pays it in Razorpay's widget. */
export class RazorpayProvider extends SdkPaymentProvider<RazorpaySettings, Razorpay> {
  readonly name = 'razorpay' as const;

  constructor(settings: RazorpaySettings) {
    super(settings, createRazorpayClient);
  }

  /** clientParams (all strings): keyId, orderId (order_…), amount (minor units) and currency, for Razorpay Checkout. */
  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const order = await call(
      'order creation',
      this.client.orders.create({
        amount: request.amountMinor,
        currency: request.currencyCode,
        receipt: request.attemptId,
        notes: { orderId: String(request.orderId), attemptId: request.attemptId },
      }),
    );
    return {
      providerPaymentId: order.id,
      clientParams: { keyId: this.settings.keyId, orderId: order.id, amount: String(order.amount), currency: order.currency },
    };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): VerifiedPaymentEvent | null {
    return verifyRazorpayWebhook(rawBody, headers, this.settings.webhookSecret);
  }

  /**
   * Checkout's handler fields: razorpay_signature is the hex HMAC-SHA256 of "<razorpay_order_id>|<razorpay_payment_id>"
   * with the key secret. The amount, currency and state come from the payment read back from Razorpay's API; a
   * payment only authorised (the account does not capture automatically) is captured here for its own amount.
   */
  async verifyCallback(fields: Record<string, string>): Promise<VerifiedPaymentEvent> {
    const orderId = callbackField(fields, 'razorpay_order_id');
    const paymentId = callbackField(fields, 'razorpay_payment_id');
    const signature = callbackField(fields, 'razorpay_signature');
    if (!hmacMatches(`${orderId}|${paymentId}`, this.settings.keySecret, signature)) {
      throw new PaymentSignatureError('Razorpay callback signature does not match');
    }
    let payment = (await call('payment fetch', this.client.payments.fetch(paymentId))) as unknown as RazorpayPaymentEntity;
    if (payment.order_id !== orderId) throw new PaymentSignatureError(`Razorpay payment ${paymentId} does not belong to ${orderId}`);
    if (payment.status === 'authorized') {
      payment = await call('payment capture', this.client.payments.capture(paymentId, payment.amount, payment.currency));
    }
    const paid = payment.status === 'captured' || payment.status === 'refunded';
    return {
      eventId: payment.id,
      kind: paid ? 'paid' : 'failed',
      providerPaymentId: orderId,
      amountMinor: Number(payment.amount),
      currencyCode: payment.currency.toUpperCase(),
      reference: payment.id,
      ...(paid ? {} : { failureMessage: paymentFailureMessage(payment) }),
    };
  }

  /** The captured payment (pay_…) of a Razorpay order, for a refund of an attempt without its reference. */
  protected async capturedPaymentOf(orderId: string): Promise<string> {
    const { items } = (await call('order payments fetch', this.client.orders.fetchPayments(orderId))) as unknown as {
      items: RazorpayPaymentEntity[];
    };
    const paymentId = items.find((item) => item.status === 'captured')?.id;
    if (!paymentId) throw new Error(`Razorpay order ${orderId} has no captured payment to refund`);
    return paymentId;
  }

  /**
   * A refund through the Payments refund API; the shop's refund id goes as its `receipt` and in its notes, so a
   * refund retried after a crash can be matched to the first one at Razorpay.
   */
  protected async refundCaptured(paymentId: string, payment: RefundRequest): Promise<string> {
    const refund = await call(
      'refund',
      this.client.payments.refund(paymentId, {
        amount: payment.amountMinor,
        ...(payment.idempotencyKey ? { receipt: payment.idempotencyKey } : {}),
        notes: { orderRef: payment.providerPaymentId, ...(payment.idempotencyKey ? { refundId: payment.idempotencyKey } : {}) },
      }),
    );
    return refund.id;
  }
}
