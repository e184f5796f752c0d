import type { MoneyAmount } from '../../shared/cart/line-money';

/** The parts of one purity's price (the API's CaratPrice), per piece. */
export interface PiecePrice {
  price: MoneyAmount;
  stoneCharge: MoneyAmount;
  labourCharge: MoneyAmount;
}

export interface BreakupLine {
  /** Per piece, in minor units. */
  unit: number;
  /** × quantity, in minor units. */
  total: number;
}

/** What the chosen purity costs, part by part, for the chosen quantity. Every amount is in minor units. */
export interface PriceBreakup {
  currencyCode: string;
  quantity: number;
  metal: BreakupLine;
  stone: BreakupLine;
  labour: BreakupLine;
  /** One piece: metal + stone + labour. */
  unitTotal: number;
  /** unitTotal × quantity: what the cart line and checkout charge. */
  total: number;
}

/** The struck-through "before" price the specification shows next to the price: 1.2 × it. */
export const STRUCK_PRICE_FACTOR_TENTHS = 12;

/**
 * The price breakup of a purity for a quantity. Integer arithmetic on minor units only (never
 * floating-point money), the same sum the API's `total` and the checkout use:
 * (price + stone + labour) × quantity.
 */
export function priceBreakup(piece: PiecePrice, quantity: number): PriceBreakup {
  const pieces = Math.max(1, Math.trunc(quantity));
  const line = (money: MoneyAmount): BreakupLine => ({ unit: money.minorUnits, total: money.minorUnits * pieces });
  const metal = line(piece.price);
  const stone = line(piece.stoneCharge);
  const labour = line(piece.labourCharge);
  const unitTotal = metal.unit + stone.unit + labour.unit;
  return { currencyCode: piece.price.currencyCode, quantity: pieces, metal, stone, labour, unitTotal, total: unitTotal * pieces };
}

/** 1.2 × an amount in minor units, rounded half up to a whole minor unit (₹100.05 → ₹120.06). */
export function struckPriceMinor(minorUnits: number): number {
  return Math.floor((minorUnits * STRUCK_PRICE_FACTOR_TENTHS + 5) / 10);
}

/** The currency whose prices contain Indian GST (the server's GST_CURRENCY, docs/decisions.md#gst-and-invoices). */
export const GST_CURRENCY = 'INR';

/**
 * The GST a tax-inclusive amount contains at a rate in percent: amount − amount × 100 / (100 + rate), the
 * taxable value rounded half up to a whole minor unit, as the server stores it on an order line. Integer
 * arithmetic (BigInt, the rate in hundredths of a percent).
 */
export function gstContainedMinor(amountMinor: number, ratePercent: number): number {
  const rate = BigInt(Math.round(ratePercent * 100));
  const base = 10_000n + rate;
  const taxable = (BigInt(amountMinor) * 20_000n + base) / (2n * base);
  return amountMinor - Number(taxable);
}
