import type { Locator, Page } from 'playwright-core';

/** /about: story, picture trio, Instagram grid, benefits. */
export class AboutPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly instagramPosts: Locator;
  readonly instagramError: Locator;
  readonly instagramEmpty: Locator;
  readonly benefits: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('about-page');
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.instagramPosts = page.getByTestId('instagram-post');
    this.instagramError = page.getByTestId('instagram-error');
    this.instagramEmpty = page.getByTestId('instagram-empty');
    this.benefits = page.getByTestId('benefits-strip');
  }
}

/** /contact: details, map, and the contact form. */
export class ContactPage {
  readonly root: Locator;
  readonly name: Locator;
  readonly number: Locator;
  readonly email: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly send: Locator;
  readonly success: Locator;
  readonly error: Locator;
  readonly map: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('contact-page');
    this.name = page.getByTestId('contact-name').locator('input');
    this.number = page.getByTestId('contact-number').locator('input');
    this.email = page.getByTestId('contact-email').locator('input');
    this.subject = page.getByTestId('contact-subject').locator('input');
    this.message = page.getByTestId('contact-message').locator('textarea').first();
    this.send = page.getByTestId('contact-submit');
    this.success = page.getByTestId('contact-success');
    this.error = page.getByTestId('contact-error');
    this.map = page.getByTestId('contact-map');
  }

  /** The helper text under a field: its validation message when there is one. */
  fieldMessage(testId: string): Locator {
    return this.page.getByTestId(testId).locator('.MuiFormHelperText-root');
  }

  async fill(values: { name: string; number: string; email: string; subject: string; message: string }): Promise<void> {
    await this.name.fill(values.name);
    await this.number.fill(values.number);
    await this.email.fill(values.email);
    await this.subject.fill(values.subject);
    await this.message.fill(values.message);
  }
}

/** The footer's newsletter form. */
export class NewsletterForm {
  readonly email: Locator;
  readonly submit: Locator;
  readonly success: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByTestId('newsletter-email').locator('input');
    this.submit = page.getByTestId('newsletter-submit');
    this.success = page.getByTestId('newsletter-success');
    this.error = page.getByTestId('newsletter-error');
  }

  async subscribe(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}
