/**
 * The back-office rate card in the browser, mirroring server/src/domain/pricing/rate-card.ts so the product
 * form shows the price the server will store: base rate per gram × carat multiplier × weight × (currency
 * rate ÷ INR rate), rounded half up to two decimals. Exact decimal arithmetic on BigInt (no float error),
 * amounts in minor units (paise, cents). Runs on every change of weight, metal, carat or an auto row.
 */

/** A finite, non-negative decimal as an integer and its scale: 0.75 → { digits: 75n, scale: 2 }. */
interface Scaled {
  digits: bigint;
  scale: number;
}

function scaled(value: number): Scaled | null {
  if (!Number.isFinite(value) || value < 0) return null;
  // toFixed(12) avoids exponent notation for small rates (1e-7) and keeps every digit a form can hold.
  const text = value.toFixed(12).replace(/0+$/, '').replace(/\.$/, '');
  const [whole, fraction = ''] = text.split('.');
  return { digits: BigInt(whole + fraction), scale: fraction.length };
}

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

/** numerator ÷ denominator rounded half up to an integer (both positive). */
const divideHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

export interface RateCardInput {
  /** Rupees per gram of the metal type. */
  baseRatePerGram: number;
  /** The carat's multiplier (0.75 for 18 KT). */
  caratMultiplier: number;
  /** The product's weight in grams. */
  weightInGrams: number;
  /** conversionRateToINR of the row's currency. */
  currencyRate: number;
  /** conversionRateToINR of INR (1 unless the reference was edited). */
  inrRate: number;
}

/** The rate-card price in minor units, or null when an input is missing, negative or the INR rate is 0. */
export function rateCardPriceMinor(input: RateCardInput): number | null {
  const parts = [input.baseRatePerGram, input.caratMultiplier, input.weightInGrams, input.currencyRate].map(scaled);
  const inr = scaled(input.inrRate);
  if (parts.some((part) => part === null) || inr === null || inr.digits === 0n) return null;
  const factors = parts as Scaled[];
  // value × 100 = Π(digits) × 100 × 10^inr.scale ÷ (inr.digits × 10^Σscale)
  const numerator = factors.reduce((product, part) => product * part.digits, 100n) * pow10(inr.scale);
  const denominator = inr.digits * pow10(factors.reduce((sum, part) => sum + part.scale, 0));
  return Number(divideHalfUp(numerator, denominator));
}

/**
 * A rupee amount (minor units) in another currency, rounded half up to the minor unit: how the server
 * fills the stone and labour charges of an auto entry in a non-INR currency (convertFromInrMinor).
 */
export function convertFromInrMinor(inrMinor: number, currencyRate: number, inrRate: number): number | null {
  const rate = scaled(currencyRate);
  const inr = scaled(inrRate);
  if (!Number.isInteger(inrMinor) || inrMinor < 0 || rate === null || inr === null || inr.digits === 0n) return null;
  return Number(divideHalfUp(BigInt(inrMinor) * rate.digits * pow10(inr.scale), inr.digits * pow10(rate.scale)));
}

/** Minor units as the text of a major-unit input: 4521050 → "45210.50". */
export function minorToInput(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A typed major-unit amount in minor units (half up), or null when it is not a non-negative number. */
export function inputToMinor(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = BigInt((whole || '0') + fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1n : 0n;
  return Number(cents + roundUp);
}
