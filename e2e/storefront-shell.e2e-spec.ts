import { CUSTOMER_PASSWORD, USD_CUSTOMER_EMAIL } from '../server/test/support/test-server';
import { formatPrice } from './harness/api';
import type { BrowserWindow } from './harness/browser';
import { customerWithCart } from './harness/customers';
import { type Journey, journey, useShop } from './harness/shop';
import { ContentPage } from './pages/content.page';
import { HomePage } from './pages/home.page';
import { ProductCards } from './pages/product-cards.page';
import { StorefrontPage } from './pages/storefront.page';

const signedInWithCart = (j: Journey) =>
  customerWithCart(j, { label: 'shell', firstName: 'Ira', lastName: 'Menon', password: 'grown-with-care' });
// The cart drawer's own chunk (client/src/app/layouts/components/storefront-drawers.tsx).
const CART_DRAWER_CHUNK = '**/assets/cart-drawer-*.js';
// What the browser and the app say about a chunk that does not arrive (the journeys below expect it).
const CHUNK_FAILURE = [/cart-drawer-[\w-]+\.js/, /Failed to fetch dynamically imported module/, /Failed to load resource/];

const scrollY = (page: StorefrontPage['page']) => page.evaluate(() => (globalThis as unknown as BrowserWindow).scrollY);

