import Decimal from 'decimal.js';
import { MoneyDecimal } from './money';

/** The inputs of the back-office rate card for one product carat in one currency. */
export interface RateCardInput {
  /** Rupees per gram of the metal type. */
  baseRatePerGram: number;
  /** The carat's multiplier (0.75 for 18 KT). */
  caratMultiplier: number;
  /** The product's weight in grams. */
  weightInGrams: number;
  /** conversionRateToINR of the target currency. */
  currencyRate: number;
  /** conversionRateToINR of INR (1 unless the reference was edited). */
  inrRate: number;
}

/**
 * The back-office price formula (docs/specifications.md#back-office-5-validation): base rate per gram x carat
 * multiplier x weight x (selected currency rate / INR rate), rounded half up to two decimals, returned in
 * minor units.
 *
 * Runs when an auto-priced entry is created, and when a metal's base rate, a carat's multiplier,
 * a product's weight or a currency's rate changes (every auto entry it affects is re-priced).
 */
export function rateCardPriceMinor(input: RateCardInput): number {
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`rate card: ${name} must be a non-negative number`);
  }
  if (input.inrRate === 0) throw new RangeError('rate card: inrRate must be greater than 0');
  return new MoneyDecimal(input.baseRatePerGram)
    .times(input.caratMultiplier)
    .times(input.weightInGrams)
    .times(input.currencyRate)
    .dividedBy(input.inrRate)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .times(100)
    .toNumber();
}

/**
 * Converts a rupee amount (minor units) into another currency by its rate, rounded half up to two
 * decimals. Used for the stone and labour charges of an auto entry in a non-INR currency.
 */
export function convertFromInrMinor(inrMinor: number, currencyRate: number, inrRate: number): number {
  if (inrRate <= 0) throw new RangeError('convert: inrRate must be greater than 0');
  return new MoneyDecimal(inrMinor).times(currencyRate).dividedBy(inrRate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}
