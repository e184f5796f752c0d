import type { Locator, Page } from 'playwright-core';

/** The product page (client/src/storefront/product): gallery, price, options, purchase buttons, breakup. */
export class ProductPage {
  readonly root: Locator;
  readonly name: Locator;
  readonly price: Locator;
  readonly struckPrice: Locator;
  readonly outOfStock: Locator;
  readonly description: Locator;
  readonly mainImage: Locator;
  readonly mainImageImg: Locator;
  readonly thumbnails: Locator;
  readonly heart: Locator;
  readonly sizeSelect: Locator;
  readonly sizeGuideButton: Locator;
  readonly sizeGuide: Locator;
  readonly quantityInput: Locator;
  readonly quantityDecrease: Locator;
  readonly quantityIncrease: Locator;
  readonly addToCart: Locator;
  readonly buyNow: Locator;
  readonly breakup: Locator;
  readonly returnRefund: Locator;
  readonly reviews: Locator;
  readonly related: Locator;
  readonly loading: Locator;
  readonly error: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('product-page');
    this.name = this.root.getByRole('heading', { level: 1 });
    this.price = this.root.getByTestId('product-price');
    this.struckPrice = this.root.getByTestId('product-struck-price');
    this.outOfStock = this.root.getByTestId('product-out-of-stock');
    this.description = this.root.getByTestId('product-description');
    this.mainImage = this.root.getByTestId('product-main-image');
    this.mainImageImg = this.mainImage.locator('img');
    this.thumbnails = this.root.getByTestId('product-thumbnail');
    this.heart = this.root.getByTestId('wishlist-heart');
    this.sizeSelect = this.root.getByTestId('size-select');
    this.sizeGuideButton = this.root.getByTestId('ring-size-guide-open');
    this.sizeGuide = page.getByRole('dialog', { name: 'Ring size guide' });
    this.quantityInput = this.root.getByTestId('quantity-input');
    this.quantityDecrease = this.root.getByTestId('quantity-decrease');
    this.quantityIncrease = this.root.getByTestId('quantity-increase');
    this.addToCart = this.root.getByTestId('add-to-cart');
    this.buyNow = this.root.getByTestId('buy-now');
    this.breakup = this.root.getByTestId('price-breakup');
    this.returnRefund = this.root.getByTestId('return-refund-section');
    this.reviews = this.root.getByTestId('review-section');
    this.related = page.getByTestId('related-products');
    this.loading = page.getByTestId('product-loading');
    this.error = page.getByTestId('product-error');
    this.notFound = page.getByTestId('product-not-found');
  }

  colour(name: string): Locator {
    return this.root.getByTestId('product-colour').and(this.page.getByRole('button', { name, exact: true }));
  }

  purity(label: string): Locator {
    return this.root.getByTestId('product-purity').filter({ hasText: label });
  }

  breakupLine(part: 'metal' | 'stone' | 'labour' | 'total'): Locator {
    return this.breakup.getByTestId(`breakup-${part}`);
  }
}
