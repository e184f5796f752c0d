import type { Locator, Page } from 'playwright-core';
import { gotoHydrated } from '../harness/shop';

/** /order/:orderId/payment: where a shopper lands back from the payment provider (client/src/storefront/checkout). */
export class PaymentPage {
  readonly root: Locator;
  readonly card: Locator;
  /** The status heading: Paid, Payment declined, Waiting for payment, Refunded, Cash on delivery. */
  readonly status: Locator;
  readonly orderNumber: Locator;
  /** What the status means, in a sentence or two. */
  readonly explanation: Locator;
  /** The provider's words for a declined payment. */
  readonly failure: Locator;
  /** Why the last attempt to pay did not start. */
  readonly notice: Locator;
  readonly reference: Locator;
  readonly payNow: Locator;
  readonly myOrder: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('payment-page');
    this.card = page.getByTestId('payment-card');
    this.status = page.getByTestId('payment-status');
    this.orderNumber = page.getByTestId('payment-order-number');
    this.explanation = page.getByTestId('payment-explanation');
    this.failure = page.getByTestId('payment-failure');
    this.notice = page.getByTestId('payment-notice');
    this.reference = page.getByTestId('payment-reference');
    this.payNow = page.getByTestId('payment-pay-now');
    this.myOrder = page.getByTestId('payment-my-order');
  }

  /** Waits until the page shows this status (a pending payment turns paid once the provider's event lands). */
  async expectStatus(title: string): Promise<void> {
    await this.status.filter({ hasText: new RegExp(`^${title}$`) }).waitFor();
  }
}

/** The built-in test gateway's page (/pay/test/<session>, served by the shop): Approve or Decline, no money taken. */
export class TestGatewayPage {
  readonly approve: Locator;
  readonly decline: Locator;

  constructor(readonly page: Page) {
    this.approve = page.getByTestId('test-gateway-approve');
    this.decline = page.getByTestId('test-gateway-decline');
  }

  /** Waits for the gateway's page to open (after Place order or Pay now). */
  async waitForOpen(shopUrl: string): Promise<void> {
    await this.page.waitForURL((url) => url.href.startsWith(`${shopUrl}/pay/test/`));
    await this.approve.waitFor();
  }
}

/** One row (a card on a phone) of the back-office orders list, with its expanded details. */
export class AdminOrderRow {
  readonly amount: Locator;
  readonly status: Locator;
  /** The payment badge: Payment pending, Paid, Payment failed, Refunded, Cash on delivery. */
  readonly payment: Locator;
  /** The provider and its reference of the payment, e.g. "Test gateway · tg_…". */
  readonly paymentReference: Locator;
  readonly refund: Locator;

  constructor(
    readonly root: Locator,
    details: Locator,
  ) {
    this.amount = root.getByTestId('order-amount');
    this.status = root.getByTestId('order-status');
    this.payment = root.getByTestId('order-payment');
    this.paymentReference = root.getByTestId('order-payment-reference');
    this.refund = details.getByTestId('order-refund');
  }
}

/** /admin/orders: the list, an order found by its number, and the refund dialog. */
export class AdminOrdersPage {
  readonly refundDialog: Locator;
  readonly refundConfirm: Locator;
  readonly refundRefusal: Locator;
  readonly refundReason: Locator;

  constructor(readonly page: Page) {
    this.refundDialog = page.getByTestId('order-refund-dialog');
    this.refundConfirm = page.getByTestId('order-refund-dialog-confirm');
    this.refundRefusal = page.getByTestId('order-refund-dialog-refusal');
    this.refundReason = page.getByTestId('order-refund-reason');
  }

  /** Opens the list searched for one order (its row opens by itself) and answers that row. */
  async open(shopUrl: string, orderId: number): Promise<AdminOrderRow> {
    await gotoHydrated(this.page, `${shopUrl}/admin/orders?search=%23${orderId}`);
    const row = this.page.locator(`[data-testid="orders-row"][data-row-id="${orderId}"]`);
    await row.waitFor();
    // The list before the search may still show while the search runs: wait for this order alone.
    await this.page.locator(`[data-testid="orders-row"]:not([data-row-id="${orderId}"])`).first().waitFor({ state: 'detached' });
    return new AdminOrderRow(row, this.page.getByTestId('order-details'));
  }
}
