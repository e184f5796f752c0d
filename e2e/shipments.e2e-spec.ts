import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { type BrowserWindow, screenshot } from './harness/browser';
import { watchForProblems } from './harness/problems';
import { type Journey, VIEWPORTS, journey } from './harness/shop';
import { primaryLinks, useShopWithMail } from './harness/mail';
import { AdminShell } from './pages/admin.page';
import { AdminOrderDetail } from './pages/admin-order.page';
import { CheckoutPage } from './pages/checkout.page';
import { AdminOrdersPage, PaymentPage, TestGatewayPage } from './pages/payment.page';
import { ProfilePage } from './pages/profile.page';
import { customerWithCart as newCustomerWithCart } from './harness/customers';

// Issue 29's journey (docs/decisions.md#shipments-and-one-vocabulary): order → pay on the test gateway → the admin
// adds a courier on the Couriers page and ships it in the Ship dialog with that courier, a tracking number and the
// piece's HUID → My Order shows the parcel with the new courier's tracking link.

const PASSWORD = 'shipments-journey-password';
const DELIVERY = { address: '12 MG Road', apartment: 'Flat 4B', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };

/** This suite's shopper: a new account signed in, with one piece in its cart (harness/customers.ts). */
const customerWithCart = (j: Journey) => newCustomerWithCart(j, { label: 'ship', firstName: 'Diya', lastName: 'Nair', password: PASSWORD });

