import { randomUUID } from 'node:crypto';
import { OrderRefund } from '../src/entities/order-refund.entity';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import type { Shopper } from './support/shop-fixtures';
import { TEST_GATEWAY_SECRET, deliver, gatewayEvent, placeOrder, shopper as newShopper, startPayment } from './support/payments';
import { REFUND, UPDATE_STATUS, gatewayRefunds, orderRow, outboxOf, paidOrder, refundsOf, shipWith } from './support/lifecycle';

// Issue 28's order lifecycle (docs/decisions.md#order-lifecycle): refunds exactly once, a cancel of a paid order
// refunds it, a full refund before shipping cancels the order, no refund without a payment, nothing moves a
// paid order backwards. Each of these failed before the lifecycle module.

describe(`order lifecycle [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let carol: Shopper;

  beforeAll(async () => {
    t = await startTestServer({ TEST_GATEWAY_SECRET });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    carol = await newShopper(t, 'Carol');
  });
  afterAll(() => t?.close());

  const refund = async (orderId: number, amountMinor?: number, reason?: string) =>
    (await t.gql(REFUND, { orderId, amountMinor, reason }, admin)).body.data.refundOrder;
  const setStatus = async (id: number, status: number, expectedVersion?: number) =>
    (await t.gql(UPDATE_STATUS, { id, status, expectedVersion }, admin)).body.data.updateOrderStatus;
  const kinds = async (orderId: number) => (await outboxOf(t, orderId)).map((m) => m.kind);

  it('1: three refunds sent at once refund once: one provider call, one refund event, one e-mail', async () => {
    const order = await paidOrder(t, carol);
    const answers = await Promise.all([refund(order.id), refund(order.id), refund(order.id)]);
    expect(answers.map((a) => a.__typename).sort()).toEqual(['OrderNotRefundableError', 'OrderNotRefundableError', 'OrderPayment']);
    expect(gatewayRefunds(t, order.sessionId)).toHaveLength(1);
    expect(await refundsOf(t, order.id)).toEqual([{ status: 'succeeded', amountMinor: order.totalMinor }]);
    expect((await kinds(order.id)).filter((k) => k === 'refund-issued')).toHaveLength(1);
    const events = await t.server.dataSource.query("SELECT kind FROM order_events WHERE orderId = ? AND kind = 'refunded'", [order.id]);
    expect(events).toHaveLength(1);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'refunded', refundedMinor: order.totalMinor });
  });

  it('1: refunds part of a payment with a reason, up to what is left; the rest refunds the remainder', async () => {
    const order = await paidOrder(t, carol);
    expect(await refund(order.id, 1000, 'Chain shortened')).toMatchObject({
      __typename: 'OrderPayment',
      paymentStatus: 'PARTIALLY_REFUNDED',
    });
    expect(await refund(order.id, order.totalMinor)).toMatchObject({ __typename: 'OrderNotRefundableError' });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'partially_refunded', refundedMinor: 1000, status: 1 });
    expect(await refund(order.id)).toMatchObject({ __typename: 'OrderPayment', paymentStatus: 'REFUNDED' });
    expect((await refundsOf(t, order.id)).map((r) => r.amountMinor)).toEqual([1000, order.totalMinor - 1000]);
    const mails = (await outboxOf(t, order.id)).filter((m) => m.kind === 'refund-issued');
    expect(mails.map((m) => m.payload.amountMinor)).toEqual([1000, order.totalMinor - 1000]);
    // Each refund of the invoiced order has its credit note, named in the history the customer sees.
    const notes = await t.server.dataSource.query('SELECT note, amountMinor FROM order_events WHERE orderId = ? AND kind = ? ORDER BY id', [
      order.id,
      'credit-note',
    ]);
    expect(
      notes.map((row: { note: string; amountMinor: number }) => [/^CN\/\d\d-\d\d\/\d{6}$/.test(row.note), Number(row.amountMinor)]),
    ).toEqual([
      [true, 1000],
      [true, order.totalMinor - 1000],
    ]);
  });

  it('refuses a refund reason over 500 characters instead of cutting it, and refunds nothing (issue 30, item 8)', async () => {
    const order = await paidOrder(t, carol);
    expect(await refund(order.id, 1000, 'R'.repeat(501))).toMatchObject({
      __typename: 'OrderNotRefundableError',
      message: 'The reason may have at most 500 characters',
    });
    expect(gatewayRefunds(t, order.sessionId)).toHaveLength(0);
    expect(await refundsOf(t, order.id)).toEqual([]);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid', refundedMinor: 0 });
  });

  it('2: cancelling a paid online order refunds it in the same transition; COD needs nothing', async () => {
    const order = await paidOrder(t, carol);
    expect(await setStatus(order.id, 5)).toMatchObject({ __typename: 'AdminOrder', status: 5 });
    expect(await orderRow(t, order.id)).toMatchObject({ status: 5, paymentStatus: 'refunded', refundedMinor: order.totalMinor });
    expect(gatewayRefunds(t, order.sessionId)).toHaveLength(1);
    expect(await kinds(order.id)).toEqual(['order-placed', 'payment-received', 'order-status-changed', 'refund-issued']);

    const cod = await placeOrder(t, carol, 'COD');
    const rest = await t.rest('PUT', `/api/order/updatestatus/${cod.id}`, { status: 5 }, admin);
    expect(rest).toMatchObject({ status: 200, body: { status: 5 } });
    expect(await orderRow(t, cod.id)).toMatchObject({ status: 5, paymentStatus: 'cod' });
    expect(await refundsOf(t, cod.id)).toEqual([]);
  });

  it('3: a full refund before shipping cancels the order and returns its stock; a refunded order cannot be processed or shipped', async () => {
    // The demo product has no sizes, so no tracked variant: its reservation is null and the stock return is
    // covered by the property test's invariant and stock.e2e-spec.ts (cancel returns the pieces once).
    const order = await paidOrder(t, carol);
    await refund(order.id);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 5, paymentStatus: 'refunded' });
    for (const status of [2, 3]) expect(await setStatus(order.id, status)).toMatchObject({ __typename: 'OrderTransitionError' });
    const rest = await t.rest('PUT', `/api/order/updatestatus/${order.id}`, { status: 3 }, admin);
    expect(rest.status).toBe(409);
    expect((await kinds(order.id)).filter((k) => k === 'order-status-changed')).toEqual([]);
  });

  it('3: a shipped order refunded in full stays shipped, and is not shipped again', async () => {
    const order = await paidOrder(t, carol);
    expect(await shipWith(t, admin, order.id)).toMatchObject({ status: 3 });
    await refund(order.id);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 3, paymentStatus: 'refunded' });
    expect(await setStatus(order.id, 5)).toMatchObject({ __typename: 'OrderTransitionError' });
  });

  it('4: an order with no successful payment cannot be refunded, and no e-mail is sent', async () => {
    const order = await placeOrder(t, carol);
    const { sessionId } = await startPayment(t, carol.token, order.id);
    await deliver(t, gatewayEvent(sessionId, 'payment.failed', order.totalMinor, order.currencyCode));
    expect(await refund(order.id)).toMatchObject({
      __typename: 'OrderNotRefundableError',
      message: 'Only an order paid online can be refunded',
    });
    const cod = await placeOrder(t, carol, 'COD');
    expect(await refund(cod.id)).toMatchObject({ __typename: 'OrderNotRefundableError' });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'failed' });
    expect((await kinds(order.id)).filter((k) => k === 'refund-issued')).toEqual([]);
    expect(await refundsOf(t, order.id)).toEqual([]);
  });

  it('5: a late failure of an older attempt, and duplicate deliveries, never move a paid order backwards', async () => {
    const order = await placeOrder(t, carol);
    const older = await startPayment(t, carol.token, order.id);
    const newer = await startPayment(t, carol.token, order.id);
    const paid = gatewayEvent(newer.sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode);
    await deliver(t, paid);
    await deliver(t, paid);
    const late = await deliver(t, gatewayEvent(older.sessionId, 'payment.failed', order.totalMinor, order.currencyCode));
    expect(late.body.outcome).toBe('stale');
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await kinds(order.id)).toEqual(['order-placed', 'payment-received']);
  });

  it('6: deleting an order with a payment archives it (hidden from the lists, kept for the customer); one without is erased', async () => {
    const paid = await paidOrder(t, carol);
    const deleted = await t.gql('mutation($id: Int!) { deleteOrder(id: $id) { id message archived } }', { id: paid.id }, admin);
    expect(deleted.body.data.deleteOrder).toEqual({ id: paid.id, message: 'Order deleted successfully!', archived: true });
    expect((await orderRow(t, paid.id)).archivedAt).not.toBeNull();
    const list = await t.gql('query { adminOrders(first: 100) { items { id } } }', {}, admin);
    expect(list.body.data.adminOrders.items.map((o: { id: number }) => o.id)).not.toContain(paid.id);
    const mine = await t.gql('query($id: Int!) { order(id: $id) { id paymentStatus } }', { id: paid.id }, carol.token);
    expect(mine.body.data.order).toEqual({ id: paid.id, paymentStatus: 'PAID' });

    const unpaid = await placeOrder(t, carol);
    const rest = await t.rest('DELETE', `/api/order/delete/${unpaid.id}`, undefined, admin);
    expect(rest).toMatchObject({ status: 200, body: { message: 'Order deleted successfully!', orderId: unpaid.id } });
    expect(await t.server.dataSource.query('SELECT id FROM orders WHERE id = ?', [unpaid.id])).toEqual([]);
    const restPaid = await paidOrder(t, carol);
    expect(await t.rest('DELETE', `/api/order/delete/${restPaid.id}`, undefined, admin)).toMatchObject({
      status: 200,
      body: { message: 'Order deleted successfully!', orderId: restPaid.id },
    });
    expect((await orderRow(t, restPaid.id)).archivedAt).not.toBeNull();
  });

  it('keeps a history with actor, from -> to, amount and notes; the shopper sees the customer-facing part', async () => {
    const order = await paidOrder(t, carol);
    await setStatus(order.id, 2);
    await refund(order.id, 500, 'Goodwill');
    const note = await t.gql(
      'mutation($orderId: Int!, $note: String!) { addOrderNote(orderId: $orderId, note: $note) { __typename ... on OrderEvent { kind note customerVisible } } }',
      { orderId: order.id, note: 'Called the customer' },
      admin,
    );
    expect(note.body.data.addOrderNote).toEqual({
      __typename: 'OrderEvent',
      kind: 'note',
      note: 'Called the customer',
      customerVisible: false,
    });
    const adminView = await t.gql(
      `query($s: String) { adminOrders(search: $s, first: 1) { items { id version archived allowedActions refunded { minorUnits } refundable { minorUnits }
        history { actor actorName kind fromState toState amount { minorUnits } note customerVisible } } } }`,
      { s: `#${order.id}` },
      admin,
    );
    const seen = adminView.body.data.adminOrders.items.find((o: { id: number }) => o.id === order.id);
    {
      expect(seen.allowedActions).toEqual(['SHIP', 'CANCEL', 'REFUND', 'ARCHIVE']);
      expect(seen.refunded.minorUnits).toBe(500);
      expect(seen.refundable.minorUnits).toBe(order.totalMinor - 500);
      expect(seen.history.map((e: { kind: string }) => e.kind)).toEqual([
        'placed',
        'paid',
        'invoice',
        'status',
        'refund-requested',
        'refunded',
        'payment',
        'credit-note',
        'note',
      ]);
      expect(seen.history[3]).toMatchObject({ actor: 'admin', fromState: 'Placed', toState: 'Being made', customerVisible: true });
    }
    const mine = await t.gql(
      'query($id: Int!) { order(id: $id) { refunded { minorUnits } history { kind amount { minorUnits } } } }',
      { id: order.id },
      carol.token,
    );
    expect(mine.body.data.order.refunded.minorUnits).toBe(500);
    expect(mine.body.data.order.history.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'paid',
      'invoice',
      'status',
      'refunded',
      'credit-note',
    ]);
  });

  it('refuses a status change made from an older version with StaleVersionError, and changes nothing', async () => {
    const order = await placeOrder(t, carol, 'COD');
    const { version } = await orderRow(t, order.id);
    expect(await setStatus(order.id, 2, version)).toMatchObject({ __typename: 'AdminOrder', status: 2, version: version + 1 });
    expect(await setStatus(order.id, 3, version)).toMatchObject({ __typename: 'StaleVersionError', currentVersion: version + 1 });
    expect(await orderRow(t, order.id)).toMatchObject({ status: 2 });
  });

  it("books a cash-on-delivery order's cash once it is shipped, once, with an internal history line", async () => {
    const COLLECT = `mutation Collect($orderId: Int!, $expectedVersion: Int) {
      collectCashOnDelivery(orderId: $orderId, expectedVersion: $expectedVersion) {
        __typename
        ... on AdminOrder { paymentStatus version allowedActions }
        ... on ErrorResult { message }
        ... on StaleVersionError { currentVersion }
      }
    }`;
    const collect = async (orderId: number, expectedVersion?: number) =>
      (await t.gql(COLLECT, { orderId, expectedVersion }, admin)).body.data.collectCashOnDelivery;
    const cod = await placeOrder(t, carol, 'COD');
    expect(await collect(cod.id)).toEqual({ __typename: 'OrderTransitionError', message: 'Cash is collected once the order is shipped' });
    await setStatus(cod.id, 2);
    await shipWith(t, admin, cod.id);
    const shipped = await orderRow(t, cod.id);
    expect(await collect(cod.id, shipped.version - 1)).toMatchObject({ __typename: 'StaleVersionError', currentVersion: shipped.version });
    const collected = await collect(cod.id, shipped.version);
    expect(collected).toMatchObject({ __typename: 'AdminOrder', paymentStatus: 'COD_COLLECTED', version: shipped.version + 1 });
    expect(collected.allowedActions).not.toContain('COLLECT_COD');
    expect(await collect(cod.id)).toMatchObject({
      __typename: 'OrderTransitionError',
      message: 'Only cash due on delivery can be collected',
    });
    expect(await orderRow(t, cod.id)).toMatchObject({ status: 3, paymentStatus: 'cod_collected' });
    const online = await paidOrder(t, carol);
    expect(await collect(online.id)).toMatchObject({ __typename: 'OrderTransitionError' });
  });

  it('1: a refund left requested by a crash after the provider call is sent again with the same key: one refund', async () => {
    const order = await paidOrder(t, carol);
    const [attempt] = await t.server.dataSource.query("SELECT id FROM payment_attempts WHERE orderId = ? AND status = 'paid'", [order.id]);
    const id = randomUUID();
    const old = new Date(Date.now() - 10 * 60_000);
    const refunds = t.server.dataSource.getRepository(OrderRefund);
    await refunds.insert({
      id,
      orderId: order.id,
      attemptId: attempt.id,
      amountMinor: order.totalMinor,
      currencyCode: order.currencyCode,
      reason: 'crash',
      status: 'requested',
    });
    await refunds.update({ id }, { createdAt: old });
    // The provider already made it (the process died before recording the answer).
    await t.server.services.paymentProviders.testGateway!.refund({
      providerPaymentId: order.sessionId,
      amountMinor: order.totalMinor,
      idempotencyKey: id,
    });
    expect(await t.server.services.payments.refunds.sweep()).toBe(1);
    expect(gatewayRefunds(t, order.sessionId)).toHaveLength(1);
    expect(await refundsOf(t, order.id)).toEqual([{ status: 'succeeded', amountMinor: order.totalMinor }]);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'refunded', refundedMinor: order.totalMinor });
    expect(await t.server.services.payments.refunds.sweep()).toBe(0);
  });

  it('issues the invoice number in the transaction that marks an online order paid', async () => {
    const order = await placeOrder(t, carol);
    expect((await orderRow(t, order.id)).invoiceNumber).toBeNull();
    const { sessionId } = await startPayment(t, carol.token, order.id);
    await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
    expect((await orderRow(t, order.id)).invoiceNumber).toMatch(/^INV\//);
  });
});
