import type { Locator, Page } from 'playwright-core';

export interface SignupDetails {
  firstName: string;
  lastName: string;
  phone: string;
  currencyCode: string;
  email: string;
  password: string;
  confirmation: string;
}

/** /signup (client/src/storefront/account/views/signup-view.tsx): the fields, the banner, the button. */
export class SignupPage {
  readonly root: Locator;
  readonly banner: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('signup-page');
    this.banner = page.getByTestId('signup-error');
    this.submit = page.getByTestId('signup-submit');
  }

  field(name: 'first-name' | 'last-name' | 'phone' | 'currency' | 'email' | 'password' | 'confirm-password'): Locator {
    return this.page.getByTestId(`signup-${name}`);
  }

  /** The message under a field (MUI's helper text). */
  fieldMessage(name: Parameters<SignupPage['field']>[0]): Locator {
    return this.field(name).locator('.MuiFormHelperText-root');
  }

  async fill(details: SignupDetails): Promise<void> {
    await this.field('first-name').locator('input').fill(details.firstName);
    await this.field('last-name').locator('input').fill(details.lastName);
    await this.field('phone').locator('input').fill(details.phone);
    const currency = this.field('currency').locator('select');
    const label = (await currency.locator('option').allInnerTexts()).find((text) => text.startsWith(details.currencyCode));
    await currency.selectOption({ label: label! });
    await this.field('email').locator('input').fill(details.email);
    await this.field('password').locator('input').fill(details.password);
    await this.field('confirm-password').locator('input').fill(details.confirmation);
  }
}
