import { z } from 'zod';

/**
 * The most pieces of one product, purity, colour and size in one cart line or order line when its stock is
 * not tracked (made to order). Not in the specification: a shop of fine jewellery sells a handful at a time.
 * A tracked variant's line may hold up to its stock instead (the legacy /add and /update too accept
 * any positive quantity up to stock), which the cart and checkout check with the variant in hand.
 */
export const MAX_LINE_QUANTITY = 10;

/** The most pieces any line may ask for, tracked or not: keeps every total far inside the amount columns' range. */
export const QUANTITY_CEILING = 10_000;

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/** The refusal of `quantity` pieces of a line whose variant has `stock` (null: not tracked), or null when allowed. */
export function untrackedQuantityRefusal(quantity: number, stock: number | null): string | null {
  return stock === null && quantity > MAX_LINE_QUANTITY ? `You can have at most ${MAX_LINE_QUANTITY} of this item` : null;
}

/**
 * A positive whole number of pieces, at most QUANTITY_CEILING
 * (docs/specifications.md#storefront-5-validation: at least 1); MAX_LINE_QUANTITY is checked where the stock is known.
 */
export const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(QUANTITY_CEILING, `Quantity must be at most ${QUANTITY_CEILING}`);

/** A quantity that is one piece when absent or null. */
export const quantityOrOne = z.preprocess((value) => value ?? 1, quantity);

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

/** A product in one purity, with an optional colour and size (real ids). */
export const lineSelectionSchema = z.object({
  productId: id('Choose a product'),
  productCaratId: id('Choose a purity'),
  productColorId: id('Choose a valid colour').nullish(),
  productSizeId: id('Choose a valid size').nullish(),
});

/** The legacy REST selection with colour and size as 1-based positions (docs/decisions.md#legacy-cart-ids). */
export const legacySelectionSchema = z.object({
  productId: id('p_id must be a product id'),
  productCaratId: id('pc_id must be a product carat id'),
  colorPosition: id('pcolor_id must be a colour position starting at 1').nullish(),
  sizePosition: id('ps_id must be a size position starting at 1').nullish(),
});
