import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import type { Shopper } from './support/shop-fixtures';
import {
  type RazorpayStandIn,
  type StripeStandIn,
  razorpayWebhook,
  startRazorpayStandIn,
  startStripeStandIn,
  stripeWebhook,
} from './support/payment-standins';
import { ORDER_PAYMENT_FIELDS, REFUND_ORDER, START_PAYMENT, orderPayment, placeOrder, shopper as newShopper } from './support/payments';

// The whole flow with the real adapters and SDKs, against local stand-ins of Razorpay's and Stripe's APIs
// (never the internet): INR through Razorpay Checkout (the browser callback, then the webhook), USD
// through Stripe Checkout (the webhook), refunds through each provider.

const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_PayCoreKey0001',
  RAZORPAY_KEY_SECRET: 'pay-core-key-secret-0001',
  RAZORPAY_WEBHOOK_SECRET: 'pay-core-webhook-secret',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_PayCoreKey0001', STRIPE_WEBHOOK_SECRET: 'whsec_PayCoreWebhook0001' };
const CONFIRM = `mutation($orderId: Int!, $p: String!, $o: String!, $s: String!) {
  confirmRazorpayPayment(orderId: $orderId, razorpayPaymentId: $p, razorpayOrderId: $o, razorpaySignature: $s) { ${ORDER_PAYMENT_FIELDS} } }`;
const START_RAZORPAY = START_PAYMENT.replace('razorpay { keyId }', 'razorpay { keyId orderId amountMinor currencyCode name email }');

