import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from '../support/test-server';
import type { Shopper } from '../support/shop-fixtures';
import { TEST_GATEWAY_SECRET, deliver, gatewayEvent, placeOrder, shopper as newShopper, startPayment } from '../support/payments';
import { REFUND, UPDATE_STATUS, gatewayRefunds, orderRow, outboxOf, paidOrder, refundsOf } from '../support/lifecycle';

// Issue 28 on MariaDB, with real concurrent transactions: two or three actors on one order at the same moment.
// Before the lifecycle module: three refunds made three; a payment racing a cancel left orders cancelled and
// paid with no refund. Now every actor takes the order's row lock (SELECT ... FOR UPDATE) and the table decides.

const ORDERS = 6;

describe('order lifecycle races [mariadb]', () => {
  let t: TestServer;
  let admin: string;
  let carol: Shopper;

  beforeAll(async () => {
    t = await startTestServer({ TEST_GATEWAY_SECRET });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    carol = await newShopper(t, 'Carol');
  });
  afterAll(() => t?.close());

  const refund = (orderId: number) => t.gql(REFUND, { orderId }, admin);
  const cancel = (id: number) => t.gql(UPDATE_STATUS, { id, status: 5 }, admin);
  const refundMails = async (orderId: number) => (await outboxOf(t, orderId)).filter((m) => m.kind === 'refund-issued').length;

  it('three refunds at once refund each order once', async () => {
    const orders = await Promise.all(Array.from({ length: ORDERS }, () => paidOrder(t, carol)));
    await Promise.all(orders.flatMap((order) => [refund(order.id), refund(order.id), refund(order.id)]));
    for (const order of orders) {
      expect(gatewayRefunds(t, order.sessionId)).toHaveLength(1);
      expect(await refundsOf(t, order.id)).toEqual([{ status: 'succeeded', amountMinor: order.totalMinor }]);
      expect(await refundMails(order.id)).toBe(1);
      expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'refunded', refundedMinor: order.totalMinor, status: 5 });
    }
  });

  it('the shopper paying while the admin cancels: every order ends cancelled and refunded, never cancelled and paid', async () => {
    const started = await Promise.all(
      Array.from({ length: ORDERS }, async () => {
        const order = await placeOrder(t, carol);
        return { order, ...(await startPayment(t, carol.token, order.id)) };
      }),
    );
    await Promise.all(
      started.flatMap(({ order, sessionId }) => [
        deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode)),
        cancel(order.id),
      ]),
    );
    for (const { order, sessionId } of started) {
      expect(await orderRow(t, order.id)).toMatchObject({ status: 5, paymentStatus: 'refunded', refundedMinor: order.totalMinor });
      expect(gatewayRefunds(t, sessionId)).toHaveLength(1);
      expect(await refundMails(order.id)).toBe(1);
    }
  });

  it('a cancel racing a refund refunds once', async () => {
    const orders = await Promise.all(Array.from({ length: ORDERS }, () => paidOrder(t, carol)));
    await Promise.all(orders.flatMap((order) => [cancel(order.id), refund(order.id)]));
    for (const order of orders) {
      expect(await orderRow(t, order.id)).toMatchObject({ status: 5, paymentStatus: 'refunded', refundedMinor: order.totalMinor });
      expect(gatewayRefunds(t, order.sessionId)).toHaveLength(1);
      expect(await refundMails(order.id)).toBe(1);
    }
  });
});
