/**
 * Local stand-ins of Razorpay's and Stripe's public APIs, for tests that drive the real SDKs (docs/decisions.md#payment-providers).
 * Each is a node:http server on 127.0.0.1 that answers the few calls the shop makes with the JSON shapes the
 * providers document (Razorpay: https://razorpay.com/docs/api/orders/, /payments/, /refunds/; Stripe:
 * https://docs.stripe.com/api/checkout/sessions/object, /api/refunds/object, /api/errors), checks the credentials as
 * the provider would (Razorpay: HTTP basic key_id:key_secret; Stripe: Bearer secret key), and records every request.
 * Point the adapters at them with RAZORPAY_API_URL / STRIPE_API_URL (the settings' apiUrl / api).
 *
 * They also play the shopper and the provider's side: `pay` a Razorpay order as Checkout would, `complete` a Stripe
 * Checkout Session, and build webhooks signed with the providers' real algorithms (Razorpay: hex HMAC-SHA256 of the
 * raw body; Stripe: its SDK's generateTestHeaderString).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as sent (JSON for Razorpay, form-encoded for Stripe). */
  rawBody: string;
  /** The body decoded: JSON, or Stripe's bracketed form fields as nested objects (numbers stay strings). */
  body: any;
}

interface Reply {
  status: number;
  body: unknown;
}

interface StandInServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string, length = 14) => `${prefix}${randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, length)}`;

/** `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }: how Stripe's SDK encodes request parameters. */
export function parseStripeForm(raw: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[part];
    });
  }
  return root;
}

async function startStandIn(handle: (request: RecordedRequest) => Reply): Promise<StandInServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const isJson = (req.headers['content-type'] ?? '').includes('json');
      let body: any = {};
      try {
        body = rawBody ? (isJson ? JSON.parse(rawBody) : parseStripeForm(rawBody)) : {};
      } catch {
        body = { unparsable: rawBody };
      }
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, rawBody, body };
      requests.push(recorded);
      let reply: Reply;
      try {
        reply = handle(recorded);
      } catch (error) {
        reply = { status: 500, body: { error: { message: String(error) } } };
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

// ---------------------------------------------------------------------------------------------------- Razorpay

export interface RazorpayStandInOptions {
  keyId: string;
  keySecret: string;
}

export interface RazorpayStandIn extends StandInServer {
  orders: Map<string, any>;
  payments: Map<string, any>;
  refunds: Map<string, any>;
  /**
   * The shopper pays an order in Checkout: a payment of the order's amount (or `amount`), captured unless told
   * otherwise. Answers the payment entity as Razorpay's API returns it.
   */
  pay(
    orderId: string,
    options?: { amount?: number; currency?: string; status?: 'captured' | 'authorized' | 'failed'; errorDescription?: string },
  ): any;
  /** The fields Checkout's handler hands the browser, signed with the key secret as Razorpay documents. */
  callbackFields(orderId: string, paymentId: string, secret?: string): Record<string, string>;
}

const razorpayError = (status: number, description: string, field: string | null = null): Reply => ({
  status,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      field,
    },
  },
});

