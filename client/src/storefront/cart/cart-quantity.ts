import { MAX_LINE_QUANTITY } from '../../shared/cart/quantity';

/** The drawer never goes below one piece (docs/specifications.md#storefront-5-validation) nor above the line's limit (lineQuantityLimit). */
export const canDecrease = (quantity: number): boolean => quantity > 1;
export const canIncrease = (quantity: number, max: number = MAX_LINE_QUANTITY): boolean => quantity < max;

/** '1 piece', '3 pieces'. */
export const piecesLabel = (count: number): string => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

/** The pieces checkout would take: the lines that can be ordered now (a sold-out line is in the cart, not in the subtotal). */
export const buyablePieces = (lines: readonly { quantity: number; available: boolean }[]): number =>
  lines.reduce((sum, line) => sum + (line.available ? line.quantity : 0), 0);
