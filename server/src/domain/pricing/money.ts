import Decimal from 'decimal.js';

/** Decimal context for money: enough precision for any product of rates, rounding half up. */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** The reference currency: the rate card, the listing's price column and unknown phones use it. */
export const REFERENCE_CURRENCY = 'INR';

/** Every currency this shop sells in has two decimals (paise, cents). */
const MINOR_PER_MAJOR = 100;

/** An amount of money in integer minor units with its currency, as kept in the database. */
export interface Money {
  minorUnits: number;
  currencyCode: string;
}

/** Converts a decimal amount ("1234.5", 1234.5) to integer minor units, rounding half up once. */
export function toMinorUnits(amount: Decimal.Value): number {
  const minor = new MoneyDecimal(amount).times(MINOR_PER_MAJOR).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  if (!minor.isFinite()) throw new RangeError(`not a finite amount: ${String(amount)}`);
  return minor.toNumber();
}

/** Formats integer minor units as a plain decimal string with two decimals, e.g. 123450 -> "1234.50". */
export function formatMinorUnits(minor: number): string {
  return new MoneyDecimal(minor).dividedBy(MINOR_PER_MAJOR).toFixed(2);
}

/** Major-unit number of a minor-unit amount (for legacy JSON answers that carry plain numbers). */
export function minorToMajor(minor: number): number {
  return Number(formatMinorUnits(minor));
}

/**
 * The largest single amount the shop takes or computes, in minor units: a price, a stone or labour
 * charge, a rate-card price. 1,000,000,000.00 (₹100 crore) is far above any piece of jewellery; the
 * columns are BIGINT (docs/decisions.md#money-columns), so this is a sanity cap, not a storage limit.
 */
export const MAX_AMOUNT_MINOR = 100_000_000_000;

/** The largest order total accepted online, in minor units (100,000,000,000.00); bigger orders go through the shop. */
export const MAX_ORDER_TOTAL_MINOR = 10_000_000_000_000;

/** a + b in minor units, refused (RangeError) rather than rounded when the sum is past 2^53. */
export function addMinor(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError('An amount of money is beyond what the shop can add exactly');
  return sum;
}

/** An amount of minor units for people to read, in its currency ("₹1,20,430.00", "$1,234.50"): @shop/contracts' money, as the storefront shows it. */
export { formatMinor as formatMoneyForDisplay } from '@shop/contracts';
