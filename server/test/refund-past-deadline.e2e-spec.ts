import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import type { Shopper } from './support/shop-fixtures';
import { TEST_GATEWAY_SECRET, shopper as newShopper } from './support/payments';
import { UPDATE_STATUS, gatewayRefunds, orderRow, paidOrder, refundsOf } from './support/lifecycle';

// A refund is sent after the transaction that asked for it committed, and its answer recorded in a transaction
// of its own. CI found an order cancelled, paid and unrefunded: on a busy machine the admin's request passed its
// deadline (REQUEST_DEADLINE_MS) while the provider answered, and the deadline refused the recording transaction,
// leaving the provider's refund unrecorded until the sweep two minutes later. The recording is not the request's
// to cut short: it commits whatever the request's deadline says.

const DEADLINE_MS = 1500;

describe(`a refund answered after the request's deadline [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let carol: Shopper;

  beforeAll(async () => {
    t = await startTestServer({ TEST_GATEWAY_SECRET, REQUEST_DEADLINE_MS: String(DEADLINE_MS) });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    carol = await newShopper(t, 'Carol');
  });
  afterAll(() => t?.close());

  it('is recorded: the cancelled order is refunded when the cancel answers', async () => {
    const order = await paidOrder(t, carol);
    // The test gateway is this suite's payment provider: it answers this refund later than the deadline.
    const gateway = t.server.services.paymentProviders.testGateway!;
    const answer = gateway.refund.bind(gateway);
    gateway.refund = async (payment) => {
      await sleep(DEADLINE_MS + 300);
      return answer(payment);
    };
    try {
      const cancelled = await t.gql(UPDATE_STATUS, { id: order.id, status: 5 }, admin);
      expect(cancelled.body.data?.updateOrderStatus).toMatchObject({ __typename: 'AdminOrder', status: 5 });
    } finally {
      gateway.refund = answer;
    }
    expect(gatewayRefunds(t, order.sessionId)).toHaveLength(1);
    expect(await refundsOf(t, order.id)).toEqual([{ status: 'succeeded', amountMinor: order.totalMinor }]);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 5, paymentStatus: 'refunded', refundedMinor: order.totalMinor });
  });
});
