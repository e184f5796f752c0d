/** What the API answers after a rate change: auto price entries re-priced, over how many products. */
export interface Repricing {
  priceEntries: number;
  products: number;
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/**
 * The note kept on a catalogue page after a rate changed, e.g. "Gold's base rate is now ₹13,400.00
 * per gram: 90 auto prices re-priced across 45 products. Prices set by hand did not change." Null
 * when the save changed no rate (the API answers `repriced: null`).
 */
export function repricingNotice(change: string, repriced: Repricing | null | undefined): string | null {
  if (!repriced) return null;
  if (repriced.priceEntries === 0) return `${change}. No auto-priced product needed a new price.`;
  return `${change}: ${plural(repriced.priceEntries, 'auto price', 'auto prices')} re-priced across ${plural(
    repriced.products,
    'product',
    'products',
  )}. Prices set by hand did not change.`;
}