describe('shipments in Chromium: a paid order shipped with its parcel (issue 29)', () => {
  // The shop's e-mails go to a real SMTP server; their links to PUBLIC_URL, the address the browser uses.
  const { shop, mailAbout } = useShopWithMail();

  journey(
    shop,
    'a courier added on the Couriers page ships a paid order in the Ship dialog; My Order shows it, the tracking link and the HUID',
    async (j) => {
      // Arrange: the shopper places the order and pays it on the test gateway.
      const session = await customerWithCart(j);
      const checkout = new CheckoutPage(j.page);
      await j.goto('/checkout');
      await checkout.summaryLines.first().waitFor();
      await checkout.fillAddress(DELIVERY);
      await checkout.placeOrder.click();
      const gateway = new TestGatewayPage(j.page);
      await gateway.waitForOpen(j.shop.url);
      const { myOrders } = await j.api.gql('{ myOrders(first: 1) { items { id } } }', undefined, session.token);
      const orderId: number = myOrders.items[0].id;
      await gateway.approve.click();
      await j.page.waitForURL(`${j.shop.url}/order/${orderId}/payment`);
      await new PaymentPage(j.page).expectStatus('Paid');
      const huid = `S${String(orderId).padStart(4, '0')}${j.viewport === 'desktop' ? 'D' : 'P'}`.slice(-6);
      const tracking = `SM${orderId}778899`;
      // Couriers are unique by name and the shop is shared by both viewports' runs.
      const courierName = `Shree Maruti ${orderId}`;

      // Act: the admin, in a browser of their own, ships it through the Ship dialog.
      const admin = await j.shop.browser.newContext({ ...VIEWPORTS[j.viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
      admin.setDefaultTimeout(10_000);
      try {
        const page = await admin.newPage();
        const problems = watchForProblems(page, j.shop.url);
        const shell = new AdminShell(page);
        await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
        // The admin adds the courier on the Couriers page (side menu, under Orders in the breadcrumbs).
        await shell.openMenu('Couriers', j.viewport);
        await shell.expectCrumbs(['Dashboard', 'Orders', 'Couriers']);
        await page.getByTestId('couriers-add').click();
        const form = page.getByTestId('courier-dialog');
        await form.getByTestId('courier-form-name').fill(courierName);
        await form.getByTestId('courier-form-template').fill('https://example.com/track?awb={tracking}');
        // The dialog's fade-in ends before its picture is taken.
        await form.evaluate((element) =>
          Promise.all(
            (element as unknown as { getAnimations(o: object): { finished: Promise<unknown> }[] })
              .getAnimations({ subtree: true })
              .map((a) => a.finished),
          ),
        );
        await page.screenshot({ path: `/tmp/journey-courier-dialog-${j.viewport}.png` });
        await form.getByTestId('courier-form-submit').click();
        await form.waitFor({ state: 'detached' });
        const added = page.locator(`[data-testid="courier-row"][data-name="${courierName}"]`);
        await expect(added.getByTestId('courier-state').innerText()).resolves.toBe('Active');
        await page.screenshot({ path: `/tmp/journey-couriers-${j.viewport}.png`, fullPage: true });
        await screenshot(page, `admin-couriers-${j.viewport}`);
        await new AdminOrdersPage(page).open(j.shop.url, orderId);
        const detail = new AdminOrderDetail(page);
        await detail.status.filter({ hasText: /^Placed$/ }).waitFor();
        await detail.root.getByTestId('order-action-ship').click();
        const dialog = page.getByTestId('order-ship-dialog');
        await dialog.getByTestId('order-ship-courier').click();
        await page.getByRole('option', { name: courierName }).click();
        await dialog.getByTestId('order-ship-tracking').fill(tracking);
        await dialog.getByTestId('order-ship-huid').first().fill(huid.toLowerCase());
        await dialog.getByTestId('order-ship-certificate').first().fill(`LG${orderId}01`);
        await page.screenshot({ path: `/tmp/journey-ship-dialog-${j.viewport}.png` });
        await screenshot(page, `admin-ship-dialog-${j.viewport}`);
        await dialog.getByTestId('order-ship-confirm').click();
        await dialog.waitFor({ state: 'detached' });
        // Assert (back office): Shipped, with the parcel in the order detail.
        await detail.status.filter({ hasText: /^Shipped$/ }).waitFor();
        const parcel = detail.root.getByTestId('order-parcel');
        await expect(parcel.getByTestId('order-parcel-courier').innerText()).resolves.toBe(courierName);
        await expect(parcel.getByTestId('order-parcel-tracking').innerText()).resolves.toBe(tracking);
        await expect(parcel.getByTestId('order-parcel-piece').first().innerText()).resolves.toContain(`HUID ${huid}`);
        problems.assertNone();
      } finally {
        await admin.close();
      }

      // Assert (My Order): Shipped, the courier, the tracking number linked to the courier's page, the HUID.
      const profile = new ProfilePage(j.page);
      await j.goto('/profile?tab=orders');
      const card = profile.order(orderId);
      await card.status.filter({ hasText: /^Shipped$/ }).waitFor();
      const parcel = card.root.getByTestId('order-parcel');
      await expect(parcel.getByTestId('order-parcel-courier').innerText()).resolves.toBe(courierName);
      const link = parcel.getByTestId('order-parcel-tracking');
      await expect(link.innerText()).resolves.toBe(tracking);
      await expect(link.getAttribute('href')).resolves.toBe(`https://example.com/track?awb=${tracking}`);
      await expect(parcel.getByTestId('order-parcel-piece').first().innerText()).resolves.toContain(`HUID ${huid}`);
      await parcel.evaluate((element: { getBoundingClientRect(): { top: number } }) => {
        const win = globalThis as unknown as BrowserWindow;
        win.scrollTo(0, element.getBoundingClientRect().top + win.scrollY - 250);
      });
      await j.page.screenshot({ path: `/tmp/journey-my-order-parcel-${j.viewport}.png` });
      await j.screenshot('my-order-parcel', { fullPage: false });

      // Assert (e-mail): the shipped e-mail names the courier and the tracking number, and its one button opens
      // this order in My Order.
      const number = `ORD-${String(orderId).padStart(4, '0')}`;
      const shipped = await mailAbout(session.email, `${number} has shipped`, 1);
      expect(shipped.text).toContain(courierName);
      expect(shipped.text).toContain(tracking);
      const [view] = primaryLinks(shipped);
      expect(view).toBe(`${j.shop.url}/profile?tab=orders&order=${orderId}`);
      await j.goto(view.slice(j.shop.url.length));
      await card.status.filter({ hasText: /^Shipped$/ }).waitFor();
      await expect(card.root.getByTestId('order-parcel-tracking').innerText()).resolves.toBe(tracking);
    },
    { timeout: 120_000 },
  );
});
