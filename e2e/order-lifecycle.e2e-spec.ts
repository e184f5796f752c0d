import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { formatPrice } from './harness/api';
import { type BrowserWindow, screenshot } from './harness/browser';
import { watchForProblems } from './harness/problems';
import { type Journey, VIEWPORTS, journey, useShop } from './harness/shop';
import { AdminShell } from './pages/admin.page';
import { AdminOrderDetail } from './pages/admin-order.page';
import { CheckoutPage } from './pages/checkout.page';
import { AdminOrdersPage, PaymentPage, TestGatewayPage } from './pages/payment.page';
import { ProfilePage } from './pages/profile.page';
import { customerWithCart as newCustomerWithCart } from './harness/customers';

// Issue 28's journey: a paid online order cancelled in the back-office is refunded, and the shopper sees it
// Cancelled, refunded, with a credit note against the order's invoice (docs/decisions.md#credit-notes).

const run = promisify(execFile);
const PASSWORD = 'lifecycle-journey-password';
const DELIVERY = { address: '12 MG Road', apartment: 'Flat 4B', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };

/** This suite's shopper: a new account signed in, with one piece in its cart (harness/customers.ts). */
const customerWithCart = (j: Journey) =>
  newCustomerWithCart(j, { label: 'lifecycle', firstName: 'Anaya', lastName: 'Iyer', password: PASSWORD });

/** Clicks a download button, saves the file and answers its name and text (pdftotext, as invoices.e2e-spec.ts). */
async function downloadPdf(page: Page, button: Locator): Promise<{ fileName: string; text: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lifecycle-download-'));
  try {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = path.join(dir, 'download.pdf');
    await download.saveAs(file);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    return { fileName: download.suggestedFilename(), text: (await run('pdftotext', ['-layout', file, '-'])).stdout };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('order lifecycle in Chromium: a paid order cancelled in the back-office (issue 28)', () => {
  const shop = useShop();
  const db = (sql: string, params: unknown[] = []) => shop.server.server.dataSource.query(sql, params);

  journey(
    shop,
    'an INR order paid online and cancelled by an admin is refunded, and the shopper sees Cancelled, the refund and a credit note',
    async (j) => {
      // Arrange: the shopper places the order and pays it on the test gateway.
      const session = await customerWithCart(j);
      const checkout = new CheckoutPage(j.page);
      const gateway = new TestGatewayPage(j.page);
      const payment = new PaymentPage(j.page);
      await j.goto('/checkout');
      await checkout.summaryLines.first().waitFor();
      await checkout.fillAddress(DELIVERY);
      await checkout.placeOrder.click();
      await gateway.waitForOpen(j.shop.url);
      const { myOrders } = await j.api.gql('{ myOrders(first: 1) { items { id } } }', undefined, session.token);
      const orderId: number = myOrders.items[0].id;
      await gateway.approve.click();
      await j.page.waitForURL(`${j.shop.url}/order/${orderId}/payment`);
      await payment.expectStatus('Paid');
      const [stored] = await db('SELECT totalMinor, currencyCode, invoiceNumber FROM orders WHERE id = ?', [orderId]);
      const total = formatPrice(Number(stored.totalMinor), 'INR');
      const invoiceNumber: string = stored.invoiceNumber;
      expect(stored.currencyCode).toBe('INR');
      expect(invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);

      // Act: the admin, in a browser of their own, opens the order, sees what may be done and cancels it.
      const admin = await j.shop.browser.newContext({ ...VIEWPORTS[j.viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
      admin.setDefaultTimeout(10_000);
      try {
        const page = await admin.newPage();
        const problems = watchForProblems(page, j.shop.url);
        await new AdminShell(page).logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
        const row = await new AdminOrdersPage(page).open(j.shop.url, orderId);
        const detail = new AdminOrderDetail(page);
        await row.payment.filter({ hasText: /^Paid$/ }).waitFor();
        await detail.cancel.waitFor();
        // A paid order not yet shipped: exactly the server's allowed actions, as buttons (their text is upper-cased by CSS).
        expect(await detail.actions.allTextContents()).toEqual(['Process', 'Ship', 'Refund', 'Cancel order', 'Archive order']);
        await detail.cancel.click();
        await detail.actionDialog.waitFor();
        await expect(detail.actionDialog.innerText()).resolves.toContain(`This refunds the payment of ${total}`);
        await detail.actionConfirm.click();
        await detail.actionDialog.waitFor({ state: 'detached' });

        // Assert: Cancelled and refunded (the test gateway answers the refund at once; the chip follows it).
        await detail.status.filter({ hasText: /^Cancelled$/ }).waitFor();
        await row.payment.filter({ hasText: /^Refunded$/ }).waitFor();
        await detail.event('cancelled').waitFor();
        await detail.event('refunded').waitFor();
        await expect(detail.event('refunded').getByTestId('order-event-amount').innerText()).resolves.toBe(total);
        expect(await detail.cancel.count()).toBe(0);
        expect(await detail.creditNotes.count()).toBe(1);
        await page.screenshot({ path: `/tmp/journey-admin-order-cancelled-${j.viewport}.png`, fullPage: true });
        await screenshot(page, `admin-order-cancelled-${j.viewport}`);
        problems.assertNone();
      } finally {
        await admin.close();
      }

      // Assert: the shopper's My Order says Cancelled, what was refunded, and offers the credit note by the invoice.
      const profile = new ProfilePage(j.page);
      await j.goto('/profile?tab=orders');
      const card = profile.order(orderId);
      await card.status.filter({ hasText: /^Cancelled$/ }).waitFor();
      await card.payment.filter({ hasText: /^Refunded$/ }).waitFor();
      await expect(card.root.getByTestId('order-refunded').innerText()).resolves.toContain(`Refunded ${total}`);
      await card.root.locator('[data-testid="order-event"][data-kind="cancelled"]').waitFor();
      await card.root.locator('[data-testid="order-event"][data-kind="refunded"]').waitFor();
      // The credit note that corrects the invoice is in the history too (docs/decisions.md#order-lifecycle).
      await card.root.locator('[data-testid="order-event"][data-kind="credit-note"]').waitFor();
      await card.root.getByTestId('invoice-download').waitFor();
      const button = card.root.getByTestId('credit-note-download');
      const [note] = await db('SELECT number FROM credit_notes WHERE orderId = ?', [orderId]);
      expect(await button.innerText()).toMatch(new RegExp(`credit note ${note.number}`, 'i'));
      // The card's top under the sticky header, at the window's size (a full-page shot repeats the fixed header).
      await card.root.evaluate((element: { getBoundingClientRect(): { top: number } }) => {
        const win = globalThis as unknown as BrowserWindow;
        win.scrollTo(0, element.getBoundingClientRect().top + win.scrollY - 150);
      });
      await j.page.screenshot({ path: `/tmp/journey-my-order-cancelled-${j.viewport}.png` });
      await j.screenshot('my-order-cancelled-refunded', { fullPage: false });
      const pdf = await downloadPdf(j.page, button);
      expect(pdf.text).toContain('CREDIT NOTE');
      expect(pdf.text).toContain(`Credit note no.: ${note.number}`);
      expect(pdf.text).toContain(`Against invoice: ${invoiceNumber}`);
    },
    { timeout: 120_000 },
  );
});
