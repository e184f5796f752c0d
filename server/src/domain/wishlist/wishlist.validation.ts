import { z } from 'zod';
import { lineSelectionSchema, quantityOrOne } from '../line-selection/line-selection.validation';

/** A product to keep for later: one purity, optionally one colour and one size (real ids). */
export const wishlistAddSchema = lineSelectionSchema;

/**
 * How many pieces go to the cart when a wishlist line moves there: 1 unless stated
 * (docs/specifications.md#storefront-9-constants).
 */
export const moveToCartSchema = z.object({ quantity: quantityOrOne });
