// The Razorpay adapter through the real razorpay SDK, against a local stand-in of Razorpay's API
// (server/test/support/payment-standins.ts); callbacks and webhooks signed with Razorpay's documented HMAC.
import { PaymentSignatureError, type PaymentRequest } from '../../domain/payments/provider';
import { type RazorpayStandIn, razorpayWebhook, startRazorpayStandIn } from '../../../test/support/payment-standins';
import { RazorpayProvider } from './razorpay.provider';
import { loadRazorpaySettings } from './settings';

const KEY_ID = 'rzp_test_StandInKey0001';
const KEY_SECRET = 'stand-in-key-secret-0001';
const WEBHOOK_SECRET = 'stand-in-webhook-secret-0001';

let standIn: RazorpayStandIn;
let provider: RazorpayProvider;

const providerWith = (overrides: Record<string, string> = {}) =>
  new RazorpayProvider(
    loadRazorpaySettings({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: standIn.url,
      ...overrides,
    }),
  );

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: 42,
  attemptId: `att-${Math.random().toString(36).slice(2, 12)}`,
  amountMinor: 1_234_550,
  currencyCode: 'INR',
  customerEmail: 'priya@example.com',
  returnUrl: 'http://shop.test/order/42/payment',
  ...overrides,
});

beforeAll(async () => {
  standIn = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
  provider = providerWith();
});
afterAll(() => standIn.close());

async function createdOrder(overrides: Partial<PaymentRequest> = {}) {
  const start = await provider.createPayment(request(overrides));
  return standIn.orders.get(start.providerPaymentId);
}

describe('Razorpay createPayment', () => {
  it('creates an Orders API order for the exact amount in minor units, with basic auth key:secret', async () => {
    const attempt = request();
    const start = await provider.createPayment(attempt);

    const sent = standIn.requests.at(-1)!;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/orders');
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(sent.body).toEqual({
      amount: 1_234_550,
      currency: 'INR',
      receipt: attempt.attemptId,
      notes: { orderId: '42', attemptId: attempt.attemptId },
    });
    expect(start.providerPaymentId).toMatch(/^order_\w+$/);
    expect(start.redirectUrl).toBeUndefined();
    expect(start.clientParams).toEqual({ keyId: KEY_ID, orderId: start.providerPaymentId, amount: '1234550', currency: 'INR' });
  });

  it('names the call and Razorpay’s answer when the API refuses it (a wrong key secret)', async () => {
    await expect(providerWith({ RAZORPAY_KEY_SECRET: 'not-the-key-secret' }).createPayment(request())).rejects.toThrow(
      'Razorpay order creation failed: 401 BAD_REQUEST_ERROR Authentication failed',
    );
  });
});

