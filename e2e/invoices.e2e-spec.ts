import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { formatPrice } from './harness/api';
import { ADMIN_VIEWPORTS, type Shop, journey, useShop } from './harness/shop';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { inTransaction } from '../server/src/database/transactions';
import { issueCreditNote } from '../server/src/domain/invoices/credit-notes';
import { Order } from '../server/src/entities/order.entity';

// GST and invoices in Chromium (docs/decisions.md#gst-and-invoices): the product page's breakup says what
// GST its price contains; My Order shows the CGST and SGST of a cash-on-delivery order delivered in the
// shop's state and downloads its invoice (a PDF whose text poppler reads back); the back-office order row
// shows the same split and downloads the same invoice. Amounts are computed here from the stored total.
// A credit note (docs/decisions.md#credit-notes) is offered next to the invoice in both and downloads as one.

const run = promisify(execFile);
const SHOP_GSTIN = '27AAPFU0939F1ZV';
const A_RING = 'Aurora Solitaire Ring';

/** The GST an amount contains at 3 %, computed here: taxable = amount × 100 / 103, rounded half up to a paisa. */
const gstAt3 = (amountMinor: number) => amountMinor - Number((BigInt(amountMinor) * 200n + 103n) / 206n);

interface PlacedOrder {
  id: number;
  totalMinor: number;
  email: string;
  password: string;
}

/** A new shopper's cash-on-delivery Buy Now of the ring's preselected choice, delivered in Maharashtra. */
async function placeOrder(shop: Shop, label: string): Promise<PlacedOrder> {
  const db = (sql: string, params: unknown[] = []) => shop.server.server.dataSource.query(sql, params);
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'secret12';
  await shop.server.gql('mutation($input: SignupInput!) { signup(input: $input) { __typename } }', {
    input: { firstName: 'Meera', lastName: 'Joshi', phone: '+919800011133', email, password, currencyId: 1 },
  });
  const token = await shop.server.login(email, password);
  const [product] = await db('SELECT id FROM products WHERE name = ? ORDER BY id LIMIT 1', [A_RING]);
  const first = async (table: string) =>
    (await db(`SELECT id FROM ${table} WHERE productId = ? ORDER BY position, id LIMIT 1`, [product.id]))[0]?.id ?? null;
  const item = {
    productId: Number(product.id),
    productCaratId: await first('product_carats'),
    productColorId: await first('product_colors'),
    productSizeId: await first('product_sizes'),
    quantity: 1,
  };
  const placed = await shop.server.gql(
    `mutation($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on CreateOrderSuccess { order { id } } } }`,
    {
      input: {
        firstName: 'Meera',
        lastName: 'Joshi',
        email,
        phone: '+919800011133',
        address: '3 Linking Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400050',
        paymentMethod: 'COD',
        source: 'BUY_NOW',
        item,
      },
    },
    token,
  );
  const id = Number(placed.body.data.createOrder.order.id);
  const [order] = await db('SELECT totalMinor FROM orders WHERE id = ?', [id]);
  return { id, totalMinor: Number(order.totalMinor), email, password };
}