function razorpayHandler(options: RazorpayStandInOptions, state: Pick<RazorpayStandIn, 'orders' | 'payments' | 'refunds'>) {
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return (request: RecordedRequest): Reply => {
    if (request.headers.authorization !== expectedAuth) return razorpayError(401, 'Authentication failed');
    const route = `${request.method} ${request.path.split('?')[0]}`;
    let match: RegExpMatchArray | null;
    if (route === 'POST /v1/orders') return createRazorpayOrder(request.body, state);
    if ((match = route.match(/^GET \/v1\/orders\/([\w]+)$/))) {
      const order = state.orders.get(match[1]);
      return order ? { status: 200, body: order } : razorpayError(400, 'The id provided does not exist', 'id');
    }
    if ((match = route.match(/^GET \/v1\/orders\/([\w]+)\/payments$/))) {
      const items = [...state.payments.values()].filter((payment) => payment.order_id === match![1]);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if ((match = route.match(/^GET \/v1\/payments\/([\w]+)$/))) {
      const payment = state.payments.get(match[1]);
      return payment ? { status: 200, body: payment } : razorpayError(400, 'The id provided does not exist', 'id');
    }
    if ((match = route.match(/^POST \/v1\/payments\/([\w]+)\/capture$/))) return captureRazorpayPayment(match[1], request.body, state);
    if ((match = route.match(/^POST \/v1\/payments\/([\w]+)\/refund$/))) return refundRazorpayPayment(match[1], request.body, state);
    return razorpayError(400, 'The requested URL was not found on the server.');
  };
}

function createRazorpayOrder(body: any, state: Pick<RazorpayStandIn, 'orders'>): Reply {
  if (!Number.isInteger(body.amount) || body.amount < 100) return razorpayError(400, 'The amount must be atleast INR 1.00', 'amount');
  if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))
    return razorpayError(400, 'The currency is invalid', 'currency');
  if (body.receipt !== undefined && String(body.receipt).length > 40)
    return razorpayError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
  const order = {
    id: newId('order_'),
    entity: 'order',
    amount: body.amount,
    amount_paid: 0,
    amount_due: body.amount,
    currency: body.currency,
    receipt: body.receipt ?? null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: body.notes ?? [],
    created_at: nowSeconds(),
  };
  state.orders.set(order.id, order);
  return { status: 200, body: order };
}

function captureRazorpayPayment(paymentId: string, body: any, state: Pick<RazorpayStandIn, 'orders' | 'payments'>): Reply {
  const payment = state.payments.get(paymentId);
  if (!payment) return razorpayError(400, 'The id provided does not exist', 'id');
  if (payment.status !== 'authorized') return razorpayError(400, 'This payment has already been captured');
  if (Number(body.amount) !== payment.amount || body.currency !== payment.currency) {
    return razorpayError(400, 'Capture amount must be equal to the amount authorized', 'amount');
  }
  Object.assign(payment, { status: 'captured', captured: true });
  const order = state.orders.get(payment.order_id);
  if (order) Object.assign(order, { status: 'paid', amount_paid: payment.amount, amount_due: order.amount - payment.amount });
  return { status: 200, body: payment };
}

function refundRazorpayPayment(paymentId: string, body: any, state: Pick<RazorpayStandIn, 'payments' | 'refunds'>): Reply {
  const payment = state.payments.get(paymentId);
  if (!payment) return razorpayError(400, 'The id provided does not exist', 'id');
  if (payment.status !== 'captured' && payment.status !== 'refunded') return razorpayError(400, 'The payment has not been captured', 'id');
  const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : Number(body.amount);
  if (!Number.isInteger(amount) || amount < 1 || amount > payment.amount - payment.amount_refunded) {
    return razorpayError(400, 'The refund amount provided is greater than amount captured', 'amount');
  }
  payment.amount_refunded += amount;
  payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
  if (payment.refund_status === 'full') payment.status = 'refunded';
  const refund = {
    id: newId('rfnd_'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: body.notes ?? [],
    receipt: body.receipt ?? null,
    acquirer_data: { arn: null },
    created_at: nowSeconds(),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: body.speed ?? 'normal',
  };
  state.refunds.set(refund.id, refund);
  return { status: 200, body: refund };
}

export async function startRazorpayStandIn(options: RazorpayStandInOptions): Promise<RazorpayStandIn> {
  const state = { orders: new Map<string, any>(), payments: new Map<string, any>(), refunds: new Map<string, any>() };
  const server = await startStandIn(razorpayHandler(options, state));
  return {
    ...server,
    ...state,
    pay(orderId, { amount, currency, status = 'captured', errorDescription } = {}) {
      const order = state.orders.get(orderId);
      if (!order) throw new Error(`stand-in: no Razorpay order ${orderId}`);
      const failed = status === 'failed';
      const payment = {
        id: newId('pay_'),
        entity: 'payment',
        amount: amount ?? order.amount,
        currency: currency ?? order.currency,
        status,
        order_id: orderId,
        invoice_id: null,
        international: false,
        method: 'card',
        amount_refunded: 0,
        refund_status: null,
        captured: status === 'captured',
        description: null,
        card_id: 'card_StandIn0000001',
        bank: null,
        wallet: null,
        vpa: null,
        email: 'shopper@example.com',
        contact: '+919000090000',
        notes: [],
        fee: failed ? null : 236,
        tax: failed ? null : 36,
        error_code: failed ? 'BAD_REQUEST_ERROR' : null,
        error_description: failed ? (errorDescription ?? 'Payment was declined by the bank.') : null,
        error_source: failed ? 'bank' : null,
        error_step: failed ? 'payment_authorization' : null,
        error_reason: failed ? 'payment_declined' : null,
        acquirer_data: {},
        created_at: nowSeconds(),
      };
      state.payments.set(payment.id, payment);
      order.attempts += 1;
      order.status = 'attempted';
      if (status === 'captured')
        Object.assign(order, { status: 'paid', amount_paid: payment.amount, amount_due: order.amount - payment.amount });
      return payment;
    },
    callbackFields(orderId, paymentId, secret = options.keySecret) {
      const razorpay_signature = createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature };
    },
  };
}

