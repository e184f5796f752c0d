import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOT_AN_IMAGE, type UploadFile, filesUnder, gqlUpload, pngFile, served } from './admin-products.helpers';
import { START_PAYMENT, TEST_GATEWAY_SECRET, placeOrder } from './support/payments';
import { type Shopper, newShopper } from './support/shop-fixtures';
import { privateUploadDir } from '../src/storage/file-storage';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Issue 20, custom designs (docs/decisions.md#custom-designs): a signed-in shopper asks for a bespoke piece
// with a reference picture; it is an order with one custom item in the back-office's CUSTOM tab, picture
// included; the admin quotes a price; the shopper sees it and accepts (the order then costs the quote and is
// paid like any order) or declines. Every refusal writes nothing.

const MONEY = 'amount minorUnits currencyCode';
const DESIGN = `customDesign { imageUrl material purity stone caratWish customSize width height budget { ${MONEY} } instructions }`;
const SHOP_ORDER = `id trackingId status paymentMethod paymentStatus payable currencyCode total { ${MONEY} } subtotal { minorUnits }
  quote { status amount { ${MONEY} } note }
  items { productName quantity unitPrice { minorUnits } lineTotal { minorUnits } images ${DESIGN} }`;
const RESULT = `__typename
  ... on Order { ${SHOP_ORDER} }
  ... on InputValidationError { message fieldErrors { field message } }
  ... on ErrorResult { errorCode message }`;
const REQUEST = `mutation RequestDesign($input: CustomDesignInput!, $picture: Upload) {
  requestCustomDesign(input: $input, picture: $picture) { ${RESULT} } }`;
const ACCEPT = `mutation AcceptQuote($orderId: Int!, $paymentMethod: PaymentMethod!) {
  acceptCustomQuote(orderId: $orderId, paymentMethod: $paymentMethod) { ${RESULT} } }`;
const DECLINE = `mutation DeclineQuote($orderId: Int!) { declineCustomQuote(orderId: $orderId) { ${RESULT} } }`;
const QUOTE = `mutation Quote($id: Int!, $amount: Float!, $note: String) {
  quoteCustomOrder(id: $id, amount: $amount, note: $note) {
    __typename
    ... on AdminOrder { id grandTotal { ${MONEY} } quote { status amount { ${MONEY} } note } }
    ... on InputValidationError { message fieldErrors { field message } }
    ... on ErrorResult { errorCode message } } }`;
const ORDER = `query ($id: Int!) { order(id: $id) { ${SHOP_ORDER} } }`;
/** A private picture's link (storage/private-pictures.ts): uploads/custom-designs/<expires>.<signature>/<name>. */
const PICTURE_LINK = /^uploads\/custom-designs\/(\d+\.[\w-]{43})\/([a-f0-9]{32}(?:-v\d{3,4})?\.png)$/;
const MY_ORDERS = `query { myOrders(first: 50) { items { id quote { status amount { ${MONEY} } } } } }`;
const ADMIN_CUSTOM = `query ($first: Int) { adminOrders(kind: CUSTOM, first: $first) { totalCount items {
  id customerName grandTotal { ${MONEY} } quote { status amount { ${MONEY} } note }
  items { productType productName imageUrl customSize material instructions ${DESIGN} } } } }`;

const INPUT = {
  material: 'Yellow gold',
  purity: '18K',
  stone: 'Lab-grown diamond, oval',
  caratWish: 1.5,
  customSize: '14 (17.3 mm)',
  width: 2.5,
  height: 6,
  budget: 95000,
  instructions: 'A slim band with an oval solitaire, like the picture but with a thinner shank.',
  firstName: 'Anika',
  lastName: 'Rao',
  email: 'anika.rao@example.com',
  phone: '+919811122233',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

describe(`custom designs [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let shopper: Shopper;
  let picture: UploadFile;
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-custom-designs-'));
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  const count = async (table: string) => Number((await db(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const designFiles = () => filesUnder(path.join(privateUploadDir(uploadDir), 'custom-designs'));

  const request = async (input: Record<string, unknown> = INPUT, file: UploadFile | null = picture, token = shopper.token) =>
    (file ? await gqlUpload(t, REQUEST, { input, picture: null }, { picture: file }, token) : await t.gql(REQUEST, { input }, token)).body;
  const requested = async (token = shopper.token) => {
    const body = await request(INPUT, picture, token);
    if (body.data?.requestCustomDesign?.__typename !== 'Order') throw new Error(`not requested: ${JSON.stringify(body)}`);
    return body.data.requestCustomDesign as { id: number };
  };
  const quote = async (id: number, amount: number, note: string | null = null, token = admin) =>
    (await t.gql(QUOTE, { id, amount, note }, token)).body;
  const accept = async (orderId: number, paymentMethod = 'ONLINE', token = shopper.token) =>
    (await t.gql(ACCEPT, { orderId, paymentMethod }, token)).body;
  const decline = async (orderId: number, token = shopper.token) => (await t.gql(DECLINE, { orderId }, token)).body;
  const startPayment = async (orderId: number, token = shopper.token) =>
    (await t.gql(START_PAYMENT, { orderId }, token)).body.data.startPayment;
  const orderRow = async (id: number) =>
    (await db('SELECT quoteStatus, quoteMinor, subtotalMinor, totalMinor, paymentMethod, paymentStatus FROM orders WHERE id = ?', [id]))[0];

  beforeAll(async () => {
    t = await startTestServer({ UPLOAD_DIR: uploadDir, TEST_GATEWAY_SECRET });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    shopper = await newShopper(t, 'Designer');
    picture = await pngFile('#c9a227', 'inspiration.png');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(privateUploadDir(uploadDir), { recursive: true, force: true });
  });

  describe('request → quote → accept', () => {
    let orderId: number;

    it('stores the request with its picture as an order of one custom item, unpriced and not payable', async () => {
      // Act
      const body = await request();
      // Assert
      const order = body.data.requestCustomDesign;
      expect(order).toMatchObject({
        __typename: 'Order',
        status: 1,
        currencyCode: 'INR',
        payable: false,
        total: { amount: '0.00', minorUnits: 0, currencyCode: 'INR' },
        quote: { status: 'REQUESTED', amount: null, note: null },
      });
      expect(order.items).toHaveLength(1);
      const [item] = order.items;
      expect(item).toMatchObject({ productName: 'Custom design', quantity: 1, images: [], lineTotal: { minorUnits: 0 } });
      expect(item.customDesign).toEqual({
        imageUrl: expect.stringMatching(PICTURE_LINK),
        material: 'Yellow gold',
        purity: '18K',
        stone: 'Lab-grown diamond, oval',
        caratWish: 1.5,
        customSize: '14 (17.3 mm)',
        width: 2.5,
        height: 6,
        budget: { amount: '95000.00', minorUnits: 9500000, currencyCode: 'INR' },
        instructions: INPUT.instructions,
      });
      const stored = await served(t, item.customDesign.imageUrl);
      expect(stored.status).toBe(200);
      expect(stored.data.subarray(1, 4).toString()).toBe('PNG');
      orderId = order.id;
      expect(await db('SELECT productType, budgetMinor FROM order_items WHERE orderId = ?', [orderId])).toEqual([
        { productType: 'custom', budgetMinor: expect.anything() },
      ]);
    });

    // Issue 27: the reference picture was public and cached for 30 days (`public, immutable`) at its stored path.
    it("serves the reference picture only through the owner's link, `private`, never at its stored path or from UPLOAD_DIR", async () => {
      // Arrange: the link My Order shows the shopper
      const link: string = (await t.gql(ORDER, { id: orderId }, shopper.token)).body.data.order.items[0].customDesign.imageUrl;
      const [, token, name] = PICTURE_LINK.exec(link)!;
      const [expires, signature] = token.split('.');
      const forged = `${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      // Act
      const viaLink = await fetch(`${t.url}/api/${link}`);
      const atStoredPath = await fetch(`${t.url}/api/uploads/custom-designs/${name}`);
      const forgedLink = await fetch(`${t.url}/api/uploads/custom-designs/${forged}/${name}`);
      const longerLink = await fetch(`${t.url}/api/uploads/custom-designs/${Number(expires) + 3600}.${signature}/${name}`);
      // Assert
      expect(viaLink.status).toBe(200);
      expect(
        Buffer.from(await viaLink.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      const cacheControl = viaLink.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/^private, max-age=\d+$/);
      expect(Number(/max-age=(\d+)/.exec(cacheControl)![1])).toBeLessThanOrEqual(3600);
      expect(viaLink.headers.get('x-content-type-options')).toBe('nosniff');
      for (const refused of [atStoredPath, forgedLink, longerLink]) {
        expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 404, body: { details: 'Not found' } });
        expect(refused.headers.get('cache-control') ?? '').not.toMatch(/public/);
      }
      // Nothing of it in the directory served as it is
      expect(filesUnder(uploadDir).filter((file) => file.includes(name.slice(0, 32)))).toEqual([]);
      expect(designFiles().some((file) => file.endsWith(name))).toBe(true);
    });

    it('cannot be paid before it is quoted and accepted', async () => {
      expect(await startPayment(orderId)).toEqual({
        __typename: 'OrderNotPayableError',
        errorCode: 'ORDER_NOT_PAYABLE_ERROR',
        message: 'This custom design can be paid once its quote is accepted',
      });
      expect(await accept(orderId)).toMatchObject({
        data: {
          acceptCustomQuote: { __typename: 'QuoteStateError', errorCode: 'QUOTE_STATE_ERROR', message: 'This request has no quote yet' },
        },
      });
    });

    it('appears in the back-office CUSTOM tab with its picture and details, in the same statements for 1 request as for 5', async () => {
      // Arrange: four more requests of other shoppers.
      for (let i = 0; i < 4; i += 1) await requested((await newShopper(t, `Other${i}`)).token);
      // Act
      const one = await t.gql(ADMIN_CUSTOM, { first: 1 }, admin);
      const five = await t.gql(ADMIN_CUSTOM, { first: 5 }, admin);
      const all = (await t.gql(ADMIN_CUSTOM, { first: 100 }, admin)).body.data.adminOrders;
      // Assert
      expect(one.body.errors).toBeUndefined();
      expect(five.body.data.adminOrders.items).toHaveLength(5);
      expect(five.sqlStatements).toBe(one.sqlStatements);
      const mine = all.items.find((o: { id: number }) => o.id === orderId);
      expect(mine).toMatchObject({
        customerName: 'Anika Rao',
        grandTotal: { minorUnits: 0 },
        quote: { status: 'REQUESTED', amount: null },
      });
      expect(mine.items[0]).toMatchObject({
        productType: 'CUSTOM',
        material: 'Yellow gold',
        customSize: '14 (17.3 mm)',
        instructions: INPUT.instructions,
        customDesign: { stone: 'Lab-grown diamond, oval', caratWish: 1.5, width: 2.5, height: 6, budget: { minorUnits: 9500000 } },
      });
      expect(mine.items[0].imageUrl).toBe(mine.items[0].customDesign.imageUrl);
      expect((await served(t, mine.items[0].imageUrl)).status).toBe(200);
    });

    it('takes the admin quote, which the shopper then sees; a new quote replaces an unanswered one', async () => {
      const first = (await quote(orderId, 80000)).data.quoteCustomOrder;
      expect(first).toMatchObject({
        __typename: 'AdminOrder',
        grandTotal: { minorUnits: 0 },
        quote: { status: 'QUOTED', amount: { minorUnits: 8000000 } },
      });
      const second = (await quote(orderId, 85000.5, 'Ready in 3 weeks, hallmarked 18K')).data.quoteCustomOrder;
      expect(second.quote).toEqual({
        status: 'QUOTED',
        amount: { amount: '85000.50', minorUnits: 8500050, currencyCode: 'INR' },
        note: 'Ready in 3 weeks, hallmarked 18K',
      });
      const seen = (await t.gql(ORDER, { id: orderId }, shopper.token)).body.data.order;
      expect(seen).toMatchObject({ payable: false, total: { minorUnits: 0 }, quote: second.quote });
      const listed = (await t.gql(MY_ORDERS, {}, shopper.token)).body.data.myOrders.items;
      expect(listed.find((o: { id: number }) => o.id === orderId).quote.status).toBe('QUOTED');
    });

    it('accepts: the order costs the quote and is paid online like any order', async () => {
      // Act
      const body = await accept(orderId, 'ONLINE');
      // Assert
      const order = body.data.acceptCustomQuote;
      expect(order).toMatchObject({
        __typename: 'Order',
        paymentMethod: 'ONLINE',
        paymentStatus: 'PENDING',
        payable: true,
        total: { amount: '85000.50', minorUnits: 8500050, currencyCode: 'INR' },
        subtotal: { minorUnits: 8500050 },
        quote: { status: 'ACCEPTED', amount: { minorUnits: 8500050 } },
      });
      expect(order.items[0]).toMatchObject({ unitPrice: { minorUnits: 8500050 }, lineTotal: { minorUnits: 8500050 } });
      // The "quote accepted" e-mail (the order's confirmation, with Pay now) is queued with the acceptance, once.
      expect(
        await db('SELECT kind FROM outbox WHERE kind = ? AND payload LIKE ?', ['custom-quote-accepted', `%"orderId":${orderId}}%`]),
      ).toHaveLength(1);
      const session = await startPayment(orderId);
      expect(session).toMatchObject({ __typename: 'PaymentSession', orderId, amountMinor: 8500050, currencyCode: 'INR' });
    });

    it('cannot be accepted twice, declined after, or quoted again', async () => {
      const before = await orderRow(orderId);
      expect((await accept(orderId, 'COD')).data.acceptCustomQuote).toEqual(
        expect.objectContaining({ __typename: 'QuoteStateError', message: 'This quote was already accepted' }),
      );
      expect((await decline(orderId)).data.declineCustomQuote.message).toBe('This quote was already accepted');
      expect((await quote(orderId, 1)).data.quoteCustomOrder).toEqual({
        __typename: 'QuoteStateError',
        errorCode: 'QUOTE_STATE_ERROR',
        message: 'This quote was already accepted',
      });
      expect(await orderRow(orderId)).toEqual(before);
    });
  });

  describe('decline and the other answers', () => {
    it('declines: the request stays unpriced, cannot be paid, accepted or quoted again', async () => {
      const { id } = await requested();
      await quote(id, 42000);
      const declined = (await decline(id)).data.declineCustomQuote;
      expect(declined).toMatchObject({
        __typename: 'Order',
        payable: false,
        total: { minorUnits: 0 },
        quote: { status: 'DECLINED', amount: { minorUnits: 4200000 } },
      });
      expect((await accept(id)).data.acceptCustomQuote.message).toBe('This quote was declined');
      expect((await quote(id, 40000)).data.quoteCustomOrder.message).toBe('This quote was declined');
      expect((await startPayment(id)).errorCode).toBe('ORDER_NOT_PAYABLE_ERROR');
      // The conversation's e-mails: received, quoted, declined; nothing that speaks of an order or a payment.
      expect(await db('SELECT kind FROM outbox WHERE payload LIKE ? ORDER BY id', [`%"orderId":${id}}%`])).toEqual([
        { kind: 'custom-design-requested' },
        { kind: 'custom-quote-ready' },
        { kind: 'custom-quote-declined' },
      ]);
      const adminView = (await t.gql(ADMIN_CUSTOM, { first: 100 }, admin)).body.data.adminOrders.items.find(
        (o: { id: number }) => o.id === id,
      );
      expect(adminView.quote.status).toBe('DECLINED');
    });

    it('accepts cash on delivery: the order costs the quote, paid at the door', async () => {
      const { id } = await requested();
      await quote(id, 1234.56);
      const order = (await accept(id, 'COD')).data.acceptCustomQuote;
      expect(order).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'COD', payable: false, total: { minorUnits: 123456 } });
      // The quote contains jewellery's 3 % GST, all IGST for a delivery to Karnataka (the shop is in Maharashtra):
      // taxable = 123456 × 100 / 103 = 119860.19… → 119860 paise, GST 3596; and it has its invoice, issued with the
      // acceptance that confirmed the sale (docs/decisions.md#credit-notes), before anything downloads it.
      const gst = (
        await t.gql(
          `query($id: Int!) { order(id: $id) { invoiceNumber invoiceUrl gst { taxable { minorUnits } igst { minorUnits } cgst { minorUnits } } } }`,
          { id },
          shopper.token,
        )
      ).body.data.order;
      expect(gst).toEqual({
        invoiceNumber: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d{6}$/),
        invoiceUrl: `orders/${id}/invoice`,
        gst: { taxable: { minorUnits: 119860 }, igst: { minorUnits: 3596 }, cgst: { minorUnits: 0 } },
      });
      const invoice = await fetch(`${t.url}/api/orders/${id}/invoice`, { headers: { authorization: `Bearer ${shopper.token}` } });
      expect([invoice.status, invoice.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    });

    it('moves once when two answers race: one wins, the other is told, the row is written once', async () => {
      const { id } = await requested();
      await quote(id, 5000);
      const answers = await Promise.all([accept(id, 'ONLINE'), accept(id, 'COD'), decline(id)]);
      const typenames = answers.map((body) => Object.values(body.data)[0] as { __typename: string });
      expect(typenames.filter((r) => r.__typename === 'Order')).toHaveLength(1);
      expect(typenames.filter((r) => r.__typename === 'QuoteStateError')).toHaveLength(2);
      const row = await orderRow(id);
      expect(['accepted', 'declined']).toContain(row.quoteStatus);
      if (row.quoteStatus === 'accepted') expect(Number(row.totalMinor)).toBe(500000);
      else expect(Number(row.totalMinor)).toBe(0);
    });

    it('a quote in dollars for a USD account', async () => {
      const usd = await newShopper(t, 'Dollar', 2);
      const body = await request({ ...INPUT, budget: 1200, country: 'US', state: 'Texas' }, null, usd.token);
      const order = body.data.requestCustomDesign;
      expect(order.currencyCode).toBe('USD');
      expect(order.items[0].customDesign).toMatchObject({ imageUrl: null, budget: { amount: '1200.00', currencyCode: 'USD' } });
      const quoted = (await quote(order.id, 999.99)).data.quoteCustomOrder;
      expect(quoted.quote.amount).toEqual({ amount: '999.99', minorUnits: 99999, currencyCode: 'USD' });
    });
  });

  describe('refusals', () => {
    it('refuses bad input with a clear message under each field, and stores nothing', async () => {
      // Arrange
      const [orders, items, files] = [await count('orders'), await count('order_items'), designFiles()];
      const bad = {
        ...INPUT,
        material: ' ',
        instructions: 'ring',
        width: -2,
        caratWish: 80,
        budget: 10.555,
        email: 'not-an-email',
        zipCode: '',
      };
      // Act
      const body = await request(bad);
      // Assert
      expect(body.data.requestCustomDesign.__typename).toBe('InputValidationError');
      expect(body.data.requestCustomDesign.fieldErrors).toEqual([
        { field: 'material', message: 'Choose a metal' },
        { field: 'caratWish', message: 'The carat weight must be a number from 0.01 to 50' },
        { field: 'width', message: 'The width must be a number of millimetres from 0.01 to 500' },
        { field: 'budget', message: 'The budget must be an amount from 0.01 to 100,000,000' },
        { field: 'instructions', message: 'Describe the piece you would like (at least 10 characters)' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'zipCode', message: 'Please fill all required address fields' },
      ]);
      expect([await count('orders'), await count('order_items'), designFiles()]).toEqual([orders, items, files]);
    });

    it('refuses a file that is not a picture, with the form otherwise fine, and stores nothing', async () => {
      const [orders, files] = [await count('orders'), designFiles()];
      const body = await request(INPUT, NOT_AN_IMAGE);
      expect(body.data.requestCustomDesign).toEqual({
        __typename: 'InputValidationError',
        errorCode: 'INPUT_VALIDATION_ERROR',
        message: 'The file is not an image',
        fieldErrors: [{ field: 'picture', message: 'The file is not an image' }],
      });
      expect([await count('orders'), designFiles()]).toEqual([orders, files]);
    });

    it('refuses a guest', async () => {
      const body = await request(INPUT, null, '');
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a shopper quoting, and another shopper reading, accepting or declining the request', async () => {
      const { id } = await requested();
      const other = await newShopper(t, 'Nosy');
      expect((await quote(id, 1, null, shopper.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      await quote(id, 7000);
      expect((await t.gql(ORDER, { id }, other.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await accept(id, 'ONLINE', other.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await decline(id, other.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const mine = (await t.gql(MY_ORDERS, {}, other.token)).body.data.myOrders.items;
      expect(mine.map((o: { id: number }) => o.id)).not.toContain(id);
      expect(await orderRow(id)).toMatchObject({ quoteStatus: 'quoted', paymentStatus: 'pending' });
    });

    it('refuses a quote that is not a positive amount of at most two decimals, and a cancelled request', async () => {
      const { id } = await requested();
      for (const [amount, message] of [
        [0, 'The quote must be more than 0'],
        [-5, 'The quote must be more than 0'],
        [12.345, 'The quote has at most two decimals'],
        [2e8, 'The quote must be at most 100,000,000'],
      ] as const) {
        expect((await quote(id, amount)).data.quoteCustomOrder).toMatchObject({
          __typename: 'InputValidationError',
          fieldErrors: [{ field: 'amount', message }],
        });
      }
      expect((await quote(id, 10, 'x'.repeat(501))).data.quoteCustomOrder.fieldErrors).toEqual([
        { field: 'note', message: 'The note is too long (at most 500 characters)' },
      ]);
      expect(await orderRow(id)).toMatchObject({ quoteStatus: 'requested', quoteMinor: null });
      await t.gql('mutation ($id: Int!) { updateOrderStatus(id: $id, status: 5) { __typename } }', { id }, admin);
      expect((await quote(id, 10)).data.quoteCustomOrder.message).toBe('This request is cancelled');
    });

    it('answers NOT_FOUND for a catalogue order or an unknown id', async () => {
      const regular = await placeOrder(t, shopper, 'ONLINE');
      expect((await quote(regular.id, 10)).errors?.[0]).toMatchObject({
        message: 'Custom design request not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect((await accept(regular.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await quote(999_999, 10)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
