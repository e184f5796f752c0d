import type { Locator, Page } from 'playwright-core';

/**
 * The expanded order of /admin/orders (client/src/admin/orders/components): its actions panel (the buttons are the
 * server's `allowedActions`), the question an action asks first, and the history timeline (issue 28).
 */
export class AdminOrderDetail {
  readonly root: Locator;
  /** The status chip of the actions panel: Pending, Cancelled, ... */
  readonly status: Locator;
  /** The lifecycle's buttons, one per allowed action (data-testid order-action-<action>, order-refund, order-delete). */
  readonly actions: Locator;
  readonly cancel: Locator;
  readonly actionDialog: Locator;
  readonly actionConfirm: Locator;
  readonly invoice: Locator;
  readonly creditNotes: Locator;
  /** The timeline's events, oldest first; each carries its `data-kind` (cancelled, refunded, ...). */
  readonly events: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('order-details');
    this.status = this.root.getByTestId('order-detail-status');
    this.actions = this.root.getByTestId('order-actions').getByRole('button');
    this.cancel = this.root.getByTestId('order-action-cancel');
    this.actionDialog = page.getByTestId('order-action-dialog');
    this.actionConfirm = page.getByTestId('order-action-dialog-confirm');
    this.invoice = this.root.getByTestId('invoice-download');
    this.creditNotes = this.root.getByTestId('credit-note-download');
    this.events = this.root.getByTestId('order-history').getByTestId('order-event');
  }

  /** The timeline's event of this kind (waits for it: a refund sent after the cancel lands a moment later). */
  event(kind: string): Locator {
    return this.root.locator(`[data-testid="order-history"] [data-testid="order-event"][data-kind="${kind}"]`);
  }
}
