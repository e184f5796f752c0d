import { randomBytes } from 'node:crypto';
import { signTestGatewayEvent } from '../../src/integrations/test-gateway/test-gateway';
import { type ProductFixture, type Shopper, findProductFixture, newShopper } from './shop-fixtures';
import type { TestServer } from './test-server';

// Helpers of the payment suites: place an order, start paying it, and speak to the webhook as the test
// gateway does (or as a forger would).

export const TEST_GATEWAY_SECRET = 'test-gateway-secret-for-the-payment-suites-0123456789';

export const ORDER_PAYMENT_FIELDS = `__typename
  ... on OrderPayment { orderId paymentStatus provider reference failureMessage payable }
  ... on ErrorResult { errorCode message }`;
export const START_PAYMENT = `mutation($orderId: Int!) { startPayment(orderId: $orderId) {
  __typename
  ... on PaymentSession { orderId provider amountMinor currencyCode redirectUrl razorpay { keyId } }
  ... on ErrorResult { errorCode message } } }`;
export const ORDER_PAYMENT = `query($orderId: Int!) { orderPayment(orderId: $orderId) { ${ORDER_PAYMENT_FIELDS} } }`;
export const REFUND_ORDER = `mutation($orderId: Int!) { refundOrder(orderId: $orderId) { ${ORDER_PAYMENT_FIELDS} } }`;
export const ORDER = `query($id: Int!) { order(id: $id) { id paymentMethod paymentStatus paymentProvider paymentReference payable total { minorUnits currencyCode } } }`;
const CREATE_ORDER = `mutation($input: CreateOrderInput!) { createOrder(input: $input) {
  __typename ... on CreateOrderSuccess { order { id total { minorUnits currencyCode } } } ... on ErrorResult { errorCode message } } }`;

const ADDRESS = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.com',
  phone: '+919812300001',
  address: '7 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560025',
  // Delivered in India, so a USD shopper's order may be placed too (docs/decisions.md#delivery-addresses).
  country: 'IN',
};

export interface PlacedOrder {
  id: number;
  totalMinor: number;
  currencyCode: string;
}

let product: ProductFixture | null = null;

/** A Buy Now order of one in-stock demo product, ONLINE or COD, for the shopper. */
export async function placeOrder(t: TestServer, shopper: Shopper, paymentMethod: 'ONLINE' | 'COD' = 'ONLINE'): Promise<PlacedOrder> {
  product ??= await findProductFixture(t, false, false);
  const result = await t.gql(
    CREATE_ORDER,
    {
      input: {
        ...ADDRESS,
        paymentMethod,
        source: 'BUY_NOW',
        item: { productId: product.id, productCaratId: product.carats[0].id, quantity: 1 },
      },
    },
    shopper.token,
  );
  const placed = result.body.data?.createOrder;
  if (placed?.__typename !== 'CreateOrderSuccess') throw new Error(`order not placed: ${JSON.stringify(result.body)}`);
  return { id: placed.order.id, totalMinor: placed.order.total.minorUnits, currencyCode: placed.order.total.currencyCode };
}

export const shopper = (t: TestServer, label: string, currencyId = 1) => newShopper(t, label, currencyId);

/** startPayment for the order; answers the session (throws on an error result). */
export async function startPayment(
  t: TestServer,
  token: string,
  orderId: number,
): Promise<{ redirectUrl: string; sessionId: string; amountMinor: number }> {
  const result = await t.gql(START_PAYMENT, { orderId }, token);
  const session = result.body.data?.startPayment;
  if (session?.__typename !== 'PaymentSession') throw new Error(`no payment session: ${JSON.stringify(result.body)}`);
  const redirectUrl: string = session.redirectUrl;
  return { redirectUrl, sessionId: new URL(redirectUrl).pathname.split('/').pop() ?? '', amountMinor: session.amountMinor };
}

export async function orderPayment(t: TestServer, token: string, orderId: number): Promise<Record<string, unknown>> {
  return (await t.gql(ORDER_PAYMENT, { orderId }, token)).body.data.orderPayment;
}

/** A test gateway event body (as the gateway builds it), with its own id unless one is given. */
export function gatewayEvent(
  sessionId: string,
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded',
  amountMinor: number,
  currencyCode: string,
  id = `tge_${randomBytes(8).toString('hex')}`,
): string {
  return JSON.stringify({
    id,
    type,
    sessionId,
    amountMinor,
    currencyCode,
    ...(type === 'payment.failed' ? { failureMessage: 'Card declined' } : { reference: `tgp_${randomBytes(4).toString('hex')}` }),
    created: Math.floor(Date.now() / 1000),
  });
}

/** POSTs a body to the webhook, signed with `secret` at `timestamp` (unix seconds); answers status and JSON. */
export async function deliver(
  t: TestServer,
  body: string,
  {
    secret = TEST_GATEWAY_SECRET,
    timestamp = Math.floor(Date.now() / 1000),
    provider = 'test',
    signature,
  }: {
    secret?: string;
    timestamp?: number;
    provider?: string;
    signature?: string;
  } = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${t.url}/api/payments/webhook/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-gateway-signature': signature ?? signTestGatewayEvent(secret, body, timestamp) },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * The shopper's browser on the test gateway: GET the page, then POST the Approve or Decline form it shows
 * (its action carries the session's signed ticket); answers the page and the redirect back to the shop.
 */
export async function choose(redirectUrl: string, choice: 'approve' | 'decline') {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  const form = new RegExp(`<form method="post" action="([^"]+)"><button[^>]*data-testid="test-gateway-${choice}"`).exec(html);
  if (!form) throw new Error(`no ${choice} form on the gateway page: ${html}`);
  const action = new URL(form[1].replace(/&amp;/g, '&'), redirectUrl).toString();
  const answer = await fetch(action, { method: 'POST', redirect: 'manual' });
  return { page, html, status: answer.status, location: answer.headers.get('location') };
}