/**
 * A Razorpay webhook delivery as Razorpay sends it (https://razorpay.com/docs/webhooks/): the event JSON, and the
 * headers X-Razorpay-Signature (hex HMAC-SHA256 of the raw body with the webhook secret) and X-Razorpay-Event-Id.
 */
export function razorpayWebhook(
  event: string,
  entities: { payment?: any; order?: any; refund?: any },
  secret: string,
  eventId = newId('evt_'),
): { body: Buffer; headers: Record<string, string> } {
  const contains = Object.keys(entities);
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
  const body = Buffer.from(
    JSON.stringify({ entity: 'event', account_id: 'acc_StandIn0000001', event, contains, payload, created_at: nowSeconds() }),
  );
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId } };
}

// ------------------------------------------------------------------------------------------------------ Stripe

export interface StripeStandIn extends StandInServer {
  sessions: Map<string, any>;
  charges: Map<string, any>;
  refunds: Map<string, any>;
  /** The shopper pays on the Checkout page: the session completes with a payment intent and its charge. */
  complete(sessionId: string, options?: { paymentStatus?: 'paid' | 'unpaid' }): any;
  /** The charge of a completed session's payment intent (as charge.refunded carries it). */
  chargeOf(paymentIntentId: string): any;
}

const stripeError = (status: number, type: string, message: string, extra: Record<string, string> = {}): Reply => ({
  status,
  body: { error: { type, message, ...extra } },
});

function createStripeSession(body: any, url: string, state: Pick<StripeStandIn, 'sessions'>): Reply {
  const items: any[] = Array.isArray(body.line_items) ? body.line_items : [];
  if (body.mode !== 'payment') return stripeError(400, 'invalid_request_error', 'Missing required param: mode.', { param: 'mode' });
  if (items.length === 0) return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', { param: 'line_items' });
  const currencies = new Set(items.map((item) => item.price_data?.currency));
  const amounts = items.map((item) => Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1));
  if (currencies.size !== 1 || amounts.some((amount) => !Number.isInteger(amount) || amount < 1)) {
    return stripeError(
      400,
      'invalid_request_error',
      'Invalid line_items: price_data needs one currency and a positive integer unit_amount.',
      { param: 'line_items' },
    );
  }
  const amount = amounts.reduce((sum, each) => sum + each, 0);
  const id = newId('cs_test_', 58);
  const session = {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: body.cancel_url ?? null,
    client_reference_id: body.client_reference_id ?? null,
    created: nowSeconds(),
    currency: [...currencies][0],
    customer: null,
    customer_email: body.customer_email ?? null,
    expires_at: nowSeconds() + 24 * 3600,
    livemode: false,
    metadata: body.metadata ?? {},
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: body.success_url ?? null,
    url: `${url}/c/pay/${id}`,
  };
  state.sessions.set(id, session);
  return { status: 200, body: session };
}

