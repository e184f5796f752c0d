import { z } from 'zod';

/**
 * The most pieces of one product, purity, colour and size in one cart line or order line. Not in the
 * specification: a shop of fine jewellery sells a handful at a time, and it keeps every order total far
 * below the integer range of the amount columns.
 */
export const MAX_LINE_QUANTITY = 10;

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/**
 * A positive whole number of pieces, at most MAX_LINE_QUANTITY
 * (docs/specifications.md#storefront-5-validation: at least 1).
 */
export const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

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
