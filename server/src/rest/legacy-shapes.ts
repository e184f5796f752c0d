import type { CartLineView, CartService } from '../domain/cart/cart.service';
import type { RequestContext } from '../domain/common/request-context';
import { minorToMajor } from '../domain/pricing/money';
import type { WishlistLineView } from '../domain/wishlist/wishlist.service';

type LineView = CartLineView | WishlistLineView;

/**
 * The legacy answer of a cart or wishlist: each line's own fields (`own`), then its `product`, with the
 * pictures of the lines' colours read at once.
 */
export async function legacyLines<L extends LineView>(
  cart: CartService,
  ctx: RequestContext,
  view: { lines: L[]; currencyCode: string },
  own: (line: L) => object,
) {
  const images = await cart.imagesOfColors(
    ctx,
    view.lines.flatMap((l) => (l.item.productColorId === null ? [] : [l.item.productColorId])),
  );
  return view.lines.map((line) => ({ ...own(line), product: legacyLineProduct(line, view.currencyCode, images) }));
}

/**
 * The product of a legacy cart or wishlist entry (docs/legacy-rest.md#shape-line-product): amounts of one
 * piece, two decimals.
 */
function legacyLineProduct(view: LineView, currencyCode: string, images: Map<number, string[]>) {
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
