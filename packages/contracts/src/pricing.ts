/**
 * The rate card (docs/decisions.md#rate-card), the one implementation of it: the server stores what it
 * answers (server/src/domain/pricing/rate-card.ts) and the back-office product form previews the same
 * (client/src/admin/products/product-form-model.ts). The MySQL/MariaDB re-pricing repeats it in SQL
 * (server/src/domain/pricing/repricing-sql.ts); server/test/pricing-sql-vs-rule.e2e-spec.ts holds the two
 * together on random rate cards.
 *
 * Exact decimal arithmetic on BigInt, so no binary float error reaches a price: each number is taken at
 * its shortest decimal form (String(0.585) is "0.585"), as decimal.js reads a number, and the only rounding
 * is the last step, half up (away from zero) to the minor unit (paise, cents).
 */

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

/** A finite number as an exact decimal: digits ÷ 10^scale (0.75 → 75n, 2; 1e21 → 10^21, 0). */
interface Exact {
  digits: bigint;
  scale: number;
}

function exact(value: number): Exact {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** numerator ÷ denominator (denominator > 0) rounded half up, away from zero for a negative quotient. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const size = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * size + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

const RATE_CARD_INPUTS = ['baseRatePerGram', 'caratMultiplier', 'weightInGrams', 'currencyRate', 'inrRate'] as const;

/**
 * The back-office price formula (docs/specifications.md#back-office-5-validation): base rate per gram x carat
 * multiplier x weight x (selected currency rate / INR rate), rounded half up to two decimals, returned in
 * minor units. Throws a RangeError naming the input when one is negative or not finite, or the INR rate is 0.
 *
 * Runs when an auto-priced entry is created, when a metal's base rate, a carat's multiplier, a product's
 * weight or a currency's rate changes (every auto entry it affects is re-priced), and in the product form
 * on every change of weight, metal, carat or an auto row.
 */
export function rateCardPriceMinor(input: RateCardInput): number {
  for (const name of RATE_CARD_INPUTS) {
    const value = input[name];
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`rate card: ${name} must be a non-negative number`);
  }
  if (input.inrRate === 0) throw new RangeError('rate card: inrRate must be greater than 0');
  const factors = [input.baseRatePerGram, input.caratMultiplier, input.weightInGrams, input.currencyRate].map(exact);
  const inr = exact(input.inrRate);
  // minor = Π digits × 100 × 10^inr.scale ÷ (inr.digits × 10^Σscale)
  const numerator = factors.reduce((product, factor) => product * factor.digits, 100n) * 10n ** BigInt(inr.scale);
  const denominator = inr.digits * 10n ** BigInt(factors.reduce((sum, factor) => sum + factor.scale, 0));
  return Number(divideHalfUp(numerator, denominator));
}

/**
 * Converts a rupee amount (minor units) into another currency by its rate (currency rate / INR rate), rounded
 * half up to the minor unit; with the rates swapped, from that currency into rupees. Used for the stone and
 * labour charges of an auto entry in a non-INR currency, an order's value in rupees and the price filter's
 * bounds. Throws a RangeError when an argument is not finite or the divisor rate is not above 0.
 */
export function convertFromInrMinor(inrMinor: number, currencyRate: number, inrRate: number): number {
  if (!(inrRate > 0) || !Number.isFinite(inrRate)) throw new RangeError('convert: inrRate must be greater than 0');
  if (!Number.isFinite(inrMinor) || !Number.isFinite(currencyRate)) throw new RangeError('convert: the amount and the rate must be finite');
  const amount = exact(Math.abs(inrMinor));
  const rate = exact(currencyRate);
  const inr = exact(inrRate);
  const sign = inrMinor < 0 ? -1n : 1n;
  const numerator = sign * amount.digits * rate.digits * 10n ** BigInt(inr.scale);
  return Number(divideHalfUp(numerator, inr.digits * 10n ** BigInt(amount.scale + rate.scale)));
}
