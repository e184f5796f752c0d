import type { Locator, Page } from 'playwright-core';
import { TOAST_SELECTOR, waitForToast } from '../harness/toasts';

/** The header of every storefront page: top strip (offer, guest currency), search, icons with badges. */
export class StorefrontHeader {
  readonly root: Locator;
  readonly currencySwitcher: Locator;
  readonly wishlistIcon: Locator;
  readonly wishlistCount: Locator;
  readonly cartIcon: Locator;
  readonly cartCount: Locator;
  readonly accountIcon: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId('site-header');
    this.currencySwitcher = page.getByTestId('currency-switcher');
    this.wishlistIcon = page.getByTestId('header-wishlist');
    this.wishlistCount = page.getByTestId('header-wishlist-count');
    this.cartIcon = page.getByTestId('header-cart');
    this.cartCount = page.getByTestId('header-cart-count');
    this.accountIcon = page.getByTestId('header-account');
  }

  /** Guests only: picks a currency from the top strip's menu. */
  async chooseCurrency(code: string): Promise<void> {
    await this.currencySwitcher.click();
    await this.page.getByTestId(`currency-option-${code}`).click();
  }
}

/** The frame around every storefront page: skip link, header, main, footer, toasts, the route loader. */
export class StorefrontPage {
  readonly header: StorefrontHeader;
  readonly skipLink: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly loader: Locator;
  readonly toasts: Locator;
  readonly cartDrawer: Locator;
  readonly wishlistDrawer: Locator;

  constructor(readonly page: Page) {
    this.header = new StorefrontHeader(page);
    this.skipLink = page.getByTestId('skip-link');
    this.main = page.locator('main#main-content');
    this.footer = page.getByTestId('site-footer');
    this.loader = page.getByRole('status').filter({ hasText: 'Loading...' });
    this.toasts = page.locator(TOAST_SELECTOR);
    this.cartDrawer = page.getByTestId('cart-drawer');
    this.wishlistDrawer = page.getByTestId('wishlist-drawer');
  }

  toast(text: string): Locator {
    return this.toasts.filter({ hasText: text });
  }

  /** A toast with this text has appeared since the page loaded, even if it has gone again (e2e/harness/toasts.ts). */
  toastShown(text: string): Promise<void> {
    return waitForToast(this.page, text);
  }

  footerLink(name: string): Locator {
    return this.footer.getByRole('link', { name, exact: true });
  }
}
