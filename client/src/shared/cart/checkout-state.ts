import { pagePath } from '@shop/contracts';
/** The address of the checkout page. */
export const CHECKOUT_PATH = pagePath('checkout');

/** The one product a Buy Now checkout orders: what the product page chose. */
export interface BuyNowItem {
  productId: number;
  /** The chosen purity. */
  productCaratId: number;
  /** The chosen colour (a ProductColorOption id); null: the product's first. */
  productColorId: number | null;
  /** The chosen size (a ProductSizeOption id); null: the first, or a product without sizes. */
  productSizeId: number | null;
  /** Pieces, 1-10. */
  quantity: number;
}

/**
 * The navigation state /checkout is opened with (docs/specifications.md#storefront-2-screens: source cart or buyNow):
 *
 *   navigate(CHECKOUT_PATH, { state: cartCheckout() });
 *   navigate(CHECKOUT_PATH, { state: buyNowCheckout({ productId, productCaratId, productColorId, productSizeId, quantity }) });
 */
export type CheckoutState = { source: 'cart' } | { source: 'buyNow'; item: BuyNowItem };

export const cartCheckout = (): CheckoutState => ({ source: 'cart' });
export const buyNowCheckout = (item: BuyNowItem): CheckoutState => ({ source: 'buyNow', item });

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isOptionalId = (value: unknown): value is number | null | undefined => value == null || isId(value);

/**
 * Reads the state /checkout was opened with. Navigation state is whatever history holds (an old tab,
 * another version of the app), so anything that is not a well-formed Buy Now item — including a visit
 * or reload without state — checks out the cart.
 */
export function readCheckoutState(state: unknown): CheckoutState {
  if (typeof state !== 'object' || state === null) return cartCheckout();
  const candidate = state as { source?: unknown; item?: unknown };
  if (candidate.source !== 'buyNow' || typeof candidate.item !== 'object' || candidate.item === null) return cartCheckout();
  const item = candidate.item as Record<string, unknown>;
  const quantity = item.quantity;
  if (
    !isId(item.productId) ||
    !isId(item.productCaratId) ||
    !isOptionalId(item.productColorId) ||
    !isOptionalId(item.productSizeId) ||
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1
  ) {
    return cartCheckout();
  }
  return buyNowCheckout({
    productId: item.productId,
    productCaratId: item.productCaratId,
    productColorId: item.productColorId ?? null,
    productSizeId: item.productSizeId ?? null,
    quantity,
  });
}
