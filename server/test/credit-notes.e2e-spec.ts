import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { inTransaction } from '../src/database/transactions';
import { issueCreditNote } from '../src/domain/invoices/credit-notes';
import { issueInvoiceIn } from '../src/domain/invoices/invoice-issue';
import { notify } from '../src/domain/notifications/notify';
import { CreditNote } from '../src/entities/credit-note.entity';
import { Order } from '../src/entities/order.entity';
import { type ProductFixture, type Shopper, findProductFixture, newShopper } from './support/shop-fixtures';
import { SmtpSink, until } from './support/smtp-sink';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Issue 28, GST credit notes and when invoices are issued (docs/decisions.md#credit-notes), on both databases:
// a cash-on-delivery order is invoiced when placed and keeps its invoice after a cancellation; issueCreditNote
// (the function the order lifecycle calls inside its refund and cancellation transactions) is driven here
// directly through the data source, in real transactions: its numbers are consecutive and gapless under
// concurrent transactions (one rolling back), its GST split adds up to the paisa, and the note is served as a
// PDF (read back with poppler's pdftotext) to the owner and admins only, listed by GraphQL in one query per
// list, and attached to the refund and cancellation e-mails.

const run = promisify(execFile);
const SHOP_GSTIN = '27AAPFU0939F1ZV'; // Maharashtra (27)

const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    __typename
    ... on CreateOrderSuccess { order { id trackingId invoiceNumber invoiceUrl } }
    ... on ErrorResult { errorCode message }
  }
}`;
const CREDIT_NOTE_FIELDS = 'creditNotes { id number issuedAt amount { amount currencyCode minorUnits } reason downloadUrl }';
const ORDER = `query($id: Int!) { order(id: $id) { id invoiceNumber invoiceUrl ${CREDIT_NOTE_FIELDS} } }`;
const ADMIN_ORDERS = `query { adminOrders(first: 100, offset: 0) { items { id invoiceNumber ${CREDIT_NOTE_FIELDS} } } }`;
const UPDATE_STATUS = `mutation($id: Int!, $status: Int!) { updateOrderStatus(id: $id, status: $status) { __typename } }`;

const address = (email: string, state = 'Maharashtra') => ({
  firstName: 'Meera',
  lastName: 'Iyer',
  email,
  phone: '+919812300004',
  address: '7 Nariman Point',
  city: state === 'Maharashtra' ? 'Mumbai' : 'Chennai',
  state,
  zipCode: state === 'Maharashtra' ? '400021' : '600001',
  country: 'IN',
});

/** The Indian financial year (April–March, India's time) of now: "26-27". */
function financialYearNow(): string {
  const india = new Date(Date.now() + 5.5 * 3600_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

const inr = (minor: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(minor / 100);
const serial = (number: string) => Number(number.split('/')[2]);

describe(`GST credit notes [${process.env.TEST_DB_KIND}]`, () => {
  const sink = new SmtpSink();
  let t: TestServer;
  let admin: string;
  let ring: ProductFixture;
  let workDir: string;

  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  async function placeOrder(shopper: Shopper, paymentMethod: 'COD' | 'ONLINE', email = 'meera.iyer@example.com', state = 'Maharashtra') {
    const added = await t.gql(
      `mutation($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename } }`,
      { input: { productId: ring.id, productCaratId: ring.carats[0].id, productColorId: ring.colors[0].id, quantity: 1 } },
      shopper.token,
    );
    expect(added.body.data.cartAddItem.__typename).toBe('CartAddItemSuccess');
    const placed = await t.gql(CREATE_ORDER, { input: { ...address(email, state), paymentMethod, source: 'CART' } }, shopper.token);
    expect(placed.body.data.createOrder.__typename).toBe('CreateOrderSuccess');
    return placed.body.data.createOrder.order as {
      id: number;
      trackingId: string;
      invoiceNumber: string | null;
      invoiceUrl: string | null;
    };
  }
  const orderRow = (id: number) => t.server.dataSource.getRepository(Order).findOneByOrFail({ id });
  /** issueCreditNote in a transaction of its own, as the lifecycle calls it (the order row locked first). */
  const credit = (orderId: number, input: { amountMinor: number; reason: string; refundId?: string | null }) =>
    inTransaction(t.server.dataSource, async (m) => {
      const order = await m.getRepository(Order).findOneByOrFail({ id: orderId });
      return issueCreditNote(m, order, input);
    });
  const lastNumber = async (series: string) =>
    Number((await db('SELECT lastNumber FROM invoice_series WHERE series = ?', [series]))[0]?.lastNumber ?? 0);
  async function download(url: string, token: string | null) {
    const response = await fetch(`${t.url}/api/${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }
  async function pdfText(bytes: Buffer): Promise<string> {
    const file = path.join(workDir, `note-${Math.random().toString(36).slice(2)}.pdf`);
    await writeFile(file, bytes);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  }

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'credit-notes-'));
    await sink.start();
    t = await startTestServer({ SHOP_GSTIN, SMTP_URL: sink.url, MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '50' });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    ring = await findProductFixture(t, false, false);
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('invoices a cash-on-delivery order when it is placed, from the gapless INV series', async () => {
    const shopper = await newShopper(t, 'Placed');
    const series = `INV/${financialYearNow()}`;
    const before = await lastNumber(series);
    const first = await placeOrder(shopper, 'COD');
    const second = await placeOrder(shopper, 'COD');
    // The answer of createOrder itself carries the number: issued in the checkout's transaction, not by a download.
    expect(first.invoiceNumber).toMatch(new RegExp(`^INV/${financialYearNow()}/\\d{6}$`));
    expect(first.invoiceUrl).toBe(`orders/${first.id}/invoice`);
    expect([serial(first.invoiceNumber!), serial(second.invoiceNumber!)]).toEqual([before + 1, before + 2]);
    expect(await lastNumber(series)).toBe(before + 2);
    expect((await orderRow(first.id)).invoicedAt).toBeInstanceOf(Date);
    // An online order is invoiced when paid (the lifecycle's payment transaction), not when placed.
    const online = await placeOrder(shopper, 'ONLINE');
    expect([online.invoiceNumber, online.invoiceUrl]).toEqual([null, null]);
    expect(await lastNumber(series)).toBe(before + 2);
  });

  it('issues an online order’s invoice in the caller’s transaction (issueInvoiceIn), once, a rollback giving the number back', async () => {
    const shopper = await newShopper(t, 'PaidOnline');
    const placed = await placeOrder(shopper, 'ONLINE');
    const series = `INV/${financialYearNow()}`;
    const stale = await orderRow(placed.id); // read before it was invoiced, as a caller might hold it
    class Abandoned extends Error {}
    const before = await lastNumber(series);
    // A payment transaction that fails after issuing: its number is given back.
    await expect(
      inTransaction(t.server.dataSource, async (m) => {
        await issueInvoiceIn(m, stale);
        throw new Abandoned();
      }),
    ).rejects.toBeInstanceOf(Abandoned);
    expect([await lastNumber(series), (await orderRow(placed.id)).invoiceNumber]).toEqual([before, null]);
    // The one that commits takes the next number, and the order keeps it.
    const issued = await inTransaction(t.server.dataSource, (m) => issueInvoiceIn(m, stale));
    expect(serial(issued.invoiceNumber)).toBe(before + 1);
    expect((await orderRow(placed.id)).invoiceNumber).toBe(issued.invoiceNumber);
    // Asked again with the stale order: the number it has, and no number used.
    const again = await inTransaction(t.server.dataSource, (m) => issueInvoiceIn(m, stale));
    expect(again.invoiceNumber).toBe(issued.invoiceNumber);
    expect(await lastNumber(series)).toBe(before + 1);
  });

  it('keeps the invoice of a cancelled order valid and downloadable', async () => {
    const shopper = await newShopper(t, 'Cancelled');
    const placed = await placeOrder(shopper, 'COD');
    expect((await t.gql(UPDATE_STATUS, { id: placed.id, status: 5 }, admin)).body.data.updateOrderStatus.__typename).toBe('AdminOrder');
    const read = (await t.gql(ORDER, { id: placed.id }, shopper.token)).body.data.order;
    expect([read.invoiceNumber, read.invoiceUrl]).toEqual([placed.invoiceNumber, `orders/${placed.id}/invoice`]);
    for (const token of [shopper.token, admin]) {
      const file = await download(`orders/${placed.id}/invoice`, token);
      expect(file.status).toBe(200);
      const text = await pdfText(file.bytes);
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain(`Invoice no.: ${placed.invoiceNumber}`);
    }
  });

  it('issues nothing for an order without an invoice number, and uses no number', async () => {
    const shopper = await newShopper(t, 'Uninvoiced');
    const online = await placeOrder(shopper, 'ONLINE');
    const series = `CN/${financialYearNow()}`;
    const before = await lastNumber(series);
    expect(await credit(online.id, { amountMinor: 100, reason: 'Refund' })).toBeNull();
    expect(await lastNumber(series)).toBe(before);
    expect(Number((await db('SELECT COUNT(*) AS n FROM credit_notes WHERE orderId = ?', [online.id]))[0].n)).toBe(0);
  });

  it('numbers notes CN/<fy>, splits each in the invoice’s proportions and never credits more than the invoice', async () => {
    const shopper = await newShopper(t, 'Split');
    const placed = await placeOrder(shopper, 'COD');
    const order = await orderRow(placed.id);
    const invoiceParts = [order.taxableMinor!, order.cgstMinor, order.sgstMinor, order.igstMinor];
    expect(invoiceParts.reduce((a, b) => a + b, 0)).toBe(order.totalMinor);
    expect(order.cgstMinor).toBeGreaterThan(0); // delivered in the shop's state: CGST + SGST

    const third = Math.floor(order.totalMinor / 3);
    const refundId = randomUUID();
    const first = (await credit(placed.id, { amountMinor: third, reason: '  Clasp replaced; partial refund  ', refundId }))!;
    const second = (await credit(placed.id, { amountMinor: order.totalMinor - third, reason: 'Returned' }))!;
    expect(first.number).toMatch(new RegExp(`^CN/${financialYearNow()}/\\d{6}$`));
    expect(serial(second.number)).toBe(serial(first.number) + 1);
    expect([first.reason, first.refundId, second.refundId]).toEqual(['Clasp replaced; partial refund', refundId, null]);
    for (const note of [first, second]) {
      expect(note.taxableMinor + note.cgstMinor + note.sgstMinor + note.igstMinor).toBe(note.amountMinor);
      expect(note.igstMinor).toBe(0);
      expect(Math.abs(note.cgstMinor - note.sgstMinor)).toBeLessThanOrEqual(1);
    }
    // The first note's taxable value is its share of the invoice's, rounded half up (computed here in BigInt).
    const share = (part: number) =>
      Number((2n * BigInt(third) * BigInt(part) + BigInt(order.totalMinor)) / (2n * BigInt(order.totalMinor)));
    expect(first.taxableMinor).toBe(share(order.taxableMinor!));
    // Both notes credit the whole invoice: exactly its taxable value and each tax, to the paisa.
    const stored = await t.server.dataSource.getRepository(CreditNote).findBy({ orderId: placed.id });
    const totals = ['taxableMinor', 'cgstMinor', 'sgstMinor', 'igstMinor'].map((key) =>
      stored.reduce((sum, note) => sum + Number(note[key as keyof CreditNote]), 0),
    );
    expect(totals).toEqual(invoiceParts);
    // Nothing is left to credit: one paisa more is refused, and the refusal (a rollback) uses no number.
    const before = await lastNumber(`CN/${financialYearNow()}`);
    await expect(credit(placed.id, { amountMinor: 1, reason: 'Too much' })).rejects.toThrow(RangeError);
    expect(await lastNumber(`CN/${financialYearNow()}`)).toBe(before);
  });

  it('gives an export’s commercial invoice its notes from the CNX series, without Indian tax', async () => {
    const [usd] = await db("SELECT id FROM currencies WHERE code = 'USD'");
    const shopper = await newShopper(t, 'Abroad', Number(usd.id));
    // A dollar account's order delivered in India: cash on delivery is offered only there (docs/decisions.md#delivery-addresses),
    // and GST is charged on rupee orders only, so its invoice is still an export's commercial one.
    const placed = await placeOrder(shopper, 'COD', 'meera.abroad@example.com', 'Tamil Nadu');
    expect(placed.invoiceNumber).toMatch(/^EXP\//);
    const total = (await orderRow(placed.id)).totalMinor;
    const note = (await credit(placed.id, { amountMinor: total, reason: 'Order cancelled' }))!;
    expect(note.number).toMatch(new RegExp(`^CNX/${financialYearNow()}/\\d{6}$`));
    expect([note.taxableMinor, note.cgstMinor, note.sgstMinor, note.igstMinor, note.currencyCode]).toEqual([total, 0, 0, 0, 'USD']);
    const text = await pdfText((await download(`orders/${placed.id}/credit-notes/${note.id}`, shopper.token)).bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Against invoice: ${placed.invoiceNumber}`);
    expect(text).toContain(`USD ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(total / 100)}`);
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });

  it('keeps the CN series gapless under concurrent transactions, one of which rolls back', async () => {
    const shopper = await newShopper(t, 'Race');
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await placeOrder(shopper, 'COD'));
    const series = `CN/${financialYearNow()}`;
    const before = await lastNumber(series);
    class Abandoned extends Error {}
    // Six transactions at once, two per order for two of them: one holds its number a while and then rolls back,
    // so the others wait for the series row and one of them must take the number it gave back.
    const attempts = [
      { orderId: orders[0].id, rollBack: true },
      ...orders.map((order) => ({ orderId: order.id, rollBack: false })),
      { orderId: orders[1].id, rollBack: false },
    ];
    const results = await Promise.allSettled(
      attempts.map(({ orderId, rollBack }, index) =>
        inTransaction(t.server.dataSource, async (m) => {
          const order = await m.getRepository(Order).findOneByOrFail({ id: orderId });
          const note = await issueCreditNote(m, order, { amountMinor: 100 + index, reason: `Race ${index}` });
          if (rollBack) {
            await sleep(300);
            throw new Abandoned();
          }
          return note!;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(Abandoned);
    const numbers = results.flatMap((result) => (result.status === 'fulfilled' ? [serial(result.value.number)] : []));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => before + n));
    expect(await lastNumber(series)).toBe(before + 5);
    const stored = await db('SELECT number FROM credit_notes WHERE number LIKE ? ORDER BY number', [`${series}/%`]);
    const all = stored.map((row: { number: string }) => serial(row.number));
    expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1)); // the whole series: 1..n, no hole
  });

  it('serves a note as a PDF to the order’s owner and admins only, and lists notes in GraphQL', async () => {
    const owner = await newShopper(t, 'NoteOwner');
    const stranger = await newShopper(t, 'NoteStranger');
    const placed = await placeOrder(owner, 'COD');
    const other = await placeOrder(owner, 'COD');
    const order = await orderRow(placed.id);
    const note = (await credit(placed.id, { amountMinor: order.totalMinor, reason: 'Order cancelled by the shopper' }))!;
    const otherNote = (await credit(other.id, { amountMinor: 5_000, reason: 'Goodwill' }))!;
    const url = `orders/${placed.id}/credit-notes/${note.id}`;

    const file = await download(url, owner.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="credit-note-${note.number.replace(/\//g, '-')}.pdf"`);
    const text = await pdfText(file.bytes);
    const invoicedOn = new Intl.DateTimeFormat('en-IN', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(order.invoicedAt!);
    for (const expected of [
      'CREDIT NOTE',
      `Credit note no.: ${note.number}`,
      `Against invoice: ${placed.invoiceNumber} of ${invoicedOn}`,
      `GSTIN: ${SHOP_GSTIN}`,
      'Place of supply: 27-Maharashtra',
      placed.trackingId,
      'Meera Iyer',
      `Credit against invoice ${placed.invoiceNumber}`,
      'Reason: Order cancelled by the shopper',
      inr(note.taxableMinor),
      `INR ${inr(note.amountMinor)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`CGST @ 1\\.50%\\s+INR ${inr(note.cgstMinor).replace(/[.]/g, '\\.')}`));
    expect(text).toMatch(new RegExp(`SGST @ 1\\.50%\\s+INR ${inr(note.sgstMinor).replace(/[.]/g, '\\.')}`));
    expect(text).toMatch(/Total credited\s+INR/);
    expect(text).not.toMatch(/IGST|TAX INVOICE/);

    expect((await download(url, admin)).status).toBe(200);
    expect((await download(url, stranger.token)).status).toBe(403);
    expect((await download(url, null)).status).toBe(401);
    // A note reached through another order, or one that does not exist, is not found.
    const elsewhere = await download(`orders/${placed.id}/credit-notes/${otherNote.id}`, owner.token);
    expect([elsewhere.status, JSON.parse(elsewhere.bytes.toString()).details]).toEqual([404, 'Credit note not found']);
    expect((await download(`orders/${placed.id}/credit-notes/999999`, admin)).status).toBe(404);
    expect((await download(`orders/999999/credit-notes/${note.id}`, admin)).status).toBe(404);
    expect((await download(`orders/${placed.id}/credit-notes/0`, owner.token)).status).toBe(400);

    const expected = {
      id: note.id,
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      amount: { amount: (note.amountMinor / 100).toFixed(2), currencyCode: 'INR', minorUnits: note.amountMinor },
      reason: 'Order cancelled by the shopper',
      downloadUrl: url,
    };
    expect((await t.gql(ORDER, { id: placed.id }, owner.token)).body.data.order.creditNotes).toEqual([expected]);
    const adminRow = (await t.gql(ADMIN_ORDERS, {}, admin)).body.data.adminOrders.items.find((row: { id: number }) => row.id === placed.id);
    expect(adminRow.creditNotes).toEqual([expected]);
  });

  it('reads the credit notes of a whole order list in one statement', async () => {
    const shopper = await newShopper(t, 'Batched');
    for (let i = 0; i < 3; i++) {
      const placed = await placeOrder(shopper, 'COD');
      await credit(placed.id, { amountMinor: 1_000 + i, reason: 'Batch' });
    }
    const list = (fields: string) => t.gql(`query { myOrders(first: 10, offset: 0) { items { id ${fields} } } }`, {}, shopper.token);
    const without = await list('');
    const withNotes = await list('creditNotes { id number }');
    expect(withNotes.body.data.myOrders.items).toHaveLength(3);
    for (const item of withNotes.body.data.myOrders.items) expect(item.creditNotes).toHaveLength(1);
    expect(withNotes.sqlStatements).toBe(without.sqlStatements + 1);
    const adminList = (fields: string) => t.gql(`query { adminOrders(first: 20, offset: 0) { items { id ${fields} } } }`, {}, admin);
    expect((await adminList('creditNotes { id }')).sqlStatements).toBe((await adminList('')).sqlStatements + 1);
  });

  it('attaches the refund’s credit note to the refund e-mail and a cancellation’s to the cancellation e-mail', async () => {
    const shopper = await newShopper(t, 'Mailed');
    const email = `meera.${randomUUID().slice(0, 8)}@example.com`;
    const refunded = await placeOrder(shopper, 'COD', email);
    const cancelled = await placeOrder(shopper, 'COD', email);
    const refundId = randomUUID();
    // As the lifecycle does: the note and the e-mail that announces it commit in one transaction.
    const [refundNote, cancelNote] = await inTransaction(t.server.dataSource, async (m) => {
      const first = await m.getRepository(Order).findOneByOrFail({ id: refunded.id });
      // An earlier refund of the same order: the e-mail must carry the note of ITS refund, not this one.
      await issueCreditNote(m, first, { amountMinor: 300, reason: 'Earlier refund', refundId: randomUUID() });
      const note = await issueCreditNote(m, first, { amountMinor: 2_000, reason: 'Scratched clasp', refundId });
      await notify(m, { kind: 'refund-issued', orderId: refunded.id, refundId, amountMinor: 2_000 });
      const second = await m.getRepository(Order).findOneByOrFail({ id: cancelled.id });
      await m.getRepository(Order).update({ id: cancelled.id }, { status: 5 });
      const cancellation = await issueCreditNote(m, second, { amountMinor: second.totalMinor, reason: 'Order cancelled' });
      await notify(m, { kind: 'order-status-changed', orderId: cancelled.id, status: 5 });
      return [note!, cancellation!];
    });
    const mailsOf = (trackingId: string) => sink.to(email).filter((mail) => mail.subject.includes(trackingId));
    await until(
      'the refund and cancellation e-mails',
      () => mailsOf(refunded.trackingId).length >= 2 && mailsOf(cancelled.trackingId).length >= 2,
      () => t.server.jobs.kick(),
    );
    // Each message's PDFs (sorted: the worker may send them in either order).
    const pdfsOf = (trackingId: string) =>
      mailsOf(trackingId)
        .map((mail) => mail.parsed.attachments.map((file) => `${file.filename} ${file.contentType}`).join(', '))
        .sort();
    const pdf = (number: string, prefix: string) => `${prefix}-${number.replace(/\//g, '-')}.pdf application/pdf`;
    // The confirmation carries the invoice, the refund e-mail the refund's credit note, the cancellation its own.
    expect(pdfsOf(refunded.trackingId)).toEqual([pdf(refundNote.number, 'credit-note'), pdf(refunded.invoiceNumber!, 'invoice')]);
    expect(pdfsOf(cancelled.trackingId)).toEqual([pdf(cancelNote.number, 'credit-note'), pdf(cancelled.invoiceNumber!, 'invoice')]);
    const refundMail = mailsOf(refunded.trackingId).find((mail) => (mail.parsed.attachments[0]?.filename ?? '').startsWith('credit-note'))!;
    const text = await pdfText(refundMail.parsed.attachments[0].content);
    expect(text).toContain(`Credit note no.: ${refundNote.number}`);
    expect(text).toContain('Reason: Scratched clasp');
    expect(text).toContain(`INR ${inr(2_000)}`);
  });

  if (process.env.TEST_DB_KIND === 'mariadb') {
    it('has the credit_notes table exactly as the entity describes it (migration = entities)', async () => {
      const queries = (await t.server.dataSource.driver.createSchemaBuilder().log()).upQueries
        .map((q) => q.query)
        .filter((query) => /credit_notes/.test(query))
        // MariaDB reports a nullable column's default as the text NULL, which TypeORM reads as a difference.
        .filter((query) => !/^ALTER TABLE `\w+` CHANGE `(\w+)` `\1` [\w(),]+ NULL$/.test(query));
      expect(queries).toEqual([]);
    });
  }
});