describe('Razorpay verifyCallback', () => {
  it('answers paid with the amount, currency and payment read from Razorpay’s API', async () => {
    const order = await createdOrder();
    const payment = standIn.pay(order.id);

    const event = await provider.verifyCallback(standIn.callbackFields(order.id, payment.id));

    expect(event).toEqual({
      eventId: payment.id,
      kind: 'paid',
      providerPaymentId: order.id,
      amountMinor: 1_234_550,
      currencyCode: 'INR',
      reference: payment.id,
    });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${payment.id}` });
  });

  it('takes the amount from the API, never from the browser', async () => {
    const order = await createdOrder();
    // The shopper's payment at Razorpay is 1.00 short; the browser claims the full amount.
    const payment = standIn.pay(order.id, { amount: order.amount - 100 });
    const fields = { ...standIn.callbackFields(order.id, payment.id), amount: String(order.amount), currency: 'USD' };

    const event = await provider.verifyCallback(fields);

    expect(event.amountMinor).toBe(order.amount - 100);
    expect(event.currencyCode).toBe('INR');
  });

  it('captures a payment that is only authorised, for its own amount, then answers paid', async () => {
    const order = await createdOrder({ amountMinor: 50_000, currencyCode: 'USD' });
    const payment = standIn.pay(order.id, { status: 'authorized' });

    const event = await provider.verifyCallback(standIn.callbackFields(order.id, payment.id));

    const capture = standIn.requests.find((each) => each.path === `/v1/payments/${payment.id}/capture`);
    expect(capture?.body).toEqual({ amount: 50_000, currency: 'USD' });
    expect(event).toMatchObject({ kind: 'paid', amountMinor: 50_000, currencyCode: 'USD' });
  });

  it('answers failed with Razorpay’s reason for a failed payment', async () => {
    const order = await createdOrder();
    const payment = standIn.pay(order.id, { status: 'failed', errorDescription: 'Your card was declined by the bank.' });

    const event = await provider.verifyCallback(standIn.callbackFields(order.id, payment.id));

    expect(event).toMatchObject({ kind: 'failed', failureMessage: 'Your card was declined by the bank.', providerPaymentId: order.id });
  });

  it('refuses a forged signature, one made with another secret, or one for another payment, before any API call', async () => {
    const order = await createdOrder();
    const payment = standIn.pay(order.id);
    const other = standIn.pay(order.id);
    const good = standIn.callbackFields(order.id, payment.id);
    const before = standIn.requests.length;

    const attempts: Record<string, string>[] = [
      { ...good, razorpay_signature: 'a'.repeat(64) },
      standIn.callbackFields(order.id, payment.id, 'someone-elses-secret'),
      { ...good, razorpay_payment_id: other.id },
      { ...good, razorpay_signature: good.razorpay_signature.slice(0, 40) },
      { razorpay_order_id: order.id, razorpay_payment_id: payment.id },
    ];
    for (const fields of attempts) {
      await expect(provider.verifyCallback(fields)).rejects.toBeInstanceOf(PaymentSignatureError);
    }
    expect(standIn.requests.length).toBe(before);
  });

  it('refuses a genuine signature whose payment belongs to another order', async () => {
    const mine = await createdOrder();
    const theirs = await createdOrder();
    const payment = standIn.pay(theirs.id);

    await expect(provider.verifyCallback(standIn.callbackFields(mine.id, payment.id))).rejects.toBeInstanceOf(PaymentSignatureError);
  });
});

describe('Razorpay verifyWebhook', () => {
  const deliver = (hook: { body: Buffer; headers: Record<string, string> }) => provider.verifyWebhook(hook.body, hook.headers);

  it('maps payment.captured, order.paid, payment.failed and refund.processed, keyed by X-Razorpay-Event-Id', async () => {
    const order = await createdOrder();
    const payment = standIn.pay(order.id);
    const failed = standIn.pay(order.id, { status: 'failed', errorDescription: 'Payment was cancelled by the customer.' });

    expect(deliver(razorpayWebhook('payment.captured', { payment }, WEBHOOK_SECRET, 'evt_Captured0001'))).toEqual({
      eventId: 'evt_Captured0001',
      kind: 'paid',
      providerPaymentId: order.id,
      amountMinor: 1_234_550,
      currencyCode: 'INR',
      reference: payment.id,
    });
    expect(deliver(razorpayWebhook('order.paid', { payment, order }, WEBHOOK_SECRET, 'evt_OrderPaid001'))).toEqual({
      eventId: 'evt_OrderPaid001',
      kind: 'paid',
      providerPaymentId: order.id,
      amountMinor: 1_234_550,
      currencyCode: 'INR',
      reference: payment.id,
    });
    expect(deliver(razorpayWebhook('payment.failed', { payment: failed }, WEBHOOK_SECRET))).toMatchObject({
      kind: 'failed',
      providerPaymentId: order.id,
      failureMessage: 'Payment was cancelled by the customer.',
    });

    await provider.refund({ providerPaymentId: order.id, reference: payment.id, amountMinor: 1_234_550, currencyCode: 'INR' });
    const refund = [...standIn.refunds.values()].at(-1);
    expect(deliver(razorpayWebhook('refund.processed', { refund, payment }, WEBHOOK_SECRET, 'evt_Refund000001'))).toEqual({
      eventId: 'evt_Refund000001',
      kind: 'refunded',
      providerPaymentId: order.id,
      amountMinor: 1_234_550,
      currencyCode: 'INR',
      reference: payment.id,
    });
  });

  it('refuses a forged signature, a body re-signed with another secret, a tampered body and a missing signature', async () => {
    const order = await createdOrder();
    const payment = standIn.pay(order.id);
    const good = razorpayWebhook('payment.captured', { payment }, WEBHOOK_SECRET);
    const tampered = Buffer.from(good.body.toString().replace(`"amount":${payment.amount}`, '"amount":100'));
    expect(tampered.equals(good.body)).toBe(false);

    const refusals: [Buffer, Record<string, string>][] = [
      [good.body, { ...good.headers, 'x-razorpay-signature': 'f'.repeat(64) }],
      [good.body, razorpayWebhook('payment.captured', { payment }, 'an-attackers-secret').headers],
      [tampered, good.headers],
      [good.body, { 'x-razorpay-event-id': 'evt_NoSignature01' }],
    ];
    for (const [body, headers] of refusals) expect(() => provider.verifyWebhook(body, headers)).toThrow(PaymentSignatureError);
    expect(deliver(good)).toMatchObject({ kind: 'paid', amountMinor: payment.amount });
  });

  it('answers null for events the shop does not act on, and for payments outside its orders', async () => {
    const order = await createdOrder();
    const payment = standIn.pay(order.id, { status: 'authorized' });

    expect(deliver(razorpayWebhook('payment.authorized', { payment }, WEBHOOK_SECRET))).toBeNull();
    expect(deliver(razorpayWebhook('payment.captured', { payment: { ...payment, order_id: null } }, WEBHOOK_SECRET))).toBeNull();
  });
});

describe('Razorpay refund', () => {
  it('refunds the payment in full through the Payments refund API', async () => {
    const order = await createdOrder({ amountMinor: 99_900 });
    const payment = standIn.pay(order.id);

    const { refundId } = await provider.refund({
      providerPaymentId: order.id,
      reference: payment.id,
      amountMinor: 99_900,
      currencyCode: 'INR',
    });

    expect(refundId).toMatch(/^rfnd_\w+$/);
    const sent = standIn.requests.at(-1)!;
    expect(`${sent.method} ${sent.path}`).toBe(`POST /v1/payments/${payment.id}/refund`);
    expect(sent.body).toMatchObject({ amount: 99_900 });
    expect(standIn.payments.get(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: 99_900 });
  });

  it('finds the captured payment from the order when the attempt has no reference yet', async () => {
    const order = await createdOrder({ amountMinor: 20_000 });
    standIn.pay(order.id, { status: 'failed' });
    const payment = standIn.pay(order.id);

    const { refundId } = await provider.refund({ providerPaymentId: order.id, reference: null, amountMinor: 20_000, currencyCode: 'INR' });

    expect(standIn.refunds.get(refundId)).toMatchObject({ payment_id: payment.id, amount: 20_000 });
  });

  it('reports Razorpay’s refusal (more than was captured)', async () => {
    const order = await createdOrder({ amountMinor: 20_000 });
    const payment = standIn.pay(order.id);

    await expect(
      provider.refund({ providerPaymentId: order.id, reference: payment.id, amountMinor: 20_001, currencyCode: 'INR' }),
    ).rejects.toThrow(/Razorpay refund failed: 400 .*greater than amount captured/);
  });
});
