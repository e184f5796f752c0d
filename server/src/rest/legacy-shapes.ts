import type { CartLineView } from '../domain/cart/cart.service';
import { minorToMajor } from '../domain/pricing/money';
import type { WishlistLineView } from '../domain/wishlist/wishlist.service';

/**
 * The product of a legacy cart or wishlist entry (docs/legacy-rest.md#shape-line-product): amounts of one
 * piece, two decimals.
 */
export function legacyLineProduct(view: CartLineView | WishlistLineView, currencyCode: string, images: Map<number, string[]>) {
  const { item, amounts } = view;
  return {
    p_id: item.productId,
    name: item.product?.name ?? null,
    image: item.productColorId === null ? null : (images.get(item.productColorId)?.[0] ?? null),
    color: view.colorName,
    purity: view.purity,
    size: view.sizeName,
    price: amounts ? minorToMajor(amounts.unit.priceMinor) : null,
    stoneCharge: amounts ? minorToMajor(amounts.unit.stoneChargeMinor) : null,
    labourCharge: amounts ? minorToMajor(amounts.unit.labourChargeMinor) : null,
    currencyCode,
    outOfStock: item.product?.outOfStock ?? false,
  };
}