describe(`payments through Razorpay and Stripe stand-ins [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let razorpay: RazorpayStandIn;
  let stripe: StripeStandIn;
  let admin: string;
  let priya: Shopper;
  let alex: Shopper;

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn({ keyId: RAZORPAY.RAZORPAY_KEY_ID, keySecret: RAZORPAY.RAZORPAY_KEY_SECRET });
    stripe = await startStripeStandIn({ secretKey: STRIPE.STRIPE_SECRET_KEY });
    t = await startTestServer({
      ...RAZORPAY,
      ...STRIPE,
      RAZORPAY_API_URL: razorpay.url,
      STRIPE_API_URL: stripe.url,
      PAYMENT_PROVIDER_INR: 'razorpay',
      PAYMENT_PROVIDER_USD: 'stripe',
      PUBLIC_URL: 'https://shop.example.com/',
    });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    priya = await newShopper(t, 'Priya', 1);
    alex = await newShopper(t, 'Alex', 2);
  });
  afterAll(async () => {
    await t?.close();
    // The last test stopped the stand-ins already.
    await razorpay?.close().catch(() => undefined);
    await stripe?.close().catch(() => undefined);
  });

  const post = async (body: Buffer, headers: Record<string, string>, provider: string) => {
    const response = await fetch(`${t.url}/api/payments/webhook/${provider}`, { method: 'POST', headers, body });
    return { status: response.status, body: await response.json() };
  };

  it('pays an INR order in Razorpay Checkout: the verified callback marks it PAID, the webhook after it changes nothing', async () => {
    const order = await placeOrder(t, priya);
    expect(order.currencyCode).toBe('INR');
    const session = (await t.gql(START_RAZORPAY, { orderId: order.id }, priya.token)).body.data.startPayment;
    expect(session).toMatchObject({
      __typename: 'PaymentSession',
      provider: 'razorpay',
      amountMinor: order.totalMinor,
      currencyCode: 'INR',
      redirectUrl: null,
      razorpay: {
        keyId: RAZORPAY.RAZORPAY_KEY_ID,
        amountMinor: order.totalMinor,
        currencyCode: 'INR',
        name: 'Meera Iyer',
        email: 'meera.iyer@example.com',
      },
    });
    const razorpayOrderId: string = session.razorpay.orderId;
    expect(razorpay.orders.get(razorpayOrderId)).toMatchObject({ amount: order.totalMinor, currency: 'INR' });

    const payment = razorpay.pay(razorpayOrderId);
    // A forged signature is refused and changes nothing.
    const forged = razorpay.callbackFields(razorpayOrderId, payment.id, 'not-the-key-secret');
    const refused = await t.gql(
      CONFIRM,
      { orderId: order.id, p: payment.id, o: razorpayOrderId, s: forged.razorpay_signature },
      priya.token,
    );
    expect(refused.body.data.confirmRazorpayPayment).toMatchObject({ __typename: 'PaymentVerificationError' });
    expect((await orderPayment(t, priya.token, order.id)).paymentStatus).toBe('PENDING');

    const fields = razorpay.callbackFields(razorpayOrderId, payment.id);
    const confirmed = await t.gql(
      CONFIRM,
      { orderId: order.id, p: payment.id, o: razorpayOrderId, s: fields.razorpay_signature },
      priya.token,
    );
    expect(confirmed.body.data.confirmRazorpayPayment).toEqual({
      __typename: 'OrderPayment',
      orderId: order.id,
      paymentStatus: 'PAID',
      provider: 'razorpay',
      reference: payment.id,
      failureMessage: null,
      payable: false,
    });
    const webhook = razorpayWebhook('payment.captured', { payment }, RAZORPAY.RAZORPAY_WEBHOOK_SECRET);
    expect(await post(webhook.body, webhook.headers, 'razorpay')).toEqual({
      status: 200,
      body: { received: true, outcome: 'already-applied' },
    });
    expect(await post(webhook.body, webhook.headers, 'razorpay')).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    // Re-signed with another secret: 401.
    const forgedHook = razorpayWebhook('payment.captured', { payment }, 'someone-elses-secret');
    expect((await post(forgedHook.body, forgedHook.headers, 'razorpay')).status).toBe(401);

    // The admin refunds it through Razorpay.
    const refunded = (await t.gql(REFUND_ORDER, { orderId: order.id }, admin)).body.data.refundOrder;
    expect(refunded).toMatchObject({ __typename: 'OrderPayment', paymentStatus: 'REFUNDED' });
    expect([...razorpay.refunds.values()]).toEqual([expect.objectContaining({ payment_id: payment.id, amount: order.totalMinor })]);
  });

  it("refuses a callback for another shopper's order", async () => {
    const order = await placeOrder(t, priya);
    const session = (await t.gql(START_RAZORPAY, { orderId: order.id }, priya.token)).body.data.startPayment;
    const payment = razorpay.pay(session.razorpay.orderId);
    const fields = razorpay.callbackFields(session.razorpay.orderId, payment.id);
    const other = await placeOrder(t, alex);
    const answer = await t.gql(
      CONFIRM,
      { orderId: other.id, p: payment.id, o: session.razorpay.orderId, s: fields.razorpay_signature },
      alex.token,
    );
    expect(answer.body.data.confirmRazorpayPayment).toMatchObject({ __typename: 'PaymentVerificationError' });
    expect((await orderPayment(t, priya.token, order.id)).paymentStatus).toBe('PENDING');
  });

  it('pays a USD order through Stripe Checkout: PAID by the signed webhook, refunded through Stripe, its refund webhook changes nothing', async () => {
    const order = await placeOrder(t, alex);
    expect(order.currencyCode).toBe('USD');
    const session = (await t.gql(START_PAYMENT, { orderId: order.id }, alex.token)).body.data.startPayment;
    expect(session).toMatchObject({
      __typename: 'PaymentSession',
      provider: 'stripe',
      amountMinor: order.totalMinor,
      currencyCode: 'USD',
      razorpay: null,
    });
    const [checkout] = [...stripe.sessions.values()].filter((s) => s.metadata?.orderId === String(order.id));
    expect(session.redirectUrl).toBe(checkout.url);
    expect(checkout.success_url).toBe(`https://shop.example.com/order/${order.id}/payment`);

    const completed = stripe.complete(checkout.id);
    const late = stripeWebhook('checkout.session.completed', completed, STRIPE.STRIPE_WEBHOOK_SECRET, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(late.body, late.headers, 'stripe')).status).toBe(401);
    const event = stripeWebhook('checkout.session.completed', completed, STRIPE.STRIPE_WEBHOOK_SECRET);
    expect(await post(event.body, event.headers, 'stripe')).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await orderPayment(t, alex.token, order.id)).toMatchObject({
      paymentStatus: 'PAID',
      provider: 'stripe',
      reference: completed.payment_intent,
    });

    const refunded = (await t.gql(REFUND_ORDER, { orderId: order.id }, admin)).body.data.refundOrder;
    expect(refunded).toMatchObject({ __typename: 'OrderPayment', paymentStatus: 'REFUNDED' });
    expect(stripe.refunds.size).toBe(1);
    const charge = { ...stripe.chargeOf(completed.payment_intent), amount_refunded: order.totalMinor, refunded: true };
    const refundEvent = stripeWebhook('charge.refunded', charge, STRIPE.STRIPE_WEBHOOK_SECRET);
    expect(await post(refundEvent.body, refundEvent.headers, 'stripe')).toEqual({
      status: 200,
      body: { received: true, outcome: 'already-applied' },
    });
  });

  it('answers a provider that cannot be reached with a clear error, and the order stays payable', async () => {
    // A Razorpay payment whose callback arrives while Razorpay's API does not answer: not refused as forged.
    const inr = await placeOrder(t, priya);
    const session = (await t.gql(START_RAZORPAY, { orderId: inr.id }, priya.token)).body.data.startPayment;
    const payment = razorpay.pay(session.razorpay.orderId);
    const fields = razorpay.callbackFields(session.razorpay.orderId, payment.id);
    await razorpay.close();
    const confirm = await t.gql(
      CONFIRM,
      { orderId: inr.id, p: payment.id, o: session.razorpay.orderId, s: fields.razorpay_signature },
      priya.token,
    );
    expect(confirm.body.data.confirmRazorpayPayment).toMatchObject({
      __typename: 'PaymentProviderError',
      errorCode: 'PAYMENT_PROVIDER_ERROR',
    });
    expect(await orderPayment(t, priya.token, inr.id)).toMatchObject({ paymentStatus: 'PENDING', payable: true });

    await stripe.close();
    const order = await placeOrder(t, alex);
    const answer = (await t.gql(START_PAYMENT, { orderId: order.id }, alex.token)).body.data.startPayment;
    expect(answer).toMatchObject({ __typename: 'PaymentProviderError', errorCode: 'PAYMENT_PROVIDER_ERROR' });
    expect(await orderPayment(t, alex.token, order.id)).toMatchObject({ paymentStatus: 'PENDING', payable: true });
  });
});