/** Clicks the invoice button, saves the download and answers its file name and text (pdftotext). */
async function downloadInvoice(page: Page, button: ReturnType<Page['getByTestId']>): Promise<{ fileName: string; text: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'invoice-download-'));
  try {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = path.join(dir, 'invoice.pdf');
    await download.saveAs(file);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    return { fileName: download.suggestedFilename(), text: (await run('pdftotext', ['-layout', file, '-'])).stdout };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A credit note of the whole order, issued as the order lifecycle does when it cancels a COD order. */
const creditWholeOrder = (shop: Shop, orderId: number) =>
  inTransaction(shop.server.server.dataSource, async (m) => {
    const order = await m.getRepository(Order).findOneByOrFail({ id: orderId });
    return (await issueCreditNote(m, order, { amountMinor: order.totalMinor, reason: 'Order cancelled' }))!;
  });

const invoiceNumberOf = async (shop: Shop, orderId: number): Promise<string> =>
  (await shop.server.server.dataSource.query('SELECT invoiceNumber FROM orders WHERE id = ?', [orderId]))[0].invoiceNumber;

describe('GST and invoices in Chromium (built client, real server, embedded SQLite)', () => {
  const shop = useShop({ SHOP_GSTIN });

  journey(shop, 'the product page says how much GST its price contains', async (j) => {
    const [product] = await shop.server.server.dataSource.query('SELECT id FROM products WHERE name = ? ORDER BY id LIMIT 1', [A_RING]);
    await j.goto(`/product/${product.id}`);
    const total = j.page.getByTestId('breakup-total');
    await total.waitFor();
    const totalMinor = Number((await total.innerText()).replace(/[^\d]/g, ''));
    const gst = j.page.getByTestId('breakup-gst');
    expect(await gst.innerText()).toBe(formatPrice(gstAt3(totalMinor), 'INR'));
    await expect(j.page.getByText('Includes GST (3%)').isVisible()).resolves.toBe(true);
  });

  journey(shop, 'My Order shows the CGST and SGST of an order and downloads its invoice', async (j) => {
    // Arrange: a cash-on-delivery order delivered in the shop's state (Maharashtra, the GSTIN's 27).
    const order = await placeOrder(shop, `mine-${j.viewport}`);
    const gst = gstAt3(order.totalMinor);
    await j.signIn(order.email, order.password);

    // Act: open My Order.
    await j.goto('/profile?tab=orders');
    const card = j.page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.waitFor();

    // Assert: the split, half each (the odd paisa to CGST).
    expect(await card.getByTestId('order-gst-cgst').innerText()).toBe(formatPrice(Math.ceil(gst / 2), 'INR'));
    expect(await card.getByTestId('order-gst-sgst').innerText()).toBe(formatPrice(Math.floor(gst / 2), 'INR'));
    await j.screenshot('my-order-gst');

    // Act + assert: the invoice downloads as the order's tax invoice.
    const invoice = await downloadInvoice(j.page, card.getByTestId('invoice-download'));
    const number = await invoiceNumberOf(shop, order.id);
    expect(number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.fileName).toBe(`invoice-${number.replace(/\//g, '-')}.pdf`);
    expect(invoice.text).toContain('TAX INVOICE');
    expect(invoice.text).toContain(`Invoice no.: ${number}`);
    expect(invoice.text).toContain(`GSTIN: ${SHOP_GSTIN}`);
    expect(invoice.text).toContain('Meera Joshi');
  });

  journey(shop, 'My Order and the back-office offer the credit note of a cancelled order next to its invoice', async (j) => {
    // Arrange: a cash-on-delivery order (invoiced when placed) credited in full.
    const order = await placeOrder(shop, `credited-${j.viewport}`);
    const note = await creditWholeOrder(shop, order.id);
    await j.signIn(order.email, order.password);

    // Act: open My Order and download the credit note.
    await j.goto('/profile?tab=orders');
    const card = j.page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.waitFor();
    await expect(card.getByTestId('invoice-download').isVisible()).resolves.toBe(true);
    const button = card.getByTestId('credit-note-download');
    expect(await button.innerText()).toMatch(new RegExp(`credit note ${note.number}`, 'i'));
    await j.screenshot('my-order-credit-note');
    const file = await downloadInvoice(j.page, button);

    // Assert: the note, against the order's invoice, for its whole total.
    const number = await invoiceNumberOf(shop, order.id);
    expect(file.fileName).toBe(`credit-note-${note.number.replace(/\//g, '-')}.pdf`);
    expect(file.text).toContain('CREDIT NOTE');
    expect(file.text).toContain(`Credit note no.: ${note.number}`);
    expect(file.text).toContain(`Against invoice: ${number}`);
    expect(file.text).toContain(`INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(order.totalMinor / 100)}`);
  });

  journey(
    shop,
    'the back-office order row shows the GST split and downloads the invoice',
    async (j) => {
      const order = await placeOrder(shop, `admin-${j.viewport}`);
      const gst = gstAt3(order.totalMinor);
      await j.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);

      // The search finds the one order, so its details are open.
      await j.goto(`/admin/orders?search=%23${order.id}`);
      const details = j.page.getByTestId('order-details');
      await details.waitFor();
      expect(await details.getByTestId('order-gst-cgst').innerText()).toBe(formatPrice(Math.ceil(gst / 2), 'INR'));
      expect(await details.getByTestId('order-gst-sgst').innerText()).toBe(formatPrice(Math.floor(gst / 2), 'INR'));
      await j.screenshot('admin-order-gst');

      const invoice = await downloadInvoice(j.page, details.getByTestId('invoice-download'));
      const number = await invoiceNumberOf(shop, order.id);
      expect(invoice.text).toContain(`Invoice no.: ${number}`);

      // A credit note issued meanwhile is offered next to the invoice once the page is read again.
      const note = await creditWholeOrder(shop, order.id);
      await j.page.reload();
      const button = j.page.getByTestId('order-details').getByTestId('credit-note-download');
      await button.waitFor();
      const credit = await downloadInvoice(j.page, button);
      expect(credit.text).toContain(`Credit note no.: ${note.number}`);
      expect(credit.text).toContain(`Against invoice: ${number}`);
    },
    { viewports: ADMIN_VIEWPORTS },
  );
});
