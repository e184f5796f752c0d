import { randomBytes } from 'node:crypto';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, dbKind, startTestServer } from './support/test-server';
import type { Shopper } from './support/shop-fixtures';
import {
  TEST_GATEWAY_SECRET,
  type PlacedOrder,
  deliver,
  gatewayEvent,
  orderPayment,
  placeOrder,
  shopper as newShopper,
  startPayment,
} from './support/payments';
import { Payments1795330000000 } from '../src/migrations/1795330000000-Payments';
import { WEBHOOK_MAX_BYTES } from '../src/rest/payments.routes';
import { signTestGatewayEvent } from '../src/integrations/test-gateway/test-gateway';

// The webhook's rules (docs/decisions.md#payments), with events signed as the test gateway signs them:
// idempotent, order-independent, exact amount and currency, forged or stale ones refused with 401.

const UPDATE_STATUS = 'mutation($id: Int!, $status: Int!) { updateOrderStatus(id: $id, status: $status) { __typename } }';

describe(`payment webhook events [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let carol: Shopper;

  beforeAll(async () => {
    t = await startTestServer({ TEST_GATEWAY_SECRET });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    carol = await newShopper(t, 'Carol');
  });
  afterAll(() => t?.close());

  /** A new online order with a payment attempt started; answers the order and the gateway session id. */
  async function startedOrder(): Promise<{ order: PlacedOrder; sessionId: string }> {
    const order = await placeOrder(t, carol);
    const { sessionId } = await startPayment(t, carol.token, order.id);
    return { order, sessionId };
  }
  const status = async (orderId: number) => (await orderPayment(t, carol.token, orderId)).paymentStatus;
  const eventRows = (eventId: string) =>
    t.server.dataSource.query('SELECT outcome FROM payment_events WHERE provider = ? AND eventId = ?', ['test', eventId]);

  it('applies the same event delivered 3 times once', async () => {
    const { order, sessionId } = await startedOrder();
    const id = `tge_${randomBytes(6).toString('hex')}`;
    const body = gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode, id);
    const answers = [await deliver(t, body), await deliver(t, body), await deliver(t, body)];
    expect(answers.map((a) => [a.status, a.body.outcome])).toEqual([
      [200, 'applied'],
      [200, 'duplicate'],
      [200, 'duplicate'],
    ]);
    expect(await eventRows(id)).toEqual([{ outcome: 'applied' }]);
    expect(await status(order.id)).toBe('PAID');
  });

  it('applies 3 concurrent deliveries of one event once', async () => {
    const { order, sessionId } = await startedOrder();
    const body = gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode);
    const answers = await Promise.all([deliver(t, body), deliver(t, body), deliver(t, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await status(order.id)).toBe('PAID');
  });

  it('never moves backwards: a failure after the payment, a payment after the refund', async () => {
    const { order, sessionId } = await startedOrder();
    await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
    const late = await deliver(t, gatewayEvent(sessionId, 'payment.failed', order.totalMinor, order.currencyCode));
    expect(late).toEqual({ status: 200, body: { received: true, outcome: 'stale' } });
    expect(await orderPayment(t, carol.token, order.id)).toMatchObject({ paymentStatus: 'PAID', failureMessage: null });

    await deliver(t, gatewayEvent(sessionId, 'refund.succeeded', order.totalMinor, order.currencyCode));
    expect(await status(order.id)).toBe('REFUNDED');
    const replayedPayment = await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
    expect(replayedPayment.body.outcome).toBe('stale');
    expect(await status(order.id)).toBe('REFUNDED');
  });

  it('takes a refund that arrives before its payment, and the late payment then changes nothing', async () => {
    const { order, sessionId } = await startedOrder();
    await deliver(t, gatewayEvent(sessionId, 'refund.succeeded', order.totalMinor, order.currencyCode));
    await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
    expect(await status(order.id)).toBe('REFUNDED');
  });

  it('does not mark an order paid for another amount or currency (recorded, not paid)', async () => {
    const { order, sessionId } = await startedOrder();
    const less = await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor - 1, order.currencyCode));
    const more = await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor + 100, order.currencyCode));
    const otherCurrency = await deliver(
      t,
      gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode === 'INR' ? 'USD' : 'INR'),
    );
    expect([less, more, otherCurrency].map((a) => [a.status, a.body.outcome])).toEqual([
      [200, 'amount-mismatch'],
      [200, 'amount-mismatch'],
      [200, 'amount-mismatch'],
    ]);
    expect(await orderPayment(t, carol.token, order.id)).toMatchObject({ paymentStatus: 'PENDING', payable: true });
    // The right amount still pays it.
    await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
    expect(await status(order.id)).toBe('PAID');
  });

  it('refuses forged, re-signed, stale and unsigned events with 401, and an unknown provider', async () => {
    const { order, sessionId } = await startedOrder();
    const body = gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode);
    const forged = await deliver(t, body, { secret: 'not-the-gateway-secret-but-long-enough-0123456789' });
    // Signed, then changed: the signature no longer matches the body.
    const signedFor = gatewayEvent(sessionId, 'payment.succeeded', 1, order.currencyCode);
    const resigned = await deliver(t, body, { signature: signTestGatewayEvent(TEST_GATEWAY_SECRET, signedFor) });
    const stale = await deliver(t, body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const future = await deliver(t, body, { timestamp: Math.floor(Date.now() / 1000) + 600 });
    const unsigned = await deliver(t, body, { signature: '' });
    const unknownProvider = await deliver(t, body, { provider: 'paypal' });
    const notConfigured = await deliver(t, body, { provider: 'stripe' });
    for (const answer of [forged, resigned, stale, future, unsigned, unknownProvider, notConfigured]) {
      expect(answer).toEqual({ status: 401, body: { details: 'The event does not verify' } });
    }
    expect(await status(order.id)).toBe('PENDING');
    const recorded = await t.server.dataSource.query('SELECT COUNT(*) AS n FROM payment_events WHERE providerPaymentId = ?', [sessionId]);
    expect(Number(recorded[0].n)).toBe(0);
  });

  it('refuses a body over the size limit before reading it', async () => {
    const response = await fetch(`${t.url}/api/payments/webhook/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(WEBHOOK_MAX_BYTES + 1),
    });
    expect(response.status).toBe(413);
  });

  it('answers 401, never a 500, to malformed bodies and signature headers', async () => {
    const { order, sessionId } = await startedOrder();
    const valid = gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode);
    const bodies = ['', 'null', '[]', '{"id":1}', '{', valid.slice(0, -1), JSON.stringify({ ...JSON.parse(valid), type: 'x' }), '\u0000'];
    const headers = ['t=abc,v1=00', 'v1=' + 'a'.repeat(64), 't=1', ',,,', 't=99999999999999999999,v1=' + 'a'.repeat(64), 'garbage'];
    for (const body of bodies) {
      // Validly signed but not an event: still refused (a provider would never send it).
      expect((await deliver(t, body)).status).toBe(body === valid ? 200 : 401);
      for (const signature of headers) expect((await deliver(t, body, { signature })).status).toBe(401);
    }
    expect(await status(order.id)).toBe('PENDING');
  });

  it('records an event for a payment the shop never started, and changes nothing', async () => {
    const answer = await deliver(t, gatewayEvent('tgs_never_started', 'payment.succeeded', 100, 'INR'));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'unknown-payment' } });
  });

  it('does not mark a cancelled order paid: the payment is recorded and refunded at once', async () => {
    const { order, sessionId } = await startedOrder();
    expect((await t.gql(UPDATE_STATUS, { id: order.id, status: 5 }, admin)).body.data.updateOrderStatus.__typename).toBe('AdminOrder');
    const paid = await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
    expect(paid).toEqual({ status: 200, body: { received: true, outcome: 'needs-refund' } });
    expect(await orderPayment(t, carol.token, order.id)).toMatchObject({ paymentStatus: 'REFUNDED', payable: false });
    const events = await t.server.dataSource.query('SELECT kind, outcome FROM payment_events WHERE orderId = ? ORDER BY id', [order.id]);
    expect(events).toEqual([
      { kind: 'paid', outcome: 'needs-refund' },
      { kind: 'refunded', outcome: 'applied' },
    ]);
    // A failure for the cancelled order is recorded on the attempt only.
    const second = await placeOrder(t, carol);
    const { sessionId: other } = await startPayment(t, carol.token, second.id);
    await t.gql(UPDATE_STATUS, { id: second.id, status: 5 }, admin);
    const failed = await deliver(t, gatewayEvent(other, 'payment.failed', second.totalMinor, second.currencyCode));
    expect(failed.body.outcome).toBe('order-cancelled');
    expect(await orderPayment(t, carol.token, second.id)).toMatchObject({ paymentStatus: 'PENDING', payable: false });
  });

  it('refunds a second payment of an order already paid, and keeps the first', async () => {
    const order = await placeOrder(t, carol);
    const first = await startPayment(t, carol.token, order.id);
    const second = await startPayment(t, carol.token, order.id);
    await deliver(t, gatewayEvent(first.sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
    const reference = (await orderPayment(t, carol.token, order.id)).reference;
    const again = await deliver(t, gatewayEvent(second.sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
    expect(again.body.outcome).toBe('needs-refund');
    expect(await orderPayment(t, carol.token, order.id)).toMatchObject({ paymentStatus: 'PAID', reference });
    const attempts = await t.server.dataSource.query('SELECT status FROM payment_attempts WHERE orderId = ? ORDER BY createdAt', [
      order.id,
    ]);
    expect(attempts.map((a: { status: string }) => a.status)).toEqual(['paid', 'refunded']);
  });

  it('keeps the order pending when an older attempt fails while a newer one is open', async () => {
    const order = await placeOrder(t, carol);
    const older = await startPayment(t, carol.token, order.id);
    await startPayment(t, carol.token, order.id);
    const failed = await deliver(t, gatewayEvent(older.sessionId, 'payment.failed', order.totalMinor, order.currencyCode));
    expect(failed.body.outcome).toBe('superseded');
    expect(await status(order.id)).toBe('PENDING');
  });

  // MariaDB's schema comes from migration 1795330000000; TypeORM compares it with the entities. It reports
  // its usual noise on MariaDB (as for every older table): a CHANGE of a column to the type it already has
  // (nullable columns, CURRENT_TIMESTAMP(3) read as (6)) and a composite index dropped and created again
  // as it is. Anything else (a missing or retyped column, a missing unique index or key) is a real difference.
  (dbKind() === 'mariadb' ? it : it.skip)(
    'has the payment tables exactly as the entities describe them (migration = entities)',
    async () => {
      const ds = t.server.dataSource;
      const queries = (await ds.driver.createSchemaBuilder().log()).upQueries
        .map((q) => q.query)
        .filter((query) => /payment_attempts|payment_events|paymentProvider|paymentReference/.test(query));
      const columns: { TABLE_NAME: string; COLUMN_NAME: string; COLUMN_TYPE: string }[] = await ds.query(
        "SELECT TABLE_NAME, COLUMN_NAME, COLUMN_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ('orders', 'payment_attempts', 'payment_events')",
      );
      // MariaDB shows int as int(11).
      const typeOf = new Map(columns.map((c) => [`${c.TABLE_NAME}.${c.COLUMN_NAME}`, c.COLUMN_TYPE.replace(/^(int|bigint)\(\d+\)/, '$1')]));
      const drift = queries.filter((query) => {
        const change = /^ALTER TABLE `(\w+)` CHANGE `(\w+)` `\2` (\w+(?:\(\d+\))?) /.exec(query);
        if (change) return typeOf.get(`${change[1]}.${change[2]}`) !== change[3];
        const index = /^(?:DROP INDEX|CREATE INDEX) `(\w+)`/.exec(query)?.[1];
        const dropped = queries.includes(`DROP INDEX \`${index}\` ON \`payment_attempts\``);
        return !(index && dropped && queries.some((q) => q.startsWith(`CREATE INDEX \`${index}\``)));
      });
      expect(drift).toEqual([]);
      expect(queries.length).toBeLessThan(20);
      expect(await ds.query("SHOW TABLES LIKE 'payment_%'")).toHaveLength(2);
    },
  );

  // Last: it takes the payment schema away and puts it back.
  (dbKind() === 'mariadb' ? it : it.skip)('migration 1795330000000 goes down and up again', async () => {
    const ds = t.server.dataSource;
    const orderColumns = async () =>
      (await ds.query("SHOW COLUMNS FROM orders WHERE Field IN ('paymentProvider', 'paymentReference')")).map(
        (c: { Field: string }) => c.Field,
      );
    // Run directly (later migrations of other features may follow it in the list).
    const migration = new Payments1795330000000();
    const runner = ds.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await ds.query("SHOW TABLES LIKE 'payment_%'")).toEqual([]);
      expect(await orderColumns()).toEqual([]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await ds.query("SHOW TABLES LIKE 'payment_%'")).toHaveLength(2);
    expect(await orderColumns()).toEqual(['paymentProvider', 'paymentReference']);
  });
});
