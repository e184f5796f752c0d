import { formatMoney } from '../money/format-money';

/** An amount as the API answers it (Money); only the minor units are used for arithmetic. */
export interface MoneyAmount {
  minorUnits: number;
  currencyCode: string;
}

/** The three parts of one piece's price, as cart, wishlist and checkout lines carry them (null: no price in the currency). */
export interface PieceCharges {
  price: MoneyAmount | null | undefined;
  stoneCharge: MoneyAmount | null | undefined;
  labourCharge: MoneyAmount | null | undefined;
}

/**
 * What one piece costs: price + stone charge + labour charge, in minor units (paise, cents), the
 * sum of docs/specifications.md#storefront-9-constants. Null when any part is missing (the product has no price in the
 * shopper's currency and cannot be ordered).
 */
export function pieceMinorUnits({ price, stoneCharge, labourCharge }: PieceCharges): number | null {
  if (!price || !stoneCharge || !labourCharge) return null;
  return price.minorUnits + stoneCharge.minorUnits + labourCharge.minorUnits;
}

/** Formats minor units for display ('₹45,210.50', '$543.21'); whole minor units divide by 100 exactly enough for two decimals. */
export function formatMinorUnits(minorUnits: number, currencyCode: string): string {
  return formatMoney(minorUnits / 100, currencyCode);
}

/** The options a line was chosen in, as shoppers read them: 'Rose Gold · 18K · Size 23 (20.0 mm)'. */
export function describeLineOptions({
  color,
  purity,
  size,
}: {
  color?: string | null;
  purity?: string | null;
  size?: string | null;
}): string {
  return [color, purity, size ? `Size ${size}` : null].filter((part): part is string => Boolean(part && part.trim())).join(' · ');
}
