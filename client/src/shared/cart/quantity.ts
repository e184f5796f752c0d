/** The API keeps at most this many pieces on one cart line (and in one order line). */
export const MAX_LINE_QUANTITY = 10;

/**
 * A quantity typed by the shopper (docs/specifications.md#storefront-5-validation): a positive whole number is kept (capped at the line limit),
 * anything else (empty, 0, negative, decimal, letters) falls back to 1.
 */
export function parseQuantity(text: string, max: number = MAX_LINE_QUANTITY): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 1;
  const value = Number(trimmed);
  if (value < 1) return 1;
  return Math.min(value, max);
}

/** The quantity after a press of minus (-1) or plus (+1): never below 1, never above the line limit. */
export function stepQuantity(quantity: number, step: -1 | 1, max: number = MAX_LINE_QUANTITY): number {
  return Math.min(Math.max(quantity + step, 1), max);
}
