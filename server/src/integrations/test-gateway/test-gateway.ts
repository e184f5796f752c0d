import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type DataSource, IsNull, LessThanOrEqual } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { TestGatewaySessionRow } from '../../entities/test-gateway-session.entity';
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

/** A page's ticket: HMAC-SHA256 of the session id with the gateway's secret, base64url (43 characters). */
const ticketFor = (secret: string, id: string) => createHmac('sha256', secret).update(`session.${id}`).digest('base64url');

const asSession = (row: TestGatewaySessionRow): TestGatewaySession => ({
  id: row.id,
  orderId: row.orderId,
  attemptId: row.attemptId,
  amountMinor: row.amountMinor,
  currencyCode: row.currencyCode,
  returnUrl: row.returnUrl,
  createdAt: new Date(row.createdAt).getTime(),
  outcome: row.outcome,
});

/**
 * The built-in test gateway (docs/decisions.md#payments): takes NO money. createPayment opens a session
 * whose page (routes.ts, /pay/test/<sessionId>?s=<ticket>) lets the shopper approve or decline; the gateway
 * then posts a signed event to the shop's webhook over HTTP, exactly as a provider would, and verifyWebhook
 * checks it (HMAC-SHA256 with TEST_GATEWAY_SECRET, timestamp within 5 minutes). A session lives an hour in
 * the shop's database (test_gateway_sessions), so every app server shows the same page and one choice wins;
 * its page and its Approve/Decline need the session's ticket (signed with the secret), never the id alone.
 */
export class TestGatewayProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly secret: string,
    private readonly dataSource: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  private get sessions() {
    return this.dataSource.getRepository(TestGatewaySessionRow);
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const id = `tgs_${randomBytes(16).toString('hex')}`;
    const createdAt = new Date(this.now());
    await inTransaction(this.dataSource, async (m) => {
      // Sessions older than their hour are of no use to anyone: forgotten as new ones open.
      await m.getRepository(TestGatewaySessionRow).delete({ createdAt: LessThanOrEqual(new Date(createdAt.getTime() - SESSION_TTL_MS)) });
      await m.getRepository(TestGatewaySessionRow).insert({
        id,
        orderId: request.orderId,
        attemptId: request.attemptId,
        amountMinor: request.amountMinor,
        currencyCode: request.currencyCode,
        returnUrl: request.returnUrl,
        outcome: null,
        createdAt,
      });
    });
    return { providerPaymentId: id, redirectUrl: `/pay/test/${id}?s=${this.ticketOf(id)}` };
  }

  /** The ticket of a session's page: what lets a browser see it and choose, on any app server with the same secret. */
  ticketOf(id: string): string {
    return ticketFor(this.secret, id);
  }

  private ticketMatches(id: string, ticket: unknown): boolean {
    if (typeof ticket !== 'string') return false;
    const expected = Buffer.from(ticketFor(this.secret, id));
    const given = Buffer.from(ticket);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The session behind a page, or undefined when its ticket is missing or not the session's, or it is
   * unknown or older than an hour. The ticket is checked first: a wrong one costs no database read.
   */
  async session(id: string, ticket: unknown): Promise<TestGatewaySession | undefined> {
    if (!this.ticketMatches(id, ticket)) return undefined;
    const row = await this.sessions.findOneBy({ id });
    const session = row ? asSession(row) : undefined;
    return session && this.now() - session.createdAt < SESSION_TTL_MS ? session : undefined;
  }

  /**
   * Records the shopper's choice, once for every app server (a conditional update: of two clicks, on
   * one server or two, one wins), and answers the signed event to deliver; null when it was already decided.
   */
  async decide(session: TestGatewaySession, approved: boolean): Promise<{ body: string; signature: string } | null> {
    const outcome = approved ? 'approved' : 'declined';
    const claimed = await inTransaction(this.dataSource, (m) =>
      m.getRepository(TestGatewaySessionRow).update({ id: session.id, outcome: IsNull() }, { outcome }),
    );
    if (claimed.affected !== 1) return null;
    session.outcome = outcome;
    return this.eventFor(session, approved);
  }

  /** The shop did not take the event: the choice is open again (for this outcome only). */
  async undecide(session: TestGatewaySession): Promise<void> {
    if (!session.outcome) return;
    const outcome = session.outcome;
    await inTransaction(this.dataSource, (m) =>
      m.getRepository(TestGatewaySessionRow).update({ id: session.id, outcome }, { outcome: null }),
    );
    session.outcome = null;
  }

  /** The signed event of the shopper's choice, ready to post: body and signature header. */
  eventFor(session: TestGatewaySession, approved: boolean): { body: string; signature: string } {
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

  /**
   * A refund at the test gateway moves no money: it answers a refund id. Like Stripe's Idempotency-Key, the same
   * `idempotencyKey` answers the same refund id again (kept for the process's life: the test gateway's refunds
   * matter to the suites, which count them in `refundsMade`).
   */
  refund(payment: { providerPaymentId: string; amountMinor?: number; idempotencyKey?: string }): Promise<{ refundId: string }> {
    const known = payment.idempotencyKey ? this.refundsByKey.get(payment.idempotencyKey) : undefined;
    if (known) return Promise.resolve({ refundId: known });
    const refundId = `tgr_${randomBytes(12).toString('hex')}`;
    this.refundsMade.push({ refundId, providerPaymentId: payment.providerPaymentId, amountMinor: payment.amountMinor ?? null });
    if (payment.idempotencyKey) this.refundsByKey.set(payment.idempotencyKey, refundId);
    return Promise.resolve({ refundId });
  }

  /** Refund ids by idempotency key. */
  private readonly refundsByKey = new Map<string, string>();
  /** Every refund the gateway made (one per idempotency key), oldest first. */
  readonly refundsMade: { refundId: string; providerPaymentId: string; amountMinor: number | null }[] = [];
}
