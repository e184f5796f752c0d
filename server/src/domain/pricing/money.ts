import Decimal from 'decimal.js';

/** Decimal context for money: enough precision for any product of rates, rounding half up. */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

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
