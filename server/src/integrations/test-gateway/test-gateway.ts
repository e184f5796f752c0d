import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hmacMatches } from '../hmac';
import {
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  PaymentSignatureError,
  type VerifiedPaymentEvent,
} from '../../domain/payments/provider';

/** The header that carries the test gateway's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const TEST_GATEWAY_SIGNATURE_HEADER = 'x-test-gateway-signature';
/** An event signed longer ago than this (or this far in the future) is refused, so a captured one cannot be replayed later. */
export const TEST_GATEWAY_TOLERANCE_SECONDS = 300;
/** How long a session page stays payable. */
const SESSION_TTL_MS = 60 * 60 * 1000;
const MAX_SESSIONS = 10_000;

/** One payment the test gateway was asked to collect. */
export interface TestGatewaySession {
  id: string;
  orderId: number;
  attemptId: string;
  amountMinor: number;
  currencyCode: string;
  returnUrl: string;
  createdAt: number;
  /** Set once the shopper approved or declined. */
  outcome: 'approved' | 'declined' | null;
}

/** The JSON body the test gateway posts to the shop's webhook, as a real provider would. */
export interface TestGatewayEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded';
  sessionId: string;
  amountMinor: number;
  currencyCode: string;
  reference?: string;
  failureMessage?: string;
  created: number;
}

const KINDS: Record<TestGatewayEvent['type'], VerifiedPaymentEvent['kind']> = {
  'payment.succeeded': 'paid',
  'payment.failed': 'failed',
  'refund.succeeded': 'refunded',
};

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The signature header of a body, signed at `timestamp` (unix seconds): what the gateway sends, and what tests forge with. */
export function signTestGatewayEvent(secret: string, body: string | Buffer, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

function parseSignature(header: string | string[] | undefined): { timestamp: number; signatures: string[] } {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new PaymentSignatureError(`missing ${TEST_GATEWAY_SIGNATURE_HEADER} header`);
  const parts = value.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, v]) => key === 'v1' && v && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v);
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) throw new PaymentSignatureError('malformed signature header');
  return { timestamp, signatures };
}

function toVerifiedEvent(body: Buffer): VerifiedPaymentEvent {
  let event: Partial<TestGatewayEvent>;
  try {
    event = JSON.parse(body.toString('utf8')) as Partial<TestGatewayEvent>;
  } catch {
    throw new PaymentSignatureError('signed body is not JSON');
  }
  const kind = typeof event.type === 'string' ? KINDS[event.type] : undefined;
  if (!kind || typeof event.id !== 'string' || typeof event.sessionId !== 'string')
    throw new PaymentSignatureError('signed body is not a test gateway event');
  if (!Number.isSafeInteger(event.amountMinor) || typeof event.currencyCode !== 'string')
    throw new PaymentSignatureError('signed body has no amount');
  return {
    eventId: event.id,
    kind,
    providerPaymentId: event.sessionId,
    amountMinor: event.amountMinor as number,
    currencyCode: event.currencyCode,
    ...(typeof event.reference === 'string' ? { reference: event.reference } : {}),
    ...(typeof event.failureMessage === 'string' ? { failureMessage: event.failureMessage } : {}),
  };
}

/**
 * The built-in test gateway (docs/decisions.md#payments): takes NO money. createPayment opens a session
 * whose page (routes.ts, /pay/test/<sessionId>) lets the shopper approve or decline; the gateway then
 * posts a signed event to the shop's webhook over HTTP, exactly as a provider would, and verifyWebhook
 * checks it (HMAC-SHA256 with TEST_GATEWAY_SECRET, timestamp within 5 minutes). A session lives an hour, in
 * this process's memory and, signed, in its page's URL (so any app server with the same secret serves it).
 */
