import { ADMIN_EMAIL, ADMIN_PASSWORD, CUSTOMER_PASSWORD, INR_CUSTOMER_EMAIL } from '../server/test/support/test-server';
import { formatPrice } from './harness/api';
import { type Journey, journey, useShop } from './harness/shop';
import { HomePage } from './pages/home.page';
import { ProductCards } from './pages/product-cards.page';
import { StorefrontPage } from './pages/storefront.page';

async function logInThroughTheForm({ page, goto }: Journey, email: string, password: string): Promise<void> {
  await goto('/login');
  await page.getByTestId('login-email').locator('input').fill(email);
  await page.getByTestId('login-password').locator('input').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('the shop in Chromium (built client, real server, embedded SQLite)', () => {
  const shop = useShop();

  journey(shop, 'a guest sees the seeded new arrivals on the home page, priced in rupees', async (j) => {
    // Arrange: what the API says the newest products cost (price + stone + labour, in INR).
    const newest = await j.api.newArrivals(4, 'INR');
    const cards = new ProductCards(j.page, new HomePage(j.page).newArrivals);
    // Act
    await j.goto('/');
    await cards.all.first().waitFor();
    // Assert
    expect(await cards.all.count()).toBeGreaterThanOrEqual(4);
    for (const product of newest) {
      const card = cards.byId(product.id);
      await expect(card.name.innerText()).resolves.toBe(product.name);
      await expect(card.price.innerText()).resolves.toBe(formatPrice(product.price!.total.minorUnits, 'INR'));
    }
    const first = cards.byId(newest[0].id);
    await first.image.scrollIntoViewIfNeeded();
    await expect(
      first.image.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0),
    ).resolves.toBe(true);
    await j.screenshot('home');
  });

  journey(
    shop,
    'the admin logs in and lands in the back-office',
    async (j) => {
      await logInThroughTheForm(j, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.page.waitForURL(`${j.shop.url}/admin`);
      await j.page.getByTestId('admin-layout').waitFor();
      await j.page.getByTestId('admin-dashboard').waitFor();
      await j.screenshot('admin');
    },
    { viewports: ['desktop'] },
  );

  journey(shop, 'a customer logs in to the storefront and is kept out of /admin', async (j) => {
    const storefront = new StorefrontPage(j.page);
    await logInThroughTheForm(j, INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    await storefront.toast('Login Successful').waitFor();
    await j.page.waitForURL(`${j.shop.url}/`);
    await j.goto('/admin');
    await storefront.toast('Please Login With Admin Credentials').waitFor();
    await j.page.waitForURL(`${j.shop.url}/`);
    expect(await j.page.getByTestId('admin-layout').count()).toBe(0);
  });

  journey(shop, 'the sign-up form shows the documented validation texts', async (j) => {
    await j.goto('/signup');
    await j.page.getByTestId('signup-phone').locator('input').fill('12345');
    await j.page.getByTestId('signup-password').locator('input').fill('abc');
    await j.page.getByTestId('signup-submit').click();
    for (const text of [
      'First name is required',
      'Phone number must be in format +<country code><10-15 digits>',
      'Password must be at least 6 characters',
    ]) {
      await j.page.getByText(text).first().waitFor();
    }
    // The currencies offered are the API's.
    await expect(j.page.getByTestId('signup-currency').locator('option').allInnerTexts()).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/^INR/), expect.stringMatching(/^USD/)]),
    );
    await j.screenshot('signup-errors');
  });
});