function refundStripePayment(body: any, state: Pick<StripeStandIn, 'charges' | 'refunds'>): Reply {
  const charge = [...state.charges.values()].find((each) => each.payment_intent === body.payment_intent);
  if (!charge) {
    return stripeError(404, 'invalid_request_error', `No such payment_intent: '${body.payment_intent}'`, {
      code: 'resource_missing',
      param: 'payment_intent',
    });
  }
  const amount = body.amount === undefined ? charge.amount - charge.amount_refunded : Number(body.amount);
  if (amount > charge.amount - charge.amount_refunded) {
    return stripeError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  }
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const refund = {
    id: newId('re_', 24),
    object: 'refund',
    amount,
    balance_transaction: newId('txn_', 24),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: body.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: body.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  state.refunds.set(refund.id, refund);
  return { status: 200, body: refund };
}

export async function startStripeStandIn(options: { secretKey: string }): Promise<StripeStandIn> {
  const state = { sessions: new Map<string, any>(), charges: new Map<string, any>(), refunds: new Map<string, any>() };
  // Stripe answers a repeated Idempotency-Key with the first answer.
  const replies = new Map<string, Reply>();
  let url = '';
  const server = await startStandIn((request) => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_********');
    }
    const key = request.headers['idempotency-key'];
    const seen = typeof key === 'string' ? replies.get(`${request.path} ${key}`) : undefined;
    if (seen) return seen;
    const route = `${request.method} ${request.path.split('?')[0]}`;
    const match = route.match(/^GET \/v1\/checkout\/sessions\/(\w+)$/);
    let reply: Reply;
    if (route === 'POST /v1/checkout/sessions') reply = createStripeSession(request.body, url, state);
    else if (match && state.sessions.has(match[1])) reply = { status: 200, body: state.sessions.get(match[1]) };
    else if (route === 'POST /v1/refunds') reply = refundStripePayment(request.body, state);
    else reply = stripeError(404, 'invalid_request_error', `Unrecognized request URL (${route}).`);
    if (typeof key === 'string' && request.method === 'POST') replies.set(`${request.path} ${key}`, reply);
    return reply;
  });
  url = server.url;
  return {
    ...server,
    ...state,
    complete(sessionId, { paymentStatus = 'paid' } = {}) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`stand-in: no Checkout Session ${sessionId}`);
      const paymentIntent = newId('pi_', 24);
      Object.assign(session, { status: 'complete', payment_status: paymentStatus, payment_intent: paymentIntent });
      if (paymentStatus === 'paid') {
        const charge = {
          id: newId('ch_', 24),
          object: 'charge',
          amount: session.amount_total,
          amount_captured: session.amount_total,
          amount_refunded: 0,
          captured: true,
          created: nowSeconds(),
          currency: session.currency,
          livemode: false,
          metadata: {},
          paid: true,
          payment_intent: paymentIntent,
          refunded: false,
          status: 'succeeded',
        };
        state.charges.set(charge.id, charge);
      }
      return session;
    },
    chargeOf(paymentIntentId) {
      return [...state.charges.values()].find((charge) => charge.payment_intent === paymentIntentId);
    },
  };
}

/**
 * A Stripe webhook delivery (https://docs.stripe.com/api/events/object): the event JSON and its Stripe-Signature
 * header, made by Stripe's own SDK (generateTestHeaderString) with the endpoint's secret; `timestamp` in seconds.
 */
export function stripeWebhook(
  type: string,
  object: unknown,
  secret: string,
  options: { timestamp?: number; eventId?: string } = {},
): { body: Buffer; headers: Record<string, string>; eventId: string } {
  const eventId = options.eventId ?? newId('evt_', 24);
  const event = {
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp ?? nowSeconds() });
  return { body: Buffer.from(payload), headers: { 'content-type': 'application/json', 'stripe-signature': signature }, eventId };
}
