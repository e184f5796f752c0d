import type { Locator, Page } from 'playwright-core';

/** A text page of the storefront (policies, track order, forgot password) or the 404 page. */
export class ContentPage {
  readonly title: Locator;
  readonly intro: Locator;
  readonly supportContact: Locator;

  constructor(
    readonly page: Page,
    readonly testId: string,
  ) {
    const root = page.getByTestId(testId);
    this.title = root.getByRole('heading', { level: 1 });
    this.intro = root.getByTestId('content-page-intro');
    this.supportContact = root.getByTestId('support-contact');
  }

  section(title: string): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { level: 2, name: title }) });
  }
}
