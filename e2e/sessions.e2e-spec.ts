import { ADMIN_EMAIL, ADMIN_PASSWORD, CUSTOMER_PASSWORD, USD_CUSTOMER_EMAIL } from '../server/test/support/test-server';
import { REFRESH_COOKIE_NAME } from './harness/api';
import type { BrowserWindow } from './harness/browser';
import { journey, useShop } from './harness/shop';
import { ProfilePage } from './pages/profile.page';
import { StorefrontPage } from './pages/storefront.page';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

// Sessions (docs/decisions.md#sessions) as a browser lives them. Access tokens last 3 seconds here, so a
// journey can outlive one and see the client refresh it and send the request again.
describe('sessions in Chromium: token in memory, refresh cookie, revocation', () => {
  const shop = useShop({ ACCESS_TOKEN_TTL: '3s' });

  journey(
    shop,
    'a shopper stays signed in across reloads and past an expired access token, with no token in storage',
    async (j) => {
      // Arrange: log in through the form.
      const refreshes: string[] = [];
      j.page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('refreshSession')) refreshes.push(request.url());
      });
      await j.goto('/login');
      await j.page.getByTestId('login-email').locator('input').fill(USD_CUSTOMER_EMAIL);
      await j.page.getByTestId('login-password').locator('input').fill(CUSTOMER_PASSWORD);
      await j.page.getByTestId('login-submit').click();
      await j.page.waitForURL(`${j.shop.url}/`);
      // Assert: the profile is stored, never a token; the refresh cookie is out of the page's reach.
      // Only what the page needs before the session is back (docs/decisions.md#stored-user): no
      // e-mail, phone, last name or date of birth.
      const stored = await j.page.evaluate(() => (globalThis as unknown as BrowserWindow).localStorage.getItem('user'));
      const account = await j.api.session(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
      expect(JSON.parse(stored ?? 'null')).toEqual({
        userId: account.userId,
        firstName: account.firstName,
        role: 'user',
        currency_id: account.currency_id,
        currencyCode: account.currencyCode,
      });
      expect(stored).not.toContain('token');
      expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
      const pageCookies = await j.page.evaluate(() => (globalThis as unknown as { document: { cookie: string } }).document.cookie);
      expect(pageCookies).not.toContain(REFRESH_COOKIE_NAME);
      const [cookie] = (await j.context.cookies(`${j.shop.url}/graphql`)).filter((c) => c.name === REFRESH_COOKIE_NAME);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/graphql' });

      // Act: a reload brings the session back from the cookie.
      const profile = new ProfilePage(j.page);
      await j.goto('/profile');
      await profile.root.waitFor();
      await j.page.reload();
      await profile.root.getByText('Hello, Alex').waitFor();
      expect(j.page.url()).toBe(`${j.shop.url}/profile`);
      // Act: the access token runs out; the next request is refused, refreshed once and sent again.
      await j.page.waitForTimeout(3500);
      const before = refreshes.length;
      await profile.ordersTab.click();
      await profile.ordersEmpty.filter({ hasText: 'You have no orders yet.' }).waitFor();
      // Assert
      expect(refreshes.length).toBe(before + 1);
      expect(await new StorefrontPage(j.page).toast(SESSION_EXPIRED).count()).toBe(0);

      // Act: log out. Assert: the cookie is gone and a reload finds a guest.
      await profile.logout.click();
      await j.page.getByTestId('profile-logout-confirm').click();
      await j.page.waitForURL(`${j.shop.url}/`);
      await expect(j.context.cookies(`${j.shop.url}/graphql`)).resolves.toEqual([]);
      await j.goto('/profile');
      await j.page.waitForURL(`${j.shop.url}/login`);
    },
    { viewports: ['desktop'] },
  );

  journey(
    shop,
    'a shopper deactivated by an administrator is signed out at the next request, with the notice',
    async (j) => {
      // Arrange: a shopper of this journey's own, signed in on the profile page.
      const email = `deactivated.${Date.now()}@example.com`;
      await j.api.gql('mutation ($input: SignupInput!) { signup(input: $input) { __typename } }', {
        input: { firstName: 'Dev', lastName: 'Shah', phone: '+919800000001', email, password: CUSTOMER_PASSWORD, currencyId: 1 },
      });
      const session = await j.signIn(email, CUSTOMER_PASSWORD);
      const profile = new ProfilePage(j.page);
      await j.goto('/profile');
      await profile.root.getByText('Hello, Dev').waitFor();
      // Act: the administrator deactivates the account; the shopper opens My Order.
      const admin = await j.api.session(ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.api.gql(
        'mutation ($id: Int!) { updateUserAccess(id: $id, input: { isActive: false }) { __typename } }',
        { id: session.userId },
        admin.token,
      );
      await profile.ordersTab.click();
      // Assert: refused, the refresh fails too, so the shopper is signed out and told.
      await new StorefrontPage(j.page).toastShown(SESSION_EXPIRED);
      await j.page.waitForURL(`${j.shop.url}/login`);
      expect(await j.page.evaluate(() => (globalThis as unknown as BrowserWindow).localStorage.getItem('user'))).toBeNull();
    },
    { viewports: ['desktop'] },
  );
});
