import { PaymentSignatureError } from '../../domain/payments/provider';
import { TEST_GATEWAY_SIGNATURE_HEADER, TestGatewayProvider, signTestGatewayEvent } from './test-gateway';

// The test gateway on its own: sessions any app server with the same secret can show, and the signature
// check of its events.

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
  it('opens a session whose signed ticket lets another instance with the same secret show it, and nobody else', async () => {
    const here = new TestGatewayProvider(SECRET);
    const start = await here.createPayment(request);
    expect(start.redirectUrl).toMatch(new RegExp(`^/pay/test/${start.providerPaymentId}\\?s=`));
    const ticket = ticketOf(start.redirectUrl!);

    const elsewhere = new TestGatewayProvider(SECRET);
    expect(elsewhere.session(start.providerPaymentId)).toBeUndefined();
    expect(elsewhere.session(start.providerPaymentId, ticket)).toEqual({
      id: start.providerPaymentId,
      orderId: 42,
      attemptId: 'attempt-1',
      amountMinor: 1_234_550,
      currencyCode: 'INR',
      returnUrl: request.returnUrl,
      createdAt: expect.any(Number),
      outcome: null,
    });

    expect(new TestGatewayProvider('another-secret-of-at-least-32-characters').session(start.providerPaymentId, ticket)).toBeUndefined();
    const [payload, signature] = ticket.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), amountMinor: 1 })).toString(
      'base64url',
    );
    expect(new TestGatewayProvider(SECRET).session(start.providerPaymentId, `${forged}.${signature}`)).toBeUndefined();
    expect(new TestGatewayProvider(SECRET).session('tgs_other', ticket)).toBeUndefined();
  });

  it('forgets a session after an hour', async () => {
    let now = Date.now();
    const gateway = new TestGatewayProvider(SECRET, () => now);
    const start = await gateway.createPayment(request);
    now += 60 * 60 * 1000;
    expect(gateway.session(start.providerPaymentId, ticketOf(start.redirectUrl!))).toBeUndefined();
  });

  it('verifies its own events and refuses another secret, a changed body and an old timestamp', async () => {
    const gateway = new TestGatewayProvider(SECRET);
    const start = await gateway.createPayment(request);
    const { body, signature } = gateway.eventFor(gateway.session(start.providerPaymentId)!, true);
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
