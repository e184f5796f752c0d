import type { PriceRange } from './listing-filters';

// Rupees use Indian digit grouping (2,50,000); every other currency US grouping, as prices do.
const LOCALE_BY_CURRENCY: Readonly<Record<string, string>> = { INR: 'en-IN' };
const formatters = new Map<string, Intl.NumberFormat>();

/** A whole amount for the price filter: '₹2,50,000', '$3,000' (no decimals: the bounds are whole units). */
export function formatWhole(amount: number, currencyCode: string): string {
  const code = currencyCode.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(LOCALE_BY_CURRENCY[code] ?? 'en-US', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      });
    } catch {
      return `${code} ${Math.round(amount)}`;
    }
    formatters.set(code, formatter);
  }
  return formatter.format(Math.round(amount));
}

/** The slider's step: about a thousandth of the span, a power of ten (₹100 for rupees, $1 for dollars). */
export function priceStep(range: Pick<PriceRange, 'min' | 'max'>): number {
  const span = range.max - range.min;
  if (span <= 0) return 1;
  return Math.max(1, 10 ** (Math.floor(Math.log10(span)) - 3));
}

/** How a chosen price band reads in a chip: '₹20,000 – ₹90,000', 'Under ₹40,000', '₹5,000 and above'. */
export function priceBandLabel(minPrice: number | null, maxPrice: number | null, currencyCode: string): string {
  if (minPrice !== null && maxPrice !== null) return `${formatWhole(minPrice, currencyCode)} – ${formatWhole(maxPrice, currencyCode)}`;
  if (maxPrice !== null) return `Under ${formatWhole(maxPrice, currencyCode)}`;
  if (minPrice !== null) return `${formatWhole(minPrice, currencyCode)} and above`;
  return 'Any price';
}
