import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { screenshot } from './harness/browser';
import { type Journey, VIEWPORTS, journey, useShop } from './harness/shop';
import { watchForProblems } from './harness/problems';
import { AdminShell } from './pages/admin.page';
import { CheckoutPage } from './pages/checkout.page';
import { AdminOrdersPage, PaymentPage, TestGatewayPage } from './pages/payment.page';
import { ProfilePage } from './pages/profile.page';
import { customerWithCart as newCustomerWithCart } from './harness/customers';

// Issue 18: an online order is paid through the shop's built-in test gateway (it takes no money, and
// calls the shop back with a signed event exactly like a provider), at desktop and phone size.

const PASSWORD = 'payments-journey-password';
const DELIVERY = { address: '12 MG Road', apartment: 'Flat 4B', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };

interface OrderPaymentState {
  id: number;
  paymentMethod: string;
  paymentStatus: string;
  paymentProvider: string | null;
  paymentReference: string | null;
  payable: boolean;
}

/** This suite's shopper: a new account signed in, with one piece in its cart (harness/customers.ts). */
const customerWithCart = (j: Journey) =>
  newCustomerWithCart(j, { label: 'payments', firstName: 'Anaya', lastName: 'Iyer', password: PASSWORD });

/** The shopper's orders, newest first, as the API sees their payment. */
async function ordersOf(j: Journey, token: string): Promise<OrderPaymentState[]> {
  const data = await j.api.gql(
    '{ myOrders(first: 10) { items { id paymentMethod paymentStatus paymentProvider paymentReference payable } } }',
    undefined,
    token,
  );
  return data.myOrders.items;
}

/** Checkout with the cart, the address, Online (preselected) and Place order: lands on the test gateway. */
async function placeOnlineOrder(j: Journey, token: string): Promise<OrderPaymentState> {
  const checkout = new CheckoutPage(j.page);
  await j.goto('/checkout');
  await checkout.summaryLines.first().waitFor();
  await checkout.fillAddress(DELIVERY);
  expect(await checkout.online.isChecked()).toBe(true);
  await checkout.placeOrder.click();
  await new TestGatewayPage(j.page).waitForOpen(j.shop.url);
  const [order] = await ordersOf(j, token);
  expect(order).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'PENDING', payable: true });
  return order;
}

