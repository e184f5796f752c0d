import type { Locator, Page } from 'playwright-core';

/** /design-your-own: the request form (client/src/storefront/custom-design), then its confirmation. */
export class CustomDesignPage {
  readonly root: Locator;
  readonly form: Locator;
  readonly picture: Locator;
  readonly picturePreview: Locator;
  readonly submit: Locator;
  readonly requested: Locator;
  readonly toOrders: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('design-page');
    this.form = page.getByTestId('design-form');
    this.picture = page.getByTestId('design-picture');
    this.picturePreview = page.getByTestId('design-picture-preview');
    this.submit = page.getByTestId('design-submit');
    this.requested = page.getByTestId('design-requested');
    this.toOrders = page.getByTestId('design-to-orders');
  }

  /** A text field (or the native select) by its name as the form's test ids spell it, e.g. 'zip-code'. */
  field(name: string): Locator {
    return this.page.getByTestId(`design-${name}`).locator('input, textarea:not([aria-hidden]), select').first();
  }

  /** The message under a field. */
  message(name: string): Locator {
    return this.page.getByTestId(`design-${name}`).locator('.MuiFormHelperText-root');
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value);
  }

  /** Chooses in a native select (metal, purity, the state of an address in India) once it is drawn. */
  async choose(name: string, option: string): Promise<void> {
    await this.page.getByTestId(`design-${name}`).locator('select').selectOption({ label: option });
  }
}

/** A custom design request's part of its My Order card (client/src/storefront/account). */
export class QuotePanel {
  readonly status: Locator;
  readonly waiting: Locator;
  readonly amount: Locator;
  readonly note: Locator;
  readonly accept: Locator;
  readonly decline: Locator;
  readonly declineConfirm: Locator;
  readonly declined: Locator;
  readonly instructions: Locator;

  constructor(
    readonly page: Page,
    card: Locator,
  ) {
    this.status = card.getByTestId('order-quote-status');
    this.waiting = card.getByTestId('quote-waiting');
    this.amount = card.getByTestId('quote-amount');
    this.note = card.getByTestId('quote-note');
    this.accept = card.getByTestId('quote-accept');
    this.decline = card.getByTestId('quote-decline');
    this.declineConfirm = page.getByTestId('quote-decline-confirm');
    this.declined = card.getByTestId('quote-declined');
    this.instructions = card.getByTestId('order-line-instructions');
  }

  async payWith(label: 'Online' | 'Cash on delivery'): Promise<void> {
    await this.page.getByRole('radio', { name: label }).check();
  }
}
