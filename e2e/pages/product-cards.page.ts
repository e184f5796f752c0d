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
