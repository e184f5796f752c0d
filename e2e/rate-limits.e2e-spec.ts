import { randomBytes } from 'node:crypto';
import { journey, useShop } from './harness/shop';
import { NewsletterForm } from './pages/about-contact.page';

// A refused attempt (HTTP 429, docs/decisions.md#rate-limits) shows the server's "Too many attempts"
// message next to the form, never "Login failed" or a network error.

const REFUSED =
  /^Too many attempts\. Please try again in \d+ (second|minute|hour)s?(, or choose a new password with "Forgot password\?")?\.$/;
// The 429 itself is expected: the browser reports it as a failed resource.
const EXPECTED_429 = [/^HTTP 429: POST .*\/graphql$/, /^console error: Failed to load resource: the server responded with a status of 429/];

describe('rate limits in the storefront (built client, real server)', () => {
  const shop = useShop({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '2', RATE_LIMIT_NEWSLETTER_PER_IP: '1' });

  journey(
    shop,
    'the third log-in attempt at one e-mail shows how long to wait',
    async ({ page, goto }) => {
      const email = `guess.${randomBytes(4).toString('hex')}@example.com`;
      const error = page.getByTestId('login-error');
      await goto('/login');
      await page.getByTestId('login-email').locator('input').fill(email);
      for (const attempt of ['first-guess', 'second-guess']) {
        await page.getByTestId('login-password').locator('input').fill(attempt);
        await page.getByTestId('login-submit').click();
        await expect(error.innerText()).resolves.toBe('Invalid email or password');
        await page.getByTestId('login-submit').waitFor({ state: 'visible' });
      }

      await page.getByTestId('login-password').locator('input').fill('third-guess');
      await page.getByTestId('login-submit').click();

      await page.getByText(REFUSED).waitFor();
      // Guesses at one e-mail from new addresses: the owner's other way in is said too (docs/decisions.md#the-owners-way-in).
      await expect(error.innerText()).resolves.toBe(
        'Too many attempts. Please try again in 15 minutes, or choose a new password with "Forgot password?".',
      );
    },
    { allow: EXPECTED_429 },
  );

  journey(
    shop,
    'a second newsletter sign-up from the same address shows how long to wait',
    async ({ page, goto }) => {
      const form = new NewsletterForm(page);
      await goto('/');
      await form.subscribe(`first.${randomBytes(4).toString('hex')}@example.com`);
      await form.success.waitFor();

      await form.subscribe(`second.${randomBytes(4).toString('hex')}@example.com`);

      await form.error.waitFor();
      await expect(form.error.innerText()).resolves.toMatch(REFUSED);
    },
    { allow: EXPECTED_429, viewports: ['desktop'] },
  );
});
