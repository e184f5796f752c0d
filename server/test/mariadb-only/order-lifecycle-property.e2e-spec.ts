import fc from 'fast-check';
import { ReservationExpiryJob } from '../../src/domain/inventory/reservation-expiry';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from '../support/test-server';
import type { Shopper } from '../support/shop-fixtures';
import { TEST_GATEWAY_SECRET, deliver, gatewayEvent, placeOrder, shopper as newShopper, startPayment } from '../support/payments';
import { REFUND, UPDATE_STATUS, orderRow, outboxOf } from '../support/lifecycle';

// Issue 28's property: random interleavings of the shopper's, the admin's and the provider's actions from two
// concurrent actors on one order, on MariaDB; after each run the lifecycle's invariants hold.

type Action =
  'pay' | 'decline' | 'lateFail' | 'duplicate' | 'retry' | 'cancel' | 'refund' | 'partialRefund' | 'ship' | 'deliver' | 'expire';
const ACTIONS: Action[] = [
  'pay',
  'decline',
  'lateFail',
  'duplicate',
  'retry',
  'cancel',
  'refund',
  'partialRefund',
  'ship',
  'deliver',
  'expire',
];

describe('order lifecycle invariants under random interleavings [mariadb]', () => {
  let t: TestServer;
  let admin: string;
  let carol: Shopper;
  const q = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

  beforeAll(async () => {
    t = await startTestServer({ TEST_GATEWAY_SECRET });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    carol = await newShopper(t, 'Carol');
  });
  afterAll(() => t?.close());

  /** One run's order and what its actors share: the gateway sessions opened and the last event delivered. */
  interface Run {
    orderId: number;
    totalMinor: number;
    currencyCode: string;
    sessions: string[];
    delivered: string[];
  }

  async function act(run: Run, action: Action): Promise<void> {
    const newest = run.sessions.at(-1)!;
    const send = async (body: string) => {
      run.delivered.push(body);
      await deliver(t, body);
    };
    switch (action) {
      case 'pay':
        return send(gatewayEvent(newest, 'payment.succeeded', run.totalMinor, run.currencyCode));
      case 'decline':
        return send(gatewayEvent(newest, 'payment.failed', run.totalMinor, run.currencyCode));
      case 'lateFail':
        return send(gatewayEvent(run.sessions[0], 'payment.failed', run.totalMinor, run.currencyCode));
      case 'duplicate':
        if (run.delivered.length > 0) await deliver(t, run.delivered.at(-1)!);
        return;
      case 'retry':
        try {
          run.sessions.push((await startPayment(t, carol.token, run.orderId)).sessionId);
        } catch {
          // not payable any more: nothing to start
        }
        return;
      case 'cancel':
      case 'ship':
      case 'deliver':
        await t.gql(UPDATE_STATUS, { id: run.orderId, status: { cancel: 5, ship: 3, deliver: 4 }[action] }, admin);
        return;
      case 'refund':
      case 'partialRefund':
        await t.gql(REFUND, { orderId: run.orderId, amountMinor: action === 'refund' ? undefined : 100, reason: 'property' }, admin);
        return;
      case 'expire': {
        const job = new ReservationExpiryJob(t.server.dataSource, {
          reservationMinutes: 0,
          log: { info: () => undefined },
          now: () => new Date(Date.now() + 3_600_000),
        });
        await job.run(new AbortController().signal);
        return;
      }
    }
  }

  async function checkInvariants(run: Run): Promise<void> {
    const order = await orderRow(t, run.orderId);
    // Refunded never exceeds what was paid.
    expect(order.refundedMinor).toBeLessThanOrEqual(run.totalMinor);
    // Every refund asked for was answered (the test gateway always answers).
    expect(await q("SELECT id FROM order_refunds WHERE orderId = ? AND status = 'requested'", [run.orderId])).toEqual([]);
    // No order cancelled and paid without a refund.
    if (order.status === 5) expect(['paid', 'partially_refunded']).not.toContain(order.paymentStatus);
    // Never shipped after a full refund.
    if (order.paymentStatus === 'refunded') {
      const [ship] = await q("SELECT MAX(id) AS id FROM order_events WHERE orderId = ? AND kind = 'status' AND toState = 'Shipped'", [
        run.orderId,
      ]);
      const [full] = await q("SELECT MAX(id) AS id FROM order_events WHERE orderId = ? AND kind IN ('payment', 'refunded')", [run.orderId]);
      if (ship.id !== null) expect(Number(ship.id)).toBeLessThan(Number(full.id));
    }
    // Each money event e-mailed exactly once.
    const mails = await outboxOf(t, run.orderId);
    const [{ n: refunds }] = await q("SELECT COUNT(*) AS n FROM order_refunds WHERE orderId = ? AND status = 'succeeded'", [run.orderId]);
    expect(mails.filter((m) => m.kind === 'refund-issued')).toHaveLength(Number(refunds));
    const [{ n: paid }] = await q("SELECT COUNT(*) AS n FROM payment_events WHERE orderId = ? AND kind = 'paid' AND outcome = 'applied'", [
      run.orderId,
    ]);
    expect(mails.filter((m) => m.kind === 'payment-received')).toHaveLength(Number(paid));
    // A cancelled order holds no stock.
    if (order.status === 5) expect(order.stockReservation).not.toBe('held');
    // The series stay gapless: every number up to each series' last is on exactly one invoice (an order's) or
    // credit note (the CN and CNX series share invoice_series with INV and EXP).
    const series: { series: string; lastNumber: number }[] = await q('SELECT series, lastNumber FROM invoice_series');
    for (const { series: name, lastNumber } of series) {
      const rows: { issued: string }[] = await q(
        'SELECT invoiceNumber AS issued FROM orders WHERE invoiceNumber LIKE ? UNION ALL SELECT number FROM credit_notes WHERE number LIKE ?',
        [`${name}/%`, `${name}/%`],
      );
      const numbers = rows.map((row) => Number(row.issued.split('/').pop())).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: Number(lastNumber) }, (_, i) => i + 1));
    }
  }

  it('keeps refunded <= paid, no cancelled-and-paid, no shipping after a full refund, gapless invoices, one e-mail per money event', async () => {
    const actor = fc.array(fc.constantFrom(...ACTIONS), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(actor, actor, async (first, second) => {
        const placed = await placeOrder(t, carol);
        const { sessionId } = await startPayment(t, carol.token, placed.id);
        const run: Run = {
          orderId: placed.id,
          totalMinor: placed.totalMinor,
          currencyCode: placed.currencyCode,
          sessions: [sessionId],
          delivered: [],
        };
        await Promise.all(
          [first, second].map(async (actions) => {
            for (const action of actions) await act(run, action);
          }),
        );
        await checkInvariants(run);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