export class TestGatewayProvider implements PaymentProvider {
  readonly name = 'test' as const;
  private readonly sessions = new Map<string, TestGatewaySession>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  createPayment(request: PaymentRequest): Promise<PaymentStart> {
    this.forgetOld();
    const id = `tgs_${randomBytes(16).toString('hex')}`;
    const session: TestGatewaySession = {
      id,
      orderId: request.orderId,
      attemptId: request.attemptId,
      amountMinor: request.amountMinor,
      currencyCode: request.currencyCode,
      returnUrl: request.returnUrl,
      createdAt: this.now(),
      outcome: null,
    };
    this.sessions.set(id, session);
    return Promise.resolve({ providerPaymentId: id, redirectUrl: `/pay/test/${id}?s=${this.ticketOf(session)}` });
  }

  /**
   * The session's details, signed with the gateway's secret, in its page's URL: another app server (same
   * TEST_GATEWAY_SECRET) or this one after a restart can show the page it did not create.
   */
  ticketOf(session: TestGatewaySession): string {
    const { outcome: _outcome, ...details } = session;
    const payload = Buffer.from(JSON.stringify(details)).toString('base64url');
    return `${payload}.${createHmac('sha256', this.secret).update(`session.${payload}`).digest('base64url')}`;
  }

  /** The session behind a page (from memory, or from its signed ticket), or undefined when unknown or expired. */
  session(id: string, ticket?: unknown): TestGatewaySession | undefined {
    const session = this.sessions.get(id) ?? this.fromTicket(id, ticket);
    return session && this.now() - session.createdAt < SESSION_TTL_MS ? session : undefined;
  }

  private fromTicket(id: string, ticket: unknown): TestGatewaySession | undefined {
    if (typeof ticket !== 'string' || ticket.length > 2000) return undefined;
    const [payload, signature = ''] = ticket.split('.');
    const expected = createHmac('sha256', this.secret).update(`session.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const details = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Omit<TestGatewaySession, 'outcome'>;
    if (details.id !== id) return undefined;
    const session = { ...details, outcome: null };
    this.forgetOld();
    this.sessions.set(id, session);
    return session;
  }

  /** The signed event of the shopper's choice, ready to post: body and signature header. */
  eventFor(session: TestGatewaySession, approved: boolean): { body: string; signature: string } {
    session.outcome = approved ? 'approved' : 'declined';
    const event: TestGatewayEvent = {
      id: `tge_${randomBytes(12).toString('hex')}`,
      type: approved ? 'payment.succeeded' : 'payment.failed',
      sessionId: session.id,
      amountMinor: session.amountMinor,
      currencyCode: session.currencyCode,
      ...(approved
        ? { reference: `tgp_${randomBytes(8).toString('hex')}` }
        : { failureMessage: 'The payment was declined at the test gateway' }),
      created: Math.floor(this.now() / 1000),
    };
    const body = JSON.stringify(event);
    return { body, signature: signTestGatewayEvent(this.secret, body, event.created) };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): VerifiedPaymentEvent {
    const { timestamp, signatures } = parseSignature(headers[TEST_GATEWAY_SIGNATURE_HEADER]);
    if (Math.abs(Math.floor(this.now() / 1000) - timestamp) > TEST_GATEWAY_TOLERANCE_SECONDS) {
      throw new PaymentSignatureError('signature timestamp outside the tolerance');
    }
    const signed = Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]);
    if (!signatures.some((signature) => hmacMatches(signed, this.secret, signature))) {
      throw new PaymentSignatureError('signature does not match');
    }
    return toVerifiedEvent(rawBody);
  }

  /** A refund at the test gateway moves no money: it answers a refund id, which the shop records as an event. */
  refund(payment: { providerPaymentId: string }): Promise<{ refundId: string }> {
    void payment;
    return Promise.resolve({ refundId: `tgr_${randomBytes(12).toString('hex')}` });
  }

  private forgetOld(): void {
    for (const [id, session] of this.sessions) {
      if (this.now() - session.createdAt >= SESSION_TTL_MS || this.sessions.size >= MAX_SESSIONS) this.sessions.delete(id);
      else break;
    }
  }
}
