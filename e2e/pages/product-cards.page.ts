import type { Locator, Page } from 'playwright-core';

/** One product card (client/src/shared/product-card): picture, name, price, wishlist heart. */
export class ProductCard {
  readonly link: Locator;
  readonly name: Locator;
  readonly price: Locator;
  readonly heart: Locator;
  readonly image: Locator;

  constructor(readonly root: Locator) {
    this.link = root.getByTestId('product-card-link');
    this.name = root.getByTestId('product-name');
    this.price = root.getByTestId('product-price');
    this.heart = root.getByTestId('wishlist-heart');
    this.image = root.locator('img').first();
  }

  async isWishlisted(): Promise<boolean> {
    return (await this.heart.getAttribute('aria-pressed')) === 'true';
  }

  /**
   * Taps the heart once the card has come to rest. A home row scrolls with `scroll-snap` and smooth
   * scrolling: after Playwright scrolls the card into view the row can still glide to its snap point,
   * and on a starved machine the tap then lands where the heart was, not where it is (CI saw a phone
   * tap on the new-arrivals row change nothing).
   */
  async tapHeart(): Promise<void> {
    await this.heart.scrollIntoViewIfNeeded();
    await this.root.evaluate(async (card: { getBoundingClientRect(): { left: number; top: number } }) => {
      const frame = () =>
        new Promise((resolve) =>
          (globalThis as unknown as { requestAnimationFrame(cb: () => void): void }).requestAnimationFrame(() => resolve(null)),
        );
      let last = '';
      for (let still = 0; still < 3;) {
        await frame();
        const { left, top } = card.getBoundingClientRect();
        const where = `${left},${top}`;
        still = where === last ? still + 1 : 0;
        last = where;
      }
    });
    await this.heart.click();
  }
}

/** The product cards of a page (home rows, listing grid, related products). */
export class ProductCards {
  readonly all: Locator;
  private readonly scope: Locator;

  constructor(page: Page, within?: Locator) {
    this.scope = within ?? page.locator('body');
    this.all = this.scope.getByTestId('product-card');
  }

  byId(productId: number): ProductCard {
    return new ProductCard(this.scope.locator(`[data-testid="product-card"][data-product-id="${productId}"]`));
  }

  nth(index: number): ProductCard {
    return new ProductCard(this.all.nth(index));
  }
}
