// The Stripe adapter through the real stripe SDK, against a local stand-in of Stripe's API
// (server/test/support/payment-standins.ts); webhooks signed by Stripe's own generateTestHeaderString.
import { PaymentSignatureError, type PaymentRequest } from '../../domain/payments/provider';
import { type StripeStandIn, startStripeStandIn, stripeWebhook } from '../../../test/support/payment-standins';
import { loadStripeSettings } from './settings';
import { StripeProvider } from './stripe.provider';

const SECRET_KEY = 'sk_test_StandInSecretKey0001';
const WEBHOOK_SECRET = 'whsec_StandInWebhookSecret0001';

let standIn: StripeStandIn;
let provider: StripeProvider;

const providerWith = (overrides: Record<string, string> = {}) =>
  new StripeProvider(
    loadStripeSettings({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url, ...overrides }),
  );

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: 7,
  attemptId: `att-${Math.random().toString(36).slice(2, 12)}`,
  amountMinor: 48_999,
  currencyCode: 'USD',
  customerEmail: 'alex@example.com',
  returnUrl: 'http://shop.test/order/7/payment',
  ...overrides,
});

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
  provider = providerWith();
});
afterAll(() => standIn.close());

async function paidSession(overrides: Partial<PaymentRequest> = {}) {
  const start = await provider.createPayment(request(overrides));
  return standIn.complete(start.providerPaymentId);
}

describe('Stripe createPayment', () => {
  it('opens a Checkout Session for the exact amount in minor units, with the secret key as bearer', async () => {
    const attempt = request();
    const start = await provider.createPayment(attempt);

    const sent = standIn.requests.at(-1)!;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/checkout/sessions');
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['idempotency-key']).toBe(`checkout-${attempt.attemptId}`);
    expect(sent.body).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '48999', product_data: { name: 'Order #7' } } }],
      success_url: attempt.returnUrl,
      cancel_url: attempt.returnUrl,
      customer_email: 'alex@example.com',
      client_reference_id: attempt.attemptId,
      metadata: { orderId: '7', attemptId: attempt.attemptId },
    });
    expect(start.providerPaymentId).toMatch(/^cs_test_\w+$/);
    expect(start.redirectUrl).toBe(`${standIn.url}/c/pay/${start.providerPaymentId}`);
    expect(standIn.sessions.get(start.providerPaymentId)).toMatchObject({ amount_total: 48_999, currency: 'usd' });
  });

  it('opens one session per attempt even when asked twice (idempotency key)', async () => {
    const attempt = request();
    const first = await provider.createPayment(attempt);
    const second = await provider.createPayment(attempt);
    expect(second.providerPaymentId).toBe(first.providerPaymentId);
  });

  it('reports Stripe’s refusal of a wrong secret key', async () => {
    await expect(providerWith({ STRIPE_SECRET_KEY: 'sk_test_NotTheKey' }).createPayment(request())).rejects.toThrow(/Invalid API Key/);
  });
});

