import { Writable } from 'node:stream';
import { logTo } from '../src/http/logging';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, databaseUrlOf, startTestServer } from './support/test-server';
import type { Shopper } from './support/shop-fixtures';
import {
  ORDER,
  ORDER_PAYMENT,
  REFUND_ORDER,
  START_PAYMENT,
  TEST_GATEWAY_SECRET,
  choose,
  orderPayment,
  placeOrder,
  shopper as newShopper,
  startPayment,
} from './support/payments';

// Online payment through the built-in test gateway, over real HTTP as a browser and a provider would:
// the gateway's page, Approve/Decline, the signed event it delivers to the shop's webhook, the 303 back
// to My Order; then what the shopper and the back-office read, refunds, and who may do what.

const SALES = 'query { dashboardSales(days: 1) { days { date revenueInr } } }';

describe(`payments through the test gateway [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let alice: Shopper;

  beforeAll(async () => {
    t = await startTestServer({ TEST_GATEWAY_SECRET });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    alice = await newShopper(t, 'Alice');
  });
  afterAll(() => t?.close());

  it('pays an online order: the page, Approve, the signed webhook, and the order PAID', async () => {
    const order = await placeOrder(t, alice);
    const session = await startPayment(t, alice.token, order.id);
    expect(session.amountMinor).toBe(order.totalMinor);
    expect(session.redirectUrl.startsWith(`${t.url}/pay/test/${session.sessionId}?s=`)).toBe(true);

    const { page, html, status, location } = await choose(session.redirectUrl, 'approve');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Test gateway — no money is taken');
    expect(html).toContain('data-testid="test-gateway-approve"');
    expect(html).toContain('data-testid="test-gateway-decline"');
    expect(html).toContain(order.currencyCode);
    expect(status).toBe(303);
    expect(location).toBe(`${t.url}/order/${order.id}/payment`);

    const payment = await orderPayment(t, alice.token, order.id);
    expect(payment).toEqual({
      __typename: 'OrderPayment',
      orderId: order.id,
      paymentStatus: 'PAID',
      provider: 'test',
      reference: expect.stringMatching(/^tgp_/),
      failureMessage: null,
      payable: false,
    });
    const shown = (await t.gql(ORDER, { id: order.id }, alice.token)).body.data.order;
    expect(shown).toMatchObject({ paymentStatus: 'PAID', paymentProvider: 'test', paymentReference: payment.reference, payable: false });
    // A second start is refused: the order is paid.
    const again = (await t.gql(START_PAYMENT, { orderId: order.id }, alice.token)).body.data.startPayment;
    expect(again).toEqual({
      __typename: 'OrderNotPayableError',
      errorCode: 'ORDER_NOT_PAYABLE_ERROR',
      message: 'This order is already paid',
    });
    // The session is over: its page sends the browser back to the order.
    const revisit = await fetch(session.redirectUrl, { redirect: 'manual' });
    expect(revisit.status).toBe(303);
  });

  it('declines, leaves the order payable with a message, and pays it on a second attempt', async () => {
    const order = await placeOrder(t, alice);
    const first = await startPayment(t, alice.token, order.id);
    expect((await choose(first.redirectUrl, 'decline')).status).toBe(303);
    expect(await orderPayment(t, alice.token, order.id)).toMatchObject({
      paymentStatus: 'FAILED',
      failureMessage: 'The payment was declined at the test gateway',
      payable: true,
    });
    expect((await t.gql(ORDER, { id: order.id }, alice.token)).body.data.order).toMatchObject({ paymentStatus: 'FAILED', payable: true });

    const second = await startPayment(t, alice.token, order.id);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await orderPayment(t, alice.token, order.id)).toMatchObject({ paymentStatus: 'PENDING', failureMessage: null, payable: true });
    await choose(second.redirectUrl, 'approve');
    expect(await orderPayment(t, alice.token, order.id)).toMatchObject({ paymentStatus: 'PAID', payable: false });
    const attempts = await t.server.dataSource.query('SELECT status FROM payment_attempts WHERE orderId = ? ORDER BY createdAt', [
      order.id,
    ]);
    expect(attempts.map((a: { status: string }) => a.status)).toEqual(['failed', 'paid']);
  });

  it('a decline after an abandoned attempt shows the decline (the abandoned attempt supersedes nothing)', async () => {
    // Arrange: the shopper leaves the gateway's page of a first attempt, then starts a second.
    const order = await placeOrder(t, alice);
    const abandoned = await startPayment(t, alice.token, order.id);
    const second = await startPayment(t, alice.token, order.id);
    expect(second.sessionId).not.toBe(abandoned.sessionId);
    // Act: the second is declined.
    expect((await choose(second.redirectUrl, 'decline')).status).toBe(303);
    // Assert: the order says so and stays payable; the abandoned attempt can still pay it.
    expect(await orderPayment(t, alice.token, order.id)).toMatchObject({
      paymentStatus: 'FAILED',
      failureMessage: 'The payment was declined at the test gateway',
      payable: true,
    });
    await choose(abandoned.redirectUrl, 'approve');
    expect(await orderPayment(t, alice.token, order.id)).toMatchObject({ paymentStatus: 'PAID', payable: false });
  });

  it("answers someone else's order as not yours, and an unknown one as not found", async () => {
    const order = await placeOrder(t, alice);
    const bob = await newShopper(t, 'Bob');
    const start = (await t.gql(START_PAYMENT, { orderId: order.id }, bob.token)).body.data.startPayment;
    expect(start).toMatchObject({ __typename: 'OrderNotYoursError', errorCode: 'ORDER_NOT_YOURS_ERROR' });
    const read = (await t.gql(ORDER_PAYMENT, { orderId: order.id }, bob.token)).body.data.orderPayment;
    expect(read).toMatchObject({ __typename: 'OrderNotYoursError' });
    const unknown = (await t.gql(START_PAYMENT, { orderId: 99_999_999 }, bob.token)).body.data.startPayment;
    expect(unknown).toMatchObject({ __typename: 'OrderNotFoundError', errorCode: 'ORDER_NOT_FOUND_ERROR' });
    // Nothing was started for Bob.
    const attempts = await t.server.dataSource.query('SELECT COUNT(*) AS n FROM payment_attempts WHERE orderId = ?', [order.id]);
    expect(Number(attempts[0].n)).toBe(0);
    // An admin reads any order's payment.
    expect((await t.gql(ORDER_PAYMENT, { orderId: order.id }, admin)).body.data.orderPayment).toMatchObject({ paymentStatus: 'PENDING' });
    // Without a token: unauthenticated.
    expect((await t.gql(START_PAYMENT, { orderId: order.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('leaves cash on delivery alone: not payable online, status COD', async () => {
    const order = await placeOrder(t, alice, 'COD');
    const start = (await t.gql(START_PAYMENT, { orderId: order.id }, alice.token)).body.data.startPayment;
    expect(start).toEqual({
      __typename: 'OrderNotPayableError',
      errorCode: 'ORDER_NOT_PAYABLE_ERROR',
      message: 'This order is paid by cash on delivery',
    });
    expect(await orderPayment(t, alice.token, order.id)).toMatchObject({ paymentStatus: 'COD', provider: null, payable: false });
    const refund = (await t.gql(REFUND_ORDER, { orderId: order.id }, admin)).body.data.refundOrder;
    expect(refund).toMatchObject({ __typename: 'OrderNotRefundableError' });
  });

  it('refunds a paid order in full from the back-office, once, for admins only', async () => {
    const order = await placeOrder(t, alice);
    const pending = (await t.gql(REFUND_ORDER, { orderId: order.id }, admin)).body.data.refundOrder;
    expect(pending).toEqual({
      __typename: 'OrderNotRefundableError',
      errorCode: 'ORDER_NOT_REFUNDABLE_ERROR',
      message: 'Only an order paid online can be refunded',
    });
    await choose((await startPayment(t, alice.token, order.id)).redirectUrl, 'approve');

    const byShopper = await t.gql(REFUND_ORDER, { orderId: order.id }, alice.token);
    expect(byShopper.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const refunded = (await t.gql(REFUND_ORDER, { orderId: order.id }, admin)).body.data.refundOrder;
    expect(refunded).toMatchObject({ __typename: 'OrderPayment', paymentStatus: 'REFUNDED', payable: false });
    const twice = (await t.gql(REFUND_ORDER, { orderId: order.id }, admin)).body.data.refundOrder;
    expect(twice).toMatchObject({ __typename: 'OrderNotRefundableError', message: 'This order is already refunded' });
    const events = await t.server.dataSource.query("SELECT kind, outcome FROM payment_events WHERE orderId = ? AND kind = 'refunded'", [
      order.id,
    ]);
    expect(events).toEqual([{ kind: 'refunded', outcome: 'applied' }]);
    const missing = (await t.gql(REFUND_ORDER, { orderId: 99_999_999 }, admin)).body.data.refundOrder;
    expect(missing).toMatchObject({ __typename: 'OrderNotFoundError' });
  });

  it("counts a paid order in the dashboard's revenue, and takes it out when refunded", async () => {
    const revenue = async () => (await t.gql(SALES, {}, admin)).body.data.dashboardSales.days[0].revenueInr as number;
    const before = await revenue();
    const order = await placeOrder(t, alice);
    expect(order.currencyCode).toBe('INR');
    expect(await revenue()).toBe(before);
    await choose((await startPayment(t, alice.token, order.id)).redirectUrl, 'approve');
    expect(Math.round((await revenue()) * 100)).toBe(Math.round(before * 100) + order.totalMinor);
    await t.gql(REFUND_ORDER, { orderId: order.id }, admin);
    expect(await revenue()).toBe(before);
  });

  it('stops starting attempts for one order after 20', async () => {
    const order = await placeOrder(t, alice);
    for (let i = 0; i < 20; i++) await startPayment(t, alice.token, order.id);
    const refused = (await t.gql(START_PAYMENT, { orderId: order.id }, alice.token)).body.data.startPayment;
    expect(refused).toMatchObject({ __typename: 'OrderNotPayableError', message: expect.stringMatching(/^Too many payment attempts/) });
    const attempts = await t.server.dataSource.query('SELECT COUNT(*) AS n FROM payment_attempts WHERE orderId = ?', [order.id]);
    expect(Number(attempts[0].n)).toBe(20);
  });

  it("refuses the page and Approve without the page's ticket or with a forged one, and nothing changes", async () => {
    // Arrange: a session opened on this server, and a second one (whose ticket is genuine, for another session).
    const order = await placeOrder(t, alice);
    const session = await startPayment(t, alice.token, order.id);
    const other = await startPayment(t, alice.token, (await placeOrder(t, alice)).id);
    const ticket = new URL(session.redirectUrl).searchParams.get('s') ?? '';
    const forgedTickets = [
      new URL(other.redirectUrl).searchParams.get('s') ?? '',
      `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`,
      'x'.repeat(ticket.length),
    ];
    const pageUrl = (s?: string) => `${t.url}/pay/test/${session.sessionId}${s === undefined ? '' : `?s=${encodeURIComponent(s)}`}`;
    const approveUrl = (s?: string) =>
      `${t.url}/pay/test/${session.sessionId}/approve${s === undefined ? '' : `?s=${encodeURIComponent(s)}`}`;

    // Act + assert: the session id alone, or with a ticket that is not its own, shows nothing and approves nothing.
    for (const s of [undefined, ...forgedTickets]) {
      const page = await fetch(pageUrl(s), { redirect: 'manual' });
      expect([s, page.status]).toEqual([s, 404]);
      expect(await page.text()).toContain('This payment session has ended');
      const approve = await fetch(approveUrl(s), { method: 'POST', redirect: 'manual' });
      expect([s, approve.status]).toEqual([s, 404]);
    }
    expect(await orderPayment(t, alice.token, order.id)).toMatchObject({ paymentStatus: 'PENDING', payable: true });
    const attempts = await t.server.dataSource.query('SELECT status FROM payment_attempts WHERE providerPaymentId = ?', [
      session.sessionId,
    ]);
    expect(attempts).toEqual([{ status: 'created' }]);
    const events = await t.server.dataSource.query('SELECT COUNT(*) AS n FROM payment_events WHERE orderId = ?', [order.id]);
    expect(Number(events[0].n)).toBe(0);

    // The genuine ticket still pays it; the gateway's session rows are private, so the caches' data version stays.
    const version = await t.server.services.dataVersion!.current();
    expect((await choose(session.redirectUrl, 'approve')).status).toBe(303);
    expect(await orderPayment(t, alice.token, order.id)).toMatchObject({ paymentStatus: 'PAID' });
    await startPayment(t, alice.token, (await placeOrder(t, alice)).id);
    expect(await t.server.services.dataVersion!.current()).toBe(version);
  });

  (process.env.TEST_DB_KIND === 'mariadb' ? it : it.skip)(
    'keeps its sessions in a MariaDB table the migration made as the entity says',
    async () => {
      const ds = t.server.dataSource;
      const queries = (await ds.driver.createSchemaBuilder().log()).upQueries
        .map((q) => q.query)
        .filter((query) => query.includes('test_gateway_sessions'));
      // TypeORM's noise on MariaDB (payments-events.e2e-spec.ts): a nullable column CHANGEd to the type it already has.
      const columns: { COLUMN_NAME: string; COLUMN_TYPE: string; IS_NULLABLE: string }[] = await ds.query(
        "SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'test_gateway_sessions'",
      );
      const drift = queries.filter((query) => {
        const change = /^ALTER TABLE `test_gateway_sessions` CHANGE `(\w+)` `\1` (\w+\(\d+\)) NULL$/.exec(query);
        const column = columns.find((c) => c.COLUMN_NAME === change?.[1]);
        return !(change && column && column.COLUMN_TYPE === change[2] && column.IS_NULLABLE === 'YES');
      });
      expect(drift).toEqual([]);
      const tables = await t.server.dataSource.query("SHOW TABLES LIKE 'test_gateway_sessions'");
      expect(tables).toHaveLength(1);
    },
  );

  it('answers an unknown or expired gateway session with a page saying so', async () => {
    const response = await fetch(`${t.url}/pay/test/tgs_unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This payment session has ended');
    const post = await fetch(`${t.url}/pay/test/tgs_unknown/approve`, { method: 'POST', redirect: 'manual' });
    expect(post.status).toBe(404);
  });
});

