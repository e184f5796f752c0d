import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../server/src/config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CUSTOMER_PASSWORD, INR_CUSTOMER_EMAIL, type TestServer, startTestServer } from '../server/test/support/test-server';
import { launchChromium, screenshot } from './support';

const CLIENT_DIST = path.join(REPO_ROOT, 'client', 'dist');
const inr = (minor: number) => '₹' + new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

async function logIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByTestId('login-email').locator('input').fill(email);
  await page.getByTestId('login-password').locator('input').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('the shop in Chromium (built client, real server, embedded SQLite)', () => {
  let t: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('client/dist is missing: npm test builds it (npm run build -w client)');
    t = await startTestServer({ CLIENT_DIST });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the seeded new arrivals on the home page with their prices in rupees', async () => {
    // Arrange: what the API says the newest product costs (price + stone + labour, in INR).
    const api = await t.gql('{ newArrivals(first: 1) { name price { total { minorUnits currencyCode } } } }');
    const [newest] = api.body.data.newArrivals;
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // Act
    await page.goto(t.url + '/');
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    // Assert
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    const firstCard = cards.filter({ hasText: newest.name }).first();
    await expect(firstCard.getByTestId('product-price').innerText()).resolves.toContain(inr(newest.price.total.minorUnits));
    await expect(cards.first().locator('img').evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth > 0)).resolves.toBe(true);
    await screenshot(page, 'home');
    await page.close();
  });

  it('logs the admin in and opens /admin', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await logIn(page, t.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(`${t.url}/admin`);
    await page.getByTestId('admin-layout').waitFor();
    await page.getByTestId('admin-dashboard').waitFor();
    await screenshot(page, 'admin');
    await page.close();
  });

  it('logs a customer in to the storefront and keeps them out of /admin', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await logIn(page, t.url, INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    await page.waitForURL(`${t.url}/`);
    await page.goto(`${t.url}/admin`);
    await page.getByText('Please Login With Admin Credentials').waitFor();
    await page.waitForURL(`${t.url}/`);
    expect(await page.getByTestId('admin-layout').count()).toBe(0);
    await page.close();
  });

  it('shows the documented validation texts on the sign-up form', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${t.url}/signup`);
    await page.getByTestId('signup-phone').locator('input').fill('12345');
    await page.getByTestId('signup-password').locator('input').fill('abc');
    await page.getByTestId('signup-submit').click();
    for (const text of ['First name is required', 'Phone number must be in format +<country code><10-15 digits>', 'Password must be at least 6 characters']) {
      await page.getByText(text).first().waitFor();
    }
    await screenshot(page, 'signup-errors');
    await page.close();
  });
});
