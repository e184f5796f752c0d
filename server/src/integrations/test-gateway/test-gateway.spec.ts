import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../database/data-source';
import { closeDatabase } from '../../database/transactions';
import { PaymentSignatureError } from '../../domain/payments/provider';
import { TEST_GATEWAY_SIGNATURE_HEADER, TestGatewayProvider, signTestGatewayEvent } from './test-gateway';

// The test gateway on its own, on a real embedded database: sessions every instance on the same database
// and secret shows, only with the page's ticket; one choice per session; the signature check of its events.

const SECRET = 'a-test-gateway-secret-of-at-least-32-chars';
const request = {
  orderId: 42,
  attemptId: 'attempt-1',
  amountMinor: 1_234_550,
  currencyCode: 'INR',
  customerEmail: 'a@example.com',
  returnUrl: 'http://shop/order/42/payment',
};
const ticketOf = (redirectUrl: string) => new URL(redirectUrl, 'http://shop').searchParams.get('s') ?? '';

describe('test gateway', () => {
  let dir: string;
  let ds: DataSource;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-gateway-'));
    ds = createDataSource({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
    await ds.initialize();
  });
  afterEach(async () => {
    await closeDatabase(ds);
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens a session another instance on the same database shows with its ticket, and with nothing else', async () => {
    const here = new TestGatewayProvider(SECRET, ds);
    const start = await here.createPayment(request);
    expect(start.redirectUrl).toMatch(new RegExp(`^/pay/test/${start.providerPaymentId}\\?s=[\\w-]{43}$`));
    const ticket = ticketOf(start.redirectUrl!);

    const elsewhere = new TestGatewayProvider(SECRET, ds);
    expect(await elsewhere.session(start.providerPaymentId, ticket)).toEqual({
      id: start.providerPaymentId,
      orderId: 42,
      attemptId: 'attempt-1',
      amountMinor: 1_234_550,
      currencyCode: 'INR',
      returnUrl: request.returnUrl,
      createdAt: expect.any(Number),
      outcome: null,
    });
    // The session id alone, on the instance that made it too, is nothing.
    expect(await here.session(start.providerPaymentId, undefined)).toBeUndefined();
    expect(await here.session(start.providerPaymentId, '')).toBeUndefined();
    // Another secret's ticket, a changed ticket, another session's ticket.
    const other = new TestGatewayProvider('another-secret-of-at-least-32-characters', ds);
    expect(await other.session(start.providerPaymentId, ticket)).toBeUndefined();
    expect(await here.session(start.providerPaymentId, other.ticketOf(start.providerPaymentId))).toBeUndefined();
    const flipped = `${ticket.slice(0, -1)}${ticket.endsWith('A') ? 'B' : 'A'}`;
    expect(await here.session(start.providerPaymentId, flipped)).toBeUndefined();
    const second = await here.createPayment({ ...request, attemptId: 'attempt-2' });
    expect(await here.session(second.providerPaymentId, ticket)).toBeUndefined();
  });

  it('forgets a session after an hour, and removes old ones as new ones open', async () => {
    let now = Date.now();
    const gateway = new TestGatewayProvider(SECRET, ds, () => now);
    const start = await gateway.createPayment(request);
    now += 60 * 60 * 1000;
    expect(await gateway.session(start.providerPaymentId, ticketOf(start.redirectUrl!))).toBeUndefined();
    await gateway.createPayment(request);
    const rows: { id: string }[] = await ds.query('SELECT id FROM test_gateway_sessions');
    expect(rows.map((row) => row.id)).not.toContain(start.providerPaymentId);
    expect(rows).toHaveLength(1);
  });

  it('lets one choice win across instances, and reopens the choice when the event was not delivered', async () => {
    const a = new TestGatewayProvider(SECRET, ds);
    const b = new TestGatewayProvider(SECRET, ds);
    const start = await a.createPayment(request);
    const ticket = ticketOf(start.redirectUrl!);
    const [onA, onB] = await Promise.all([a.session(start.providerPaymentId, ticket), b.session(start.providerPaymentId, ticket)]);
    const [approved, declined] = await Promise.all([a.decide(onA!, true), b.decide(onB!, false)]);
    expect([approved, declined].filter(Boolean)).toHaveLength(1);
    const winner = approved ? 'approved' : 'declined';
    expect((await b.session(start.providerPaymentId, ticket))?.outcome).toBe(winner);

    await (approved ? a.undecide(onA!) : b.undecide(onB!));
    expect((await a.session(start.providerPaymentId, ticket))?.outcome).toBeNull();
  });

  it('verifies its own events and refuses another secret, a changed body and an old timestamp', async () => {
    const gateway = new TestGatewayProvider(SECRET, ds);
    const start = await gateway.createPayment(request);
    const session = await gateway.session(start.providerPaymentId, ticketOf(start.redirectUrl!));
    const { body, signature } = (await gateway.decide(session!, true))!;
    expect(gateway.verifyWebhook(Buffer.from(body), { [TEST_GATEWAY_SIGNATURE_HEADER]: signature })).toMatchObject({
      kind: 'paid',
      providerPaymentId: start.providerPaymentId,
      amountMinor: 1_234_550,
      currencyCode: 'INR',
      reference: expect.stringMatching(/^tgp_/),
    });
    const refused = (raw: string, header: string) => () =>
      gateway.verifyWebhook(Buffer.from(raw), { [TEST_GATEWAY_SIGNATURE_HEADER]: header });
    expect(refused(body, signTestGatewayEvent('another-secret-of-at-least-32-characters', body))).toThrow(PaymentSignatureError);
    expect(refused(body.replace('1234550', '1'), signature)).toThrow(PaymentSignatureError);
    expect(refused(body, signTestGatewayEvent(SECRET, body, Math.floor(Date.now() / 1000) - 301))).toThrow(
      'signature timestamp outside the tolerance',
    );
    expect(() => gateway.verifyWebhook(Buffer.from(body), {})).toThrow(PaymentSignatureError);
  });
});