describe(`the test gateway in production [${process.env.TEST_DB_KIND}]`, () => {
  it('logs one loud warning line at start: it takes no money', async () => {
    let raw = '';
    logTo(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          raw += chunk.toString();
          done();
        },
      }),
    );
    try {
      const t = await startTestServer({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.com',
        LOG_LEVEL: 'warn',
        TEST_GATEWAY_SECRET,
      });
      await t.close();
    } finally {
      logTo(null);
    }
    const warnings = raw
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => /TEST GATEWAY/.test(line.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].level).toBe(40);
    expect(warnings[0].msg).toContain('IT TAKES NO MONEY');
  });
});

describe(`the test gateway on two app servers sharing one database [${process.env.TEST_DB_KIND}]`, () => {
  // Behind the balancer a shopper's page and Approve may land on either server: the session is the
  // database's, not one process's. A is this process's server, B a process of its own.
  let a: TestServer;
  let b: ServerProcess;
  let alice: Shopper;
  const on = (server: { url: string }, url: string) => {
    const moved = new URL(url);
    return `${server.url}${moved.pathname}${moved.search}`;
  };

  beforeAll(async () => {
    a = await startTestServer({ TEST_GATEWAY_SECRET });
    b = await startServerProcess({ TEST_GATEWAY_SECRET, DATABASE_URL: databaseUrlOf(a) });
    alice = await newShopper(a, 'Alice');
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows the page opened on A on B, and B approves it: the order is paid', async () => {
    const order = await placeOrder(a, alice);
    const session = await startPayment(a, alice.token, order.id);
    expect(session.redirectUrl.startsWith(a.url)).toBe(true);
    const { html } = await pageOf(session.redirectUrl);
    expect(html).toContain('data-testid="test-gateway-approve"');

    const answer = await fetch(on(b, formAction(html, 'approve', session.redirectUrl)), { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${a.url}/order/${order.id}/payment`);
    expect(await orderPayment(a, alice.token, order.id)).toMatchObject({ paymentStatus: 'PAID', provider: 'test', payable: false });
    // Both servers now send the page back to the order.
    for (const server of [a, b]) expect((await fetch(on(server, session.redirectUrl), { redirect: 'manual' })).status).toBe(303);
  });

  it('a choice made on B is the one A knows: declined on B, A neither shows the page nor takes an Approve', async () => {
    const order = await placeOrder(a, alice);
    const session = await startPayment(a, alice.token, order.id);
    const { html } = await pageOf(on(b, session.redirectUrl));
    const declined = await fetch(on(b, formAction(html, 'decline', session.redirectUrl)), { method: 'POST', redirect: 'manual' });
    expect(declined.status).toBe(303);
    expect(await orderPayment(a, alice.token, order.id)).toMatchObject({ paymentStatus: 'FAILED', payable: true });

    expect((await fetch(session.redirectUrl, { redirect: 'manual' })).status).toBe(303);
    const approve = await fetch(formAction(html, 'approve', session.redirectUrl), { method: 'POST', redirect: 'manual' });
    expect(approve.status).toBe(303);
    expect(await orderPayment(a, alice.token, order.id)).toMatchObject({ paymentStatus: 'FAILED', payable: true });
    const events = await a.server.dataSource.query('SELECT kind FROM payment_events WHERE orderId = ?', [order.id]);
    expect(events).toEqual([{ kind: 'failed' }]);
  });
});

async function pageOf(url: string): Promise<{ status: number; html: string }> {
  const page = await fetch(url);
  return { status: page.status, html: await page.text() };
}

/** The absolute address the page's Approve or Decline form posts to. */
function formAction(html: string, choice: 'approve' | 'decline', base: string): string {
  const form = new RegExp(`<form method="post" action="([^"]+)"><button[^>]*data-testid="test-gateway-${choice}"`).exec(html);
  if (!form) throw new Error(`no ${choice} form on the gateway page: ${html}`);
  return new URL(form[1].replace(/&amp;/g, '&'), base).toString();
}