describe('the storefront shell: currency, wishlist hearts, badges, toasts, policy pages, keyboard, loading', () => {
  const shop = useShop();

  journey(shop, 'a guest switches to US dollars and sees every new-arrival price in dollars, to the cent', async (j) => {
    // Arrange: the dollar prices the API computes for the home page's cards.
    const inUsd = await j.api.newArrivals(12, 'USD');
    const storefront = new StorefrontPage(j.page);
    const cards = new ProductCards(j.page, new HomePage(j.page).newArrivals);
    await j.goto('/');
    await cards.all.first().waitFor();
    await expect(storefront.header.currencySwitcher.innerText()).resolves.toBe('₹ INR');
    // Act
    await storefront.header.chooseCurrency('USD');
    // Assert: every card shows the API's USD amount, formatted the US way.
    for (const product of inUsd) {
      const expected = formatPrice(product.price!.total.minorUnits, 'USD');
      await cards.byId(product.id).price.filter({ hasText: expected }).waitFor();
    }
    await expect(storefront.header.currencySwitcher.innerText()).resolves.toBe('$ USD');
    await j.screenshot('currency-usd', { fullPage: false });
    // The choice is remembered on the next visit.
    await j.page.reload();
    await cards
      .byId(inUsd[0].id)
      .price.filter({ hasText: formatPrice(inUsd[0].price!.total.minorUnits, 'USD') })
      .waitFor();
    await expect(j.page.evaluate(() => (globalThis as unknown as BrowserWindow).localStorage.getItem('currency'))).resolves.toBe('USD');
  });

  journey(shop, 'a guest who taps a wishlist heart is asked to log in, once, below the header icons', async (j) => {
    const storefront = new StorefrontPage(j.page);
    const card = new ProductCards(j.page).nth(0);
    await j.goto('/');
    await card.heart.scrollIntoViewIfNeeded();
    // Act: an impatient double tap.
    await card.heart.click();
    await card.heart.click();
    // Assert
    const toast = storefront.toast('Please login to add to wishlist');
    await toast.waitFor();
    expect(await storefront.toasts.count()).toBe(1);
    expect(await card.isWishlisted()).toBe(false);
    expect(j.page.url()).toBe(`${j.shop.url}/`);
    // The toast sits below the header, clear of the cart, wishlist and account icons.
    const toastBox = (await toast.boundingBox())!;
    for (const icon of [storefront.header.cartIcon, storefront.header.wishlistIcon, storefront.header.accountIcon]) {
      const iconBox = (await icon.boundingBox())!;
      expect(toastBox.y).toBeGreaterThanOrEqual(iconBox.y + iconBox.height);
    }
    await j.screenshot('wishlist-guest-toast', { fullPage: false });
  });

  journey(shop, "a signed-in shopper's hearts and badges follow the wishlist and cart, in the account currency", async (j) => {
    // Arrange: the USD customer starts with one piece on the wishlist and two in the cart.
    const session = await j.signIn(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    await j.api.clearCartAndWishlist(session.token);
    const [saved, other, inCart] = await j.api.newArrivals(3, 'USD');
    await j.api.addToWishlist(session.token, saved.id, saved.price!.productCaratId);
    await j.api.addToCart(session.token, inCart.id, inCart.price!.productCaratId, 2);
    const storefront = new StorefrontPage(j.page);
    // The new-arrivals row: a new piece that is also a set shows again in the sets row.
    const cards = new ProductCards(j.page, new HomePage(j.page).newArrivals);
    await j.goto('/');
    // Assert: the initial state comes from the API.
    await cards.byId(saved.id).heart.and(j.page.locator('[aria-pressed="true"]')).waitFor();
    expect(await cards.byId(other.id).isWishlisted()).toBe(false);
    await expect(storefront.header.wishlistCount.innerText()).resolves.toBe('1');
    await expect(storefront.header.cartCount.innerText()).resolves.toBe('2');
    await expect(cards.byId(other.id).price.innerText()).resolves.toBe(formatPrice(other.price!.total.minorUnits, 'USD'));
    expect(await storefront.header.currencySwitcher.count()).toBe(0);
    // Act: save another piece.
    await cards.byId(other.id).tapHeart();
    await storefront.toastShown('Added to wishlist');
    await storefront.header.wishlistCount.filter({ hasText: '2' }).waitFor();
    expect((await j.api.wishlist(session.token)).map((line) => line.productId).sort()).toEqual([saved.id, other.id].sort());
    // Act: remove the first one.
    await cards.byId(saved.id).tapHeart();
    await storefront.toastShown('Removed from wishlist');
    await storefront.header.wishlistCount.filter({ hasText: '1' }).waitFor();
    expect(await cards.byId(saved.id).isWishlisted()).toBe(false);
    expect((await j.api.wishlist(session.token)).map((line) => line.productId)).toEqual([other.id]);
    await j.screenshot('wishlist-signed-in', { fullPage: false });
    // The header icon opens the wishlist drawer (its contents are the wishlist feature's to test).
    await storefront.header.wishlistIcon.click();
    await storefront.wishlistDrawer.waitFor();
  });

  journey(
    shop,
    'the policy and help pages are real pages with their text, and an unknown address is a 404',
    async (j) => {
      const pages = [
        { path: '/return-exchange', testId: 'return-exchange-page', title: 'Return & Exchange', text: '30 days of delivery' },
        { path: '/shipping-policy', testId: 'shipping-policy-page', title: 'Shipping Policy', text: 'Shipping is free' },
        { path: '/privacy-policy', testId: 'privacy-policy-page', title: 'Privacy Policy', text: 'never sell your personal data' },
        { path: '/track-order', testId: 'track-order-page', title: 'Track your order', text: 'My Order' },
      ];
      const storefront = new StorefrontPage(j.page);
      for (const { path, testId, title, text } of pages) {
        const page = new ContentPage(j.page, testId);
        await j.goto(path);
        await expect(page.title.innerText()).resolves.toBe(title);
        await expect(page.intro.innerText()).resolves.toContain(text);
        await page.supportContact.waitFor();
        await storefront.footer.waitFor();
        expect(await j.page.locator('body').innerText()).not.toMatch(/coming soon|here soon|will appear here|will be shown here/i);
      }
      await j.goto('/return-exchange');
      await j.screenshot('return-exchange');
      // Track order sends a guest to log in.
      await j.goto('/track-order');
      await expect(j.page.getByTestId('track-order-cta').getAttribute('href')).resolves.toBe('/login');
      // 404
      await j.goto('/no-such-page');
      await expect(new ContentPage(j.page, 'not-found-page').title.innerText()).resolves.toBe('Page not found');
      await expect(j.page.title()).resolves.toBe('Page not found · Aurelia Lab Diamonds');
      await expect(j.page.locator('head title').count()).resolves.toBe(1);
      await j.screenshot('not-found', { fullPage: false });
      // The footer is hidden where the specification says.
      for (const path of ['/about', '/login']) {
        await j.goto(path);
        await j.page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await storefront.footer.count()).toBe(0);
      }
    },
    // The unknown address is a real 404 (the server says so, for crawlers), with the branded page.
    { allow: [/^HTTP 404: GET .*\/no-such-page$/, /status of 404 \(Not Found\)/] },
  );

  journey(
    shop,
    'a keyboard user skips to the content and sees where the focus is',
    async (j) => {
      const storefront = new StorefrontPage(j.page);
      await j.goto('/');
      await new ProductCards(j.page).all.first().waitFor();
      // Act: the first Tab stop is the skip link, shown on focus.
      await j.page.keyboard.press('Tab');
      // Assert
      await expect(
        storefront.skipLink.evaluate((el) => el === (globalThis as unknown as BrowserWindow).document.activeElement),
      ).resolves.toBe(true);
      const box = (await storefront.skipLink.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      await expect(storefront.skipLink.innerText()).resolves.toBe('Skip to content');
      await j.screenshot('skip-link', { fullPage: false });
      await j.page.keyboard.press('Enter');
      await expect(j.page.evaluate(() => (globalThis as unknown as BrowserWindow).document.activeElement?.id)).resolves.toBe(
        'main-content',
      );
      // The next stops are inside the page, and every control shows a focus ring.
      await j.page.keyboard.press('Tab');
      const focused = j.page.locator(':focus');
      await expect(focused.evaluate((el) => !!el.closest('main'))).resolves.toBe(true);
      await expect(focused.evaluate((el) => (globalThis as unknown as BrowserWindow).getComputedStyle(el).outlineStyle)).resolves.toBe(
        'solid',
      );
      // A header control, reached by keyboard, too.
      await storefront.header.currencySwitcher.focus();
      await j.page.keyboard.press('Shift+Tab');
      await j.page.keyboard.press('Tab');
      await expect(
        storefront.header.currencySwitcher.evaluate((el) => (globalThis as unknown as BrowserWindow).getComputedStyle(el).outlineStyle),
      ).resolves.toBe('solid');
    },
    { viewports: ['desktop'] },
  );

  journey(shop, "'Loading...' shows while the next page's code loads, and the new page starts at the top", async (j) => {
    const storefront = new StorefrontPage(j.page);
    await j.goto('/');
    await new ProductCards(j.page).all.first().waitFor();
    // Arrange: hold the shipping policy's code until the test lets it through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await j.page.route('**/assets/shipping-policy-view-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await storefront.footer.scrollIntoViewIfNeeded();
    expect(await scrollY(j.page)).toBeGreaterThan(0);
    // Act: a client-side navigation from the footer.
    await storefront.footerLink('Shipping Policy').click();
    // Assert: the address changes and 'Loading...' replaces the old page at once.
    await j.page.waitForURL(`${j.shop.url}/shipping-policy`);
    await storefront.loader.waitFor();
    expect(await j.page.getByTestId('home-page').count()).toBe(0);
    expect(await scrollY(j.page)).toBe(0);
    release();
    await j.page.getByTestId('shipping-policy-page').waitFor();
    expect(await storefront.loader.count()).toBe(0);
  });
  journey(
    shop,
    'a cart drawer whose code does not arrive shows Retry inside the drawer, keeps the page, and Retry really loads it',
    async (j) => {
      await signedInWithCart(j);
      const storefront = new StorefrontPage(j.page);
      // Arrange: the server is unreachable for the drawer's chunk (restarting).
      let reachable = false;
      await j.page.route(CART_DRAWER_CHUNK, (route) => (reachable ? route.continue() : route.abort('connectionrefused')));
      await j.goto('/');
      // Act
      await storefront.header.cartIcon.click();
      // Assert: a small error with Retry inside the drawer; header, page and footer stay.
      const failure = j.page.getByRole('dialog').getByTestId('lazy-part-error');
      await failure.waitFor();
      expect(await j.page.getByText('Something went wrong').count()).toBe(0);
      expect(await storefront.header.root.count()).toBe(1);
      expect(await storefront.footer.count()).toBe(1);
      expect(await j.page.getByTestId('home-page').count()).toBe(1);
      await j.screenshot('lazy-part-error', { fullPage: false });
      // Act: the server is back; Retry asks for the chunk again.
      reachable = true;
      await failure.getByRole('button', { name: 'Retry' }).click();
      // Assert: the cart's lines.
      await storefront.cartDrawer.getByTestId('cart-line-total').first().waitFor();
      expect(await failure.count()).toBe(0);
    },
    { allow: CHUNK_FAILURE },
  );

  journey(
    shop,
    'a chunk a deploy removed reloads the page once, and only once',
    async (j) => {
      await signedInWithCart(j);
      const storefront = new StorefrontPage(j.page);
      // Arrange: the open tab's build is gone from the server (404 for its chunk, before and after a reload).
      await j.page.route(CART_DRAWER_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
      await j.goto('/');
      let loads = 0;
      j.page.on('load', () => (loads += 1));
      // Act: the first failure reloads the page.
      const reloaded = j.page.waitForEvent('load');
      await storefront.header.cartIcon.click();
      await reloaded;
      await j.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // Act: the chunk is still missing after the reload.
      await storefront.header.cartIcon.click();
      // Assert: no second reload, the small error instead.
      await j.page.getByRole('dialog').getByTestId('lazy-part-error').waitFor();
      expect(loads).toBe(1);
      expect(await storefront.footer.count()).toBe(1);
    },
    { allow: [...CHUNK_FAILURE, /^HTTP 404: (GET|HEAD) .*cart-drawer-/] },
  );
});
