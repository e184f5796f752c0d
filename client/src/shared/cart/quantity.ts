/** The API keeps at most this many pieces on one cart line (and in one order line) when the shop does not count its stock. */
export const MAX_LINE_QUANTITY = 10;

/** The steppers' limit for a counted choice whose count is not published (more than "Only N left"); the API checks the stock. */
export const COUNTED_STEP_LIMIT = 99;

/** What the API says of a choice's stock (StockAvailability). */
export interface StockInfo {
  status: 'IN_STOCK' | 'LOW_STOCK' | 'SOLD_OUT';
  left?: number | null;
  tracked: boolean;
}

/**
 * The most pieces a line of this choice may hold: its stock when counted (the count when it is published,
 * else COUNTED_STEP_LIMIT), MAX_LINE_QUANTITY when not (docs/decisions.md#stock). Never below 1.
 */
export function lineQuantityLimit(stock: StockInfo | null | undefined): number {
  if (!stock?.tracked) return MAX_LINE_QUANTITY;
  if (stock.left != null) return Math.max(stock.left, 1);
  return COUNTED_STEP_LIMIT;
}

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
