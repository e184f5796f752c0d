import type { Locator, Page } from 'playwright-core';

/** One line of the cart drawer (client/src/storefront/cart/components/cart-line-item.tsx). */
export class CartDrawerLine {
  readonly name: Locator;
  readonly options: Locator;
  readonly piecePrice: Locator;
  readonly quantity: Locator;
  readonly total: Locator;
  readonly increase: Locator;
  readonly decrease: Locator;
  readonly remove: Locator;

  constructor(readonly root: Locator) {
    this.name = root.getByTestId('cart-line-name');
    this.options = root.getByTestId('cart-line-options');
    this.piecePrice = root.getByTestId('cart-line-piece-price');
    this.quantity = root.getByTestId('cart-line-quantity');
    this.total = root.getByTestId('cart-line-total');
    this.increase = root.getByTestId('cart-line-increase');
    this.decrease = root.getByTestId('cart-line-decrease');
    this.remove = root.getByTestId('cart-line-remove');
  }
}

/** The cart drawer, opened from the header's cart icon. */
export class CartDrawer {
  readonly root: Locator;
  readonly lines: Locator;
  readonly subtotal: Locator;
  readonly checkout: Locator;
  readonly empty: Locator;
  readonly close: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('cart-drawer');
    this.lines = this.root.getByTestId('cart-line');
    this.subtotal = this.root.getByTestId('cart-subtotal');
    this.checkout = this.root.getByTestId('cart-checkout');
    this.empty = this.root.getByTestId('cart-empty');
    this.close = page.getByRole('button', { name: 'Close your cart' });
  }

  line(productId: number): CartDrawerLine {
    return new CartDrawerLine(this.root.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`));
  }
}

/** One saved piece in the wishlist drawer. */
export class WishlistDrawerLine {
  readonly name: Locator;
  readonly price: Locator;
  readonly moveToCart: Locator;
  readonly remove: Locator;

  constructor(readonly root: Locator) {
    this.name = root.getByTestId('wishlist-line-name');
    this.price = root.getByTestId('wishlist-line-price');
    this.moveToCart = root.getByTestId('wishlist-line-move');
    this.remove = root.getByTestId('wishlist-line-remove');
  }
}

/** The wishlist drawer, opened from the header's heart icon. */
export class WishlistDrawer {
  readonly root: Locator;
  readonly lines: Locator;
  readonly empty: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('wishlist-drawer');
    this.lines = this.root.getByTestId('wishlist-line');
    this.empty = this.root.getByTestId('wishlist-empty');
  }

  line(productId: number): WishlistDrawerLine {
    return new WishlistDrawerLine(this.root.locator(`[data-testid="wishlist-line"][data-product-id="${productId}"]`));
  }
}

/**
 * /checkout: the address form, payment method, order summary, price-change dialog, the success screen of a
 * cash-on-delivery order, and the wait before an online order's payment page.
 */
export class CheckoutPage {
  readonly root: Locator;
  readonly summary: Locator;
  readonly summaryLines: Locator;
  readonly subtotal: Locator;
  readonly shipping: Locator;
  readonly tax: Locator;
  readonly total: Locator;
  readonly placeOrder: Locator;
  readonly formError: Locator;
  readonly placeError: Locator;
  readonly cashOnDelivery: Locator;
  readonly online: Locator;
  readonly loginRequired: Locator;
  readonly empty: Locator;
  readonly priceChange: Locator;
  readonly priceChangeTotal: Locator;
  readonly priceChangeMessage: Locator;
  readonly confirmNewPrices: Locator;
  readonly placed: Locator;
  readonly orderNumber: Locator;
  readonly placedTotal: Locator;
  readonly placedPayment: Locator;
  /** An online order is placed and its payment is starting (then the provider's page opens). */
  readonly paying: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('checkout-page');
    this.summary = page.getByTestId('checkout-summary');
    this.summaryLines = this.summary.getByTestId('checkout-summary-line');
    this.subtotal = page.getByTestId('checkout-subtotal');
    this.shipping = page.getByTestId('checkout-shipping');
    this.tax = page.getByTestId('checkout-tax');
    this.total = page.getByTestId('checkout-total');
    this.placeOrder = page.getByTestId('checkout-place-order');
    this.formError = page.getByTestId('checkout-form-error');
    this.placeError = page.getByTestId('checkout-place-error');
    this.cashOnDelivery = page.getByTestId('checkout-payment-cod').locator('input');
    this.online = page.getByTestId('checkout-payment-online').locator('input');
    this.loginRequired = page.getByTestId('checkout-login-required');
    this.empty = page.getByTestId('checkout-empty');
    this.priceChange = page.getByTestId('price-change-dialog');
    this.priceChangeTotal = this.priceChange.getByTestId('price-change-total');
    this.priceChangeMessage = page.getByTestId('price-change-message');
    this.confirmNewPrices = page.getByTestId('price-change-confirm');
    this.placed = page.getByTestId('order-placed');
    this.orderNumber = page.getByTestId('order-number');
    this.placedTotal = page.getByTestId('order-placed-total');
    this.placedPayment = page.getByTestId('order-placed-payment');
    this.paying = page.getByTestId('checkout-paying');
  }

  /** A text field of the address form by its name in the form (firstName, zipCode …). */
  field(name: string): Locator {
    return this.page.getByTestId(`checkout-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);
  }

  input(name: string): Locator {
    return this.field(name).locator('input');
  }

  /** The state of an address in India: a native select of India's states and union territories. */
  get stateSelect(): Locator {
    return this.field('state').locator('select');
  }

  /** The country a dollar order asks for: a native select of ISO countries. */
  get countrySelect(): Locator {
    return this.field('country').locator('select');
  }

  /**
   * Fills the address; `country` (an ISO code) is chosen first when given (a dollar order). In India the state is
   * chosen from the list by its name, elsewhere typed.
   */
  async fillAddress(address: {
    address: string;
    apartment?: string;
    city: string;
    state: string;
    zipCode: string;
    country?: string;
  }): Promise<void> {
    if (address.country) await this.countrySelect.selectOption(address.country);
    await this.input('address').fill(address.address);
    await this.input('apartment').fill(address.apartment ?? '');
    await this.input('city').fill(address.city);
    if (!address.country || address.country === 'IN') await this.stateSelect.selectOption({ label: address.state });
    else await this.input('state').fill(address.state);
    await this.input('zipCode').fill(address.zipCode);
  }
}
