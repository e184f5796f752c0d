/** One priced line of a cart or an order, in minor units of a single currency. */
export interface PricedLine {
  unitPriceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/**
 * price + stone charge + labour charge: what one piece costs (docs/specifications.md#storefront-9-constants).
 * Runs for every per-piece total shown (a purity's price, an ordered item's piece price) and inside every
 * line total.
 */
export function pieceTotalMinor(piece: Omit<PricedLine, 'quantity'>): number {
  return piece.unitPriceMinor + piece.stoneChargeMinor + piece.labourChargeMinor;
}

/** The same for the amounts of a price entry, whose metal price is `priceMinor`. */
export const entryPieceTotalMinor = (entry: EntryAmounts): number =>
  pieceTotalMinor({
    unitPriceMinor: entry.priceMinor,
    stoneChargeMinor: entry.stoneChargeMinor,
    labourChargeMinor: entry.labourChargeMinor,
  });

/**
 * (price + stone charge + labour charge) x quantity: the storefront's line total
 * (docs/specifications.md#storefront-9-constants).
 */
export function lineTotalMinor(line: PricedLine): number {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity must be a whole number of at least 1');
  return pieceTotalMinor(line) * line.quantity;
}

/**
 * The totals of a checkout. Shipping and tax are always 0 (docs/specifications.md#storefront-9-constants);
 * they are kept as separate amounts so the back-office shows subtotal, shipping, tax and grand total.
 */
export function orderTotals(lines: PricedLine[]): OrderTotals {
  const subtotalMinor = lines.reduce((sum, line) => sum + lineTotalMinor(line), 0);
  const shippingMinor = 0;
  const taxMinor = 0;
  return { subtotalMinor, shippingMinor, taxMinor, totalMinor: subtotalMinor + shippingMinor + taxMinor };
}

/** The amounts of one price entry (minor units), as stored. */
export interface EntryAmounts {
  priceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
}

/**
 * The "from" price of a product: the lowest one-piece total (price + stone + labour) among its INR
 * entries, or null without any. Kept in products.fromPriceInrMinor, which the listing filters and sorts
 * by; recompute it whenever a product's INR entries change (seed, product edits, re-pricing).
 */
export function fromPriceMinor(inrEntries: EntryAmounts[]): number | null {
  if (inrEntries.length === 0) return null;
  return Math.min(...inrEntries.map(entryPieceTotalMinor));
}
