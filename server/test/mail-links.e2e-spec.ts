import { randomBytes } from 'node:crypto';
import { TEST_GATEWAY_SECRET, choose, placeOrder, startPayment } from './support/payments';
import { newShopper } from './support/shop-fixtures';
import { type ReceivedMail, SmtpSink, until } from './support/smtp-sink';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Issue 29, "E-mails that lead back" and "Custom designs are a conversation" (docs/decisions.md#e-mails-that-lead-back),
// over real HTTP with a real SMTP server: each e-mail's one primary button goes to the right page on PUBLIC_URL (never
// the Host a request named), the subject and words are true to the order's state, the payment-received mail says its
// invoice is attached, a cash-on-delivery cancellation speaks of no refund, and a custom design request hears from the
// shop at each step (received, quote ready, accepted or declined) while its answers go into the order's history.

const PUBLIC_URL = 'https://shop.example.com';
const UPDATE_STATUS = `mutation($id: Int!, $status: Int!) { updateOrderStatus(id: $id, status: $status) { __typename } }`;
const REQUEST = `mutation($input: CustomDesignInput!) { requestCustomDesign(input: $input) { __typename ... on Order { id trackingId } ... on ErrorResult { message } } }`;
const QUOTE = `mutation($id: Int!, $amount: Float!, $note: String) { quoteCustomOrder(id: $id, amount: $amount, note: $note) { __typename } }`;
const ACCEPT = `mutation($orderId: Int!, $paymentMethod: PaymentMethod!) { acceptCustomQuote(orderId: $orderId, paymentMethod: $paymentMethod) { __typename } }`;
const DECLINE = `mutation($orderId: Int!) { declineCustomQuote(orderId: $orderId) { __typename } }`;
const HISTORY = `query($s: String) { adminOrders(search: $s, first: 1, kind: CUSTOM) { items { id history { actor kind fromState toState note } } } }`;

/** The hrefs of the message's primary button (layout.ts: css-class primary-action). */
const primaryLinks = (mail: ReceivedMail): string[] =>
  [...mail.html.matchAll(/class="primary-action"[\s\S]*?<a href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const hasButton = (mail: ReceivedMail, label: string): boolean => new RegExp(`>\\s*${label}\\s*</a>`).test(mail.html);

const DESIGN = {
  material: 'Yellow gold',
  purity: '22K',
  stone: 'Lab-grown diamond, oval',
  caratWish: 1.5,
  customSize: '14',
  budget: 95000,
  instructions: 'A slim band with an oval solitaire and a thinner shank.',
  firstName: 'Anika',
  lastName: 'Rao',
  phone: '+919811122233',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

describe(`e-mails that lead back [${process.env.TEST_DB_KIND}]`, () => {
  const sink = new SmtpSink();
  let t: TestServer;
  let admin: string;
  const kick = () => t.server.jobs.kick();
  const mailsAbout = (email: string, number: string) => sink.to(email).filter((mail) => mail.subject.includes(number));

  beforeAll(async () => {
    await sink.start();
    t = await startTestServer({ SMTP_URL: sink.url, PUBLIC_URL, TEST_GATEWAY_SECRET, MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '50' });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('an unpaid online order is "received — complete your payment" with Pay now; paid, it says its invoice is attached', async () => {
    // Arrange: an online order, not paid yet.
    const shopper = await newShopper(t, 'Links');
    const order = await placeOrder(t, shopper, 'ONLINE');
    const number = `ORD-${String(order.id).padStart(4, '0')}`;
    await until('the order e-mail', () => mailsAbout('meera.iyer@example.com', number).length >= 1, kick);
    const [placed] = mailsAbout('meera.iyer@example.com', number);

    // Assert: received, not confirmed; its one button pays it, on PUBLIC_URL; the lines carry their pictures.
    expect(placed.subject).toBe(`Order received — complete your payment (${number})`);
    expect(primaryLinks(placed)).toEqual([`${PUBLIC_URL}/order/${order.id}/payment`]);
    expect(hasButton(placed, 'Pay now')).toBe(true);
    expect(placed.text).toContain(`Pay now: ${PUBLIC_URL}/order/${order.id}/payment`);
    expect(placed.html).toMatch(new RegExp(`<img [^>]*src="${PUBLIC_URL}/api/uploads/[^"]+"`));
    expect(placed.html).toContain(`src="${PUBLIC_URL}/email/logo.png"`);
    expect(placed.html).toContain(`href="mailto:`);
    expect(placed.html).not.toMatch(/href="http:\/\/(localhost|127\.0\.0\.1)/);

    // Act: paid through the test gateway (its page is the test server's own; the return URL is PUBLIC_URL's).
    const { redirectUrl } = await startPayment(t, shopper.token, order.id);
    const approved = await choose(redirectUrl.replace(PUBLIC_URL, t.url), 'approve');
    expect(approved.status).toBe(303);
    await until('the payment e-mail', () => mailsAbout('meera.iyer@example.com', number).length >= 2, kick);
    const paid = mailsAbout('meera.iyer@example.com', number)[1];

    // Assert: the payment-received mail carries the invoice and says so, and leads to the order.
    expect(paid.subject).toBe(`Payment received for order ${number}`);
    expect(paid.parsed.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(paid.text).toContain('Your invoice is attached');
    expect(primaryLinks(paid)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=${order.id}`]);
    expect(hasButton(paid, 'View your order')).toBe(true);
  });

  it('a cash-on-delivery cancellation speaks of no online refund; being made and cancelled use the one vocabulary', async () => {
    const shopper = await newShopper(t, 'Cod');
    const order = await placeOrder(t, shopper, 'COD');
    const number = `ORD-${String(order.id).padStart(4, '0')}`;
    expect((await t.gql(UPDATE_STATUS, { id: order.id, status: 2 }, admin)).body.data.updateOrderStatus.__typename).toBe('AdminOrder');
    expect((await t.gql(UPDATE_STATUS, { id: order.id, status: 5 }, admin)).body.data.updateOrderStatus.__typename).toBe('AdminOrder');
    await until('three e-mails', () => mailsAbout('meera.iyer@example.com', number).length >= 3, kick);
    const [placed, making, cancelled] = mailsAbout('meera.iyer@example.com', number);

    expect(placed.subject).toBe(`Your order ${number} is confirmed`);
    expect(primaryLinks(placed)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=${order.id}`]);
    expect(making.subject).toBe(`We are making your piece — order ${number}`);
    expect(making.text).not.toMatch(/on its way|left our studio/i);
    expect(cancelled.subject).toBe(`Your order ${number} has been cancelled`);
    expect(cancelled.text).not.toMatch(/paid online|refund/i);
    expect(cancelled.text).toContain('cash on delivery');
    for (const mail of [placed, making, cancelled])
      expect(primaryLinks(mail)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=${order.id}`]);
  });

  it('a custom design is a conversation: received, quote ready (amount, note, answers), accepted; the answer is in the history', async () => {
    // Arrange: a shopper's request.
    const shopper = await newShopper(t, 'Design');
    const email = `design.${randomBytes(4).toString('hex')}@example.com`;
    const asked = await t.gql(REQUEST, { input: { ...DESIGN, email } }, shopper.token);
    const { id, trackingId: number } = asked.body.data.requestCustomDesign as { id: number; trackingId: string };
    await until('the request e-mail', () => mailsAbout(email, number).length >= 1, kick);
    const [received] = mailsAbout(email, number);
    expect(received.subject).toBe(`We received your custom design request ${number}`);
    expect(received.text).toContain('22K');
    expect(received.text).toContain('A slim band with an oval solitaire');
    expect(primaryLinks(received)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=${id}`]);

    // Act: the shop quotes it.
    expect(
      (await t.gql(QUOTE, { id, amount: 104870, note: 'Includes the IGI certificate.' }, admin)).body.data.quoteCustomOrder.__typename,
    ).toBe('AdminOrder');
    await until('the quote e-mail', () => mailsAbout(email, number).length >= 2, kick);
    const quoted = mailsAbout(email, number)[1];
    expect(quoted.subject).toBe(`Your quote is ready for ${number}`);
    expect(quoted.html).toContain('₹1,04,870.00');
    expect(quoted.html).toContain('Includes the IGI certificate.');
    expect(hasButton(quoted, 'View quote')).toBe(true);
    expect(hasButton(quoted, 'Accept the quote')).toBe(true);
    expect(hasButton(quoted, 'Decline')).toBe(true);
    expect(primaryLinks(quoted)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=${id}`]);

    // Act: the shopper accepts it, to pay online.
    expect((await t.gql(ACCEPT, { orderId: id, paymentMethod: 'ONLINE' }, shopper.token)).body.data.acceptCustomQuote.__typename).toBe(
      'Order',
    );
    await until('the acceptance e-mail', () => mailsAbout(email, number).length >= 3, kick);
    const accepted = mailsAbout(email, number)[2];
    expect(accepted.subject).toBe(`Quote accepted — complete your payment (${number})`);
    expect(primaryLinks(accepted)).toEqual([`${PUBLIC_URL}/order/${id}/payment`]);
    expect(accepted.text).toContain('Bespoke · Yellow gold · 22K · Size 14');

    // Assert: the admin's timeline shows the customer's answer.
    const history = (await t.gql(HISTORY, { s: `#${id}` }, admin)).body.data.adminOrders.items[0].history as {
      actor: string;
      kind: string;
      toState: string;
      note: string;
    }[];
    expect(history.filter((e) => e.kind === 'quote').map((e) => [e.actor, e.toState, e.note])).toEqual([
      ['admin', 'quoted', 'Includes the IGI certificate.'],
      ['customer', 'accepted', 'Accepted; to be paid online'],
    ]);
  });

  it('a declined quote gets a short e-mail and its line in the history', async () => {
    const shopper = await newShopper(t, 'Decline');
    const email = `decline.${randomBytes(4).toString('hex')}@example.com`;
    const asked = await t.gql(REQUEST, { input: { ...DESIGN, email } }, shopper.token);
    const { id, trackingId: number } = asked.body.data.requestCustomDesign as { id: number; trackingId: string };
    await t.gql(QUOTE, { id, amount: 50000, note: null }, admin);
    expect((await t.gql(DECLINE, { orderId: id }, shopper.token)).body.data.declineCustomQuote.__typename).toBe('Order');
    await until('three e-mails', () => mailsAbout(email, number).length >= 3, kick);
    const declined = mailsAbout(email, number)[2];
    expect(declined.subject).toBe(`You declined the quote for ${number}`);
    expect(primaryLinks(declined)).toEqual([`${PUBLIC_URL}/design-your-own`]);
    const history = (await t.gql(HISTORY, { s: `#${id}` }, admin)).body.data.adminOrders.items[0].history as {
      actor: string;
      kind: string;
      toState: string;
    }[];
    expect(history.filter((e) => e.kind === 'quote').map((e) => [e.actor, e.toState])).toEqual([
      ['admin', 'quoted'],
      ['customer', 'declined'],
    ]);
  });
});
