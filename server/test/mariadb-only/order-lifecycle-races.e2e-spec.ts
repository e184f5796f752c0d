import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from '../support/test-server';
import type { Shopper } from '../support/shop-fixtures';
import { TEST_GATEWAY_SECRET, deliver, gatewayEvent, placeOrder, shopper as newShopper, startPayment } from '../support/payments';
import { REFUND, UPDATE_STATUS, gatewayRefunds, orderRow, outboxOf, paidOrder, refundsOf } from '../support/lifecycle';

// Issue 28 on MariaDB, with real concurrent transactions: two or three actors on one order at the same moment.
// Before the lifecycle module: three refunds made three; a payment racing a cancel left orders cancelled and
// paid with no refund. Now every actor takes the order's row lock (SELECT ... FOR UPDATE) and the table decides.

const ORDERS = 6;

/**
 * Resolves once another connection of the app's database user runs a locking read (waiting for the row the test
 * holds). PROCESSLIST shows a user its own connections without the PROCESS privilege, which CI's user lacks.
 */
async function waitForLockWait(t: TestServer): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await t.server.dataSource.query(
      "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE COMMAND = 'Query' AND INFO LIKE '%FOR UPDATE%' AND ID <> CONNECTION_ID()",
    );
    if (Number(row.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no transaction came to wait for the lock');
}

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

  it('a payment that waited for the order while a cancel committed sees the cancel: refunded, not cancelled and paid', async () => {
    // Arrange: another transaction holds the order's row, as an admin's cancel does while it writes.
    const order = await placeOrder(t, carol);
    const { sessionId } = await startPayment(t, carol.token, order.id);
    const canceller = t.server.dataSource.createQueryRunner();
    await canceller.connect();
    await canceller.startTransaction();
    try {
      await canceller.query('SELECT id FROM orders WHERE id = ? FOR UPDATE', [order.id]);
      // Act: the payment arrives and waits for the row; the cancel commits while it waits.
      const paying = deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
      await waitForLockWait(t);
      await canceller.query('UPDATE orders SET status = 5 WHERE id = ?', [order.id]);
      await canceller.commitTransaction();
      const answer = await paying;
      // Assert: the payment read the order as committed when it got the row (a REPEATABLE READ snapshot taken
      // by a read before the lock read it as still open, and marked it paid).
      expect(answer).toMatchObject({ status: 200, body: { outcome: 'needs-refund' } });
      expect(await orderRow(t, order.id)).toMatchObject({ status: 5, paymentStatus: 'refunded', refundedMinor: order.totalMinor });
      expect(gatewayRefunds(t, sessionId)).toHaveLength(1);
    } finally {
      if (canceller.isTransactionActive) await canceller.rollbackTransaction();
      await canceller.release();
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