describe('Stripe verifyWebhook', () => {
  const deliver = (hook: { body: Buffer; headers: Record<string, string> }) => provider.verifyWebhook(hook.body, hook.headers);

  it('answers paid for a completed, paid session: amount and currency from the signed event, reference = payment intent', async () => {
    const session = await paidSession({ amountMinor: 1_234_550, currencyCode: 'INR' });
    const hook = stripeWebhook('checkout.session.completed', session, WEBHOOK_SECRET);

    expect(deliver(hook)).toEqual({
      eventId: hook.eventId,
      kind: 'paid',
      providerPaymentId: session.id,
      amountMinor: 1_234_550,
      currencyCode: 'INR',
      reference: session.payment_intent,
    });
  });

  it('waits for a delayed method: completed but unpaid is null, async_payment_succeeded is paid', async () => {
    const start = await provider.createPayment(request());
    const session = standIn.complete(start.providerPaymentId, { paymentStatus: 'unpaid' });

    expect(deliver(stripeWebhook('checkout.session.completed', session, WEBHOOK_SECRET))).toBeNull();
    expect(
      deliver(stripeWebhook('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }, WEBHOOK_SECRET)),
    ).toMatchObject({
      kind: 'paid',
      providerPaymentId: session.id,
      amountMinor: 48_999,
    });
  });

  it('answers failed for async_payment_failed and expired sessions', async () => {
    const start = await provider.createPayment(request());
    const session = standIn.sessions.get(start.providerPaymentId);

    expect(deliver(stripeWebhook('checkout.session.async_payment_failed', session, WEBHOOK_SECRET))).toMatchObject({
      kind: 'failed',
      providerPaymentId: session.id,
      failureMessage: 'The payment did not go through.',
    });
    expect(deliver(stripeWebhook('checkout.session.expired', { ...session, status: 'expired' }, WEBHOOK_SECRET))).toMatchObject({
      kind: 'failed',
      providerPaymentId: session.id,
      failureMessage: 'The payment page expired before the payment was made.',
    });
  });

  it('answers refunded for charge.refunded, keyed by the payment intent the paid event reported as reference', async () => {
    const session = await paidSession();
    await provider.refund({ providerPaymentId: session.id, reference: session.payment_intent, amountMinor: 48_999, currencyCode: 'USD' });
    const hook = stripeWebhook('charge.refunded', standIn.chargeOf(session.payment_intent), WEBHOOK_SECRET);

    expect(deliver(hook)).toEqual({
      eventId: hook.eventId,
      kind: 'refunded',
      providerPaymentId: session.payment_intent,
      amountMinor: 48_999,
      currencyCode: 'USD',
      reference: session.payment_intent,
    });
  });

  it('answers null for an event type the shop does not act on', async () => {
    const session = await paidSession();
    expect(
      deliver(stripeWebhook('payment_intent.created', { id: session.payment_intent, object: 'payment_intent' }, WEBHOOK_SECRET)),
    ).toBeNull();
  });

  it('refuses a forged signature, another secret, a tampered body, a stale timestamp and a missing header', async () => {
    const session = await paidSession();
    const good = stripeWebhook('checkout.session.completed', session, WEBHOOK_SECRET);
    const tampered = Buffer.from(good.body.toString().replace('"amount_total":48999', '"amount_total":100'));
    expect(tampered.equals(good.body)).toBe(false);
    const now = Math.floor(Date.now() / 1000);

    const refusals: [Buffer, Record<string, string>][] = [
      [good.body, { 'stripe-signature': `t=${now},v1=${'0'.repeat(64)}` }],
      [good.body, stripeWebhook('checkout.session.completed', session, 'whsec_AnAttackersSecret').headers],
      [tampered, good.headers],
      // Signed correctly, but ten minutes ago: Stripe's tolerance is five.
      [good.body, stripeWebhook('checkout.session.completed', session, WEBHOOK_SECRET, { timestamp: now - 600 }).headers],
      [good.body, { 'content-type': 'application/json' }],
    ];
    for (const [body, headers] of refusals) expect(() => provider.verifyWebhook(body, headers)).toThrow(PaymentSignatureError);
    expect(deliver(good)).toMatchObject({ kind: 'paid', amountMinor: 48_999 });
  });
});

describe('Stripe refund', () => {
  it('refunds the payment intent in full through the Refunds API', async () => {
    const session = await paidSession({ amountMinor: 15_000 });

    const { refundId } = await provider.refund({
      providerPaymentId: session.id,
      reference: session.payment_intent,
      amountMinor: 15_000,
      currencyCode: 'USD',
    });

    expect(refundId).toMatch(/^re_\w+$/);
    const sent = standIn.requests.at(-1)!;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/refunds');
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.body).toMatchObject({ payment_intent: session.payment_intent, amount: '15000' });
    expect(standIn.chargeOf(session.payment_intent)).toMatchObject({ refunded: true, amount_refunded: 15_000 });
  });

  it('reads the payment intent from the session when the attempt has no reference yet', async () => {
    const session = await paidSession({ amountMinor: 2_500 });

    const { refundId } = await provider.refund({ providerPaymentId: session.id, reference: null, amountMinor: 2_500, currencyCode: 'USD' });

    expect(standIn.requests.some((each) => each.method === 'GET' && each.path.startsWith(`/v1/checkout/sessions/${session.id}`))).toBe(
      true,
    );
    expect(standIn.refunds.get(refundId)).toMatchObject({ payment_intent: session.payment_intent, amount: 2_500 });
  });

  it('reports Stripe’s refusal (more than the charge)', async () => {
    const session = await paidSession({ amountMinor: 2_500 });
    await expect(
      provider.refund({ providerPaymentId: session.id, reference: session.payment_intent, amountMinor: 2_501, currencyCode: 'USD' }),
    ).rejects.toThrow(/greater than unrefunded amount/);
  });
});