/** The admin in a browser of their own, at the journey's size, on the orders list. */
async function asAdmin(j: Journey, work: (orders: AdminOrdersPage) => Promise<void>): Promise<void> {
  const context = await j.shop.browser.newContext({ ...VIEWPORTS[j.viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(10_000);
  try {
    const page = await context.newPage();
    const problems = watchForProblems(page, j.shop.url);
    await new AdminShell(page).logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    await work(new AdminOrdersPage(page));
    problems.assertNone();
  } finally {
    await context.close();
  }
}

describe('online payment through the test gateway', () => {
  const shop = useShop();

  journey(
    shop,
    'an online order is paid on the test gateway (after a Back from it): Paid on the payment page, in My Order and in the back-office, then refunded',
    async (j) => {
      // Arrange
      const session = await customerWithCart(j);
      const gateway = new TestGatewayPage(j.page);
      const payment = new PaymentPage(j.page);
      const profile = new ProfilePage(j.page);

      // Act: place the order; the test gateway's page opens; pay.
      const order = await placeOnlineOrder(j, session.token);
      await j.page.getByText('no money is taken', { exact: false }).first().waitFor();
      await j.screenshot('payment-test-gateway');
      // The shopper goes Back from the gateway without paying: not to the emptied checkout but to the
      // order's payment page, which waits and offers Pay now (it opens the gateway again).
      await j.page.goBack();
      await j.page.waitForURL(`${j.shop.url}/order/${order.id}/payment`);
      await payment.expectStatus('Waiting for payment');
      await j.screenshot('payment-waiting');
      await payment.payNow.click();
      await gateway.waitForOpen(j.shop.url);
      await gateway.approve.click();

      // Assert: back on the shop's payment page, paid (once the gateway's signed event has landed).
      await j.page.waitForURL(`${j.shop.url}/order/${order.id}/payment`);
      await payment.expectStatus('Paid');
      await expect(payment.orderNumber.innerText()).resolves.toContain(`ORD-${String(order.id).padStart(4, '0')}`);
      expect(await payment.payNow.count()).toBe(0);
      const [paid] = await ordersOf(j, session.token);
      expect(paid).toMatchObject({ id: order.id, paymentStatus: 'PAID', paymentProvider: 'test', payable: false });
      expect(paid.paymentReference).toBeTruthy();
      await expect(payment.reference.innerText()).resolves.toContain(paid.paymentReference!);
      await j.screenshot('payment-paid');

      // My Order says Paid, with no Pay now.
      await payment.myOrder.click();
      await j.page.waitForURL(`${j.shop.url}/profile?tab=orders`);
      const card = profile.order(order.id);
      await card.payment.filter({ hasText: /^Paid$/ }).waitFor();
      expect(await card.payNow.count()).toBe(0);
      await j.screenshot('payment-my-order-paid', { fullPage: false });

      // The back-office: Paid with the gateway's reference; the admin refunds it in full.
      await asAdmin(j, async (orders) => {
        const row = await orders.open(j.shop.url, order.id);
        await expect(row.payment.innerText()).resolves.toBe('Paid');
        await expect(row.paymentReference.innerText()).resolves.toBe(`Test gateway · ${paid.paymentReference}`);
        // The journey's own helper shoots the shopper's page.
        await screenshot(orders.page, `admin-order-paid-${j.viewport}`);
        await row.refund.click();
        await orders.refundDialog.waitFor();
        // All that is left is the amount it starts at; a reason is required (issue 28).
        await orders.refundReason.fill('Customer changed their mind');
        await orders.refundConfirm.click();
        await row.payment.filter({ hasText: /^Refunded$/ }).waitFor();
        await orders.refundDialog.waitFor({ state: 'detached' });
        expect(await row.refund.count()).toBe(0);
        await screenshot(orders.page, `admin-order-refunded-${j.viewport}`);
      });
      expect((await ordersOf(j, session.token))[0]).toMatchObject({ paymentStatus: 'REFUNDED', payable: false });

      // The shopper sees it too, in My Order and on the order's payment page.
      await j.page.reload();
      await profile
        .order(order.id)
        .payment.filter({ hasText: /^Refunded$/ })
        .waitFor();
      await j.goto(`/order/${order.id}/payment`);
      await payment.expectStatus('Refunded');
      expect(await payment.payNow.count()).toBe(0);
      await j.screenshot('payment-refunded');
    },
    { timeout: 90_000 },
  );

  journey(
    shop,
    'a declined payment shows the reason and leaves the order payable: Pay now from My Order pays it',
    async (j) => {
      // Arrange
      const session = await customerWithCart(j);
      const gateway = new TestGatewayPage(j.page);
      const payment = new PaymentPage(j.page);
      const profile = new ProfilePage(j.page);
      const order = await placeOnlineOrder(j, session.token);

      // Act: decline on the gateway.
      await gateway.decline.click();

      // Assert: declined, in the gateway's words, and payable again.
      await j.page.waitForURL(`${j.shop.url}/order/${order.id}/payment`);
      await payment.expectStatus('Payment declined');
      const { orderPayment } = await j.api.gql(
        'query ($orderId: Int!) { orderPayment(orderId: $orderId) { ... on OrderPayment { failureMessage } } }',
        { orderId: order.id },
        session.token,
      );
      expect(orderPayment.failureMessage).toBeTruthy();
      await expect(payment.failure.innerText()).resolves.toBe(`Test gateway: ${orderPayment.failureMessage}`);
      const [declined] = await ordersOf(j, session.token);
      expect(declined).toMatchObject({ paymentStatus: 'FAILED', payable: true });
      await payment.payNow.waitFor();
      await j.screenshot('payment-declined');

      // My Order: Payment failed, with Pay now.
      await j.goto('/profile?tab=orders');
      const card = profile.order(order.id);
      await card.payment.filter({ hasText: /^Payment failed$/ }).waitFor();
      await j.screenshot('payment-my-order-failed', { fullPage: false });

      // Act: Pay now from My Order, approved this time.
      await card.payNow.click();
      await gateway.waitForOpen(j.shop.url);
      await gateway.approve.click();

      // Assert: paid, once.
      await j.page.waitForURL(`${j.shop.url}/order/${order.id}/payment`);
      await payment.expectStatus('Paid');
      expect(await ordersOf(j, session.token)).toEqual([expect.objectContaining({ id: order.id, paymentStatus: 'PAID', payable: false })]);
      await payment.myOrder.click();
      await profile
        .order(order.id)
        .payment.filter({ hasText: /^Paid$/ })
        .waitFor();
    },
    { timeout: 90_000 },
  );

  journey(
    shop,
    'when the payment cannot start, the order is kept: its payment page says so, and Pay now pays it',
    async (j) => {
      // Arrange: the first startPayment never reaches the shop (a dropped connection).
      const session = await customerWithCart(j);
      const checkout = new CheckoutPage(j.page);
      const payment = new PaymentPage(j.page);
      const gateway = new TestGatewayPage(j.page);
      let dropped = 0;
      await j.page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName !== 'PaymentStart' || dropped > 0) return route.fallback();
        dropped += 1;
        await route.abort('connectionreset');
      });
      await j.goto('/checkout');
      await checkout.summaryLines.first().waitFor();
      await checkout.fillAddress(DELIVERY);

      // Act
      await checkout.placeOrder.click();

      // Assert: the order exists, unpaid; its payment page tells why and offers Pay now.
      await j.page.waitForURL(/\/order\/\d+\/payment$/);
      const [order] = await ordersOf(j, session.token);
      expect(j.page.url()).toBe(`${j.shop.url}/order/${order.id}/payment`);
      await payment.expectStatus('Waiting for payment');
      await expect(payment.notice.innerText()).resolves.toBe('We could not start the payment. Your order is saved: please try again.');
      await expect(payment.explanation.innerText()).resolves.toBe('We have not received a payment for this order yet.');
      expect(order).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'PENDING', payable: true });
      expect(dropped).toBe(1);
      await j.screenshot('payment-start-failed', { fullPage: false });

      // Act: Pay now, and approve.
      await payment.payNow.click();
      await gateway.waitForOpen(j.shop.url);
      await gateway.approve.click();

      // Assert
      await j.page.waitForURL(`${j.shop.url}/order/${order.id}/payment`);
      await payment.expectStatus('Paid');
      expect(await payment.notice.count()).toBe(0);
      expect((await ordersOf(j, session.token))[0]).toMatchObject({ id: order.id, paymentStatus: 'PAID' });
    },
    // The request the journey cuts off on purpose, and the Apollo error link's log of it.
    {
      allow: [
        /request failed \(net::ERR_CONNECTION_RESET\): POST .*\/graphql/,
        /console error: Failed to load resource: net::ERR_CONNECTION_RESET/,
        /console error: \[network error\] PaymentStart/,
      ],
    },
  );
});
