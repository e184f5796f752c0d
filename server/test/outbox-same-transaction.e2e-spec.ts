import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import type { Shopper } from './support/shop-fixtures';
import { TEST_GATEWAY_SECRET, placeOrder, shopper as newShopper } from './support/payments';
import { UPDATE_STATUS, gatewayRefunds, orderRow, outboxOf, paidOrder, refundsOf } from './support/lifecycle';

// Issue 28, item 9: an order's change and the e-mail it causes commit together or not at all. The outbox is made
// to refuse every insert (a trigger, on both databases): a status change, a cancel of a cash-on-delivery order and
// the cancel of a paid order (which asks for its refund) must then change nothing — no status, no history line, no
// refund asked of the provider — and, once the outbox takes rows again, the same action sends its e-mail exactly once.

describe(`an order's change and its e-mail commit together [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let dana: Shopper;

  beforeAll(async () => {
    t = await startTestServer({ TEST_GATEWAY_SECRET });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    dana = await newShopper(t, 'Dana');
  });
  afterAll(() => t?.close());

  const mariadb = () => process.env.TEST_DB_KIND === 'mariadb';
  const outboxDown = () =>
    t.server.dataSource.query(
      mariadb()
        ? "CREATE TRIGGER outbox_down BEFORE INSERT ON outbox FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'outbox down'"
        : "CREATE TRIGGER outbox_down BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END",
    );
  const outboxUp = () => t.server.dataSource.query('DROP TRIGGER IF EXISTS outbox_down');
  afterEach(outboxUp);

  const historyCount = async (orderId: number) =>
    Number((await t.server.dataSource.query('SELECT COUNT(*) AS n FROM order_events WHERE orderId = ?', [orderId]))[0].n);
  const setStatus = (id: number, status: number) => t.gql(UPDATE_STATUS, { id, status }, admin);
  const statusMails = async (orderId: number) => (await outboxOf(t, orderId)).filter((m) => m.kind === 'order-status-changed');

  it.each([
    ['a move to Processing', 2],
    ['a cancel of a cash-on-delivery order', 5],
  ])('%s: refused whole while the outbox refuses, then sent once', async (_what, status) => {
    const order = await placeOrder(t, dana, 'COD');
    const before = await orderRow(t, order.id);
    const lines = await historyCount(order.id);

    await outboxDown();
    const refused = await setStatus(order.id, status);
    expect(refused.body.errors?.length ?? 0).toBeGreaterThan(0);
    expect(await orderRow(t, order.id)).toEqual(before);
    expect(await historyCount(order.id)).toBe(lines);
    expect(await statusMails(order.id)).toEqual([]);

    await outboxUp();
    expect((await setStatus(order.id, status)).body.data.updateOrderStatus).toMatchObject({ __typename: 'AdminOrder', status });
    expect((await statusMails(order.id)).map((m) => m.payload.status)).toEqual([status]);
    expect(await historyCount(order.id)).toBeGreaterThan(lines);
  });

  it('the cancel of a paid order asks no refund while the outbox refuses; afterwards it refunds once and tells once', async () => {
    const order = await paidOrder(t, dana);
    const before = await orderRow(t, order.id);

    await outboxDown();
    const refused = await setStatus(order.id, 5);
    expect(refused.body.errors?.length ?? 0).toBeGreaterThan(0);
    expect(await orderRow(t, order.id)).toEqual(before);
    expect(await refundsOf(t, order.id)).toEqual([]);
    expect(gatewayRefunds(t, order.sessionId)).toHaveLength(0);

    await outboxUp();
    expect((await setStatus(order.id, 5)).body.data.updateOrderStatus).toMatchObject({ __typename: 'AdminOrder', status: 5 });
    expect(gatewayRefunds(t, order.sessionId)).toHaveLength(1);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 5, paymentStatus: 'refunded', refundedMinor: order.totalMinor });
    const kinds = (await outboxOf(t, order.id)).map((m) => m.kind);
    expect(kinds.filter((kind) => kind === 'order-status-changed')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'refund-issued')).toHaveLength(1);
  });
});
