import { describe, expect, it } from '@jest/globals';
import { convertFromInrMinor, rateCardPriceMinor } from './pricing';

const card = (baseRatePerGram: number, caratMultiplier: number, weightInGrams: number, currencyRate = 1, inrRate = 1) => ({
  baseRatePerGram,
  caratMultiplier,
  weightInGrams,
  currencyRate,
  inrRate,
});

describe('rate card (docs/specifications.md#back-office-5-validation)', () => {
  it('multiplies base rate, carat multiplier, weight and the currency ratio, to two decimals', () => {
    // 18 KT gold at 13,200/g, 4.25 g, in INR: 13200 x 0.75 x 4.25 = 42075.00
    expect(rateCardPriceMinor(card(13200, 0.75, 4.25))).toBe(4_207_500);
    // 6500 x 0.75 x 3.2 = 15600.00
    expect(rateCardPriceMinor(card(6500, 0.75, 3.2))).toBe(1_560_000);
  });

  it('converts with the selected currency rate divided by the INR rate', () => {
    // 6543.21 x 0.585 x 3.1 = 11865.9113... INR; x 0.012 / 1 = 142.3933... -> 142.39 USD
    expect(rateCardPriceMinor(card(6543.21, 0.585, 3.1, 0.012))).toBe(14_239);
    // 6500 x 0.75 x 3.2 x 0.012 = 187.2
    expect(rateCardPriceMinor(card(6500, 0.75, 3.2, 0.012))).toBe(18_720);
    // An edited reference rate divides: 100 x 1 x 1 x 0.5 / 2 = 25.00; 100 / 3 = 33.333... -> 33.33
    expect(rateCardPriceMinor(card(100, 1, 1, 0.5, 2))).toBe(2_500);
    expect(rateCardPriceMinor(card(100, 1, 1, 1, 3))).toBe(3_333);
    // 2 / 3 = 0.6666... -> 0.67
    expect(rateCardPriceMinor(card(2, 1, 1, 1, 3))).toBe(67);
  });

  it('rounds half up exactly where binary floats would not', () => {
    // 1.005 x 1 x 1 = 1.005 -> 1.01 (a float gives 1.00499999...)
    expect(rateCardPriceMinor(card(1.005, 1, 1))).toBe(101);
    // 1 x 1 x 0.005 = 0.005 -> 0.01
    expect(rateCardPriceMinor(card(1, 1, 0.005))).toBe(1);
    // 0.1 x 0.2 x 3 = 0.06 exactly, 0.0600000000000001 in floats
    expect(rateCardPriceMinor(card(0.1, 0.2, 3))).toBe(6);
    // 0.1 x 0.7 x 1.005 x 100 in floats is 7.034999...; exactly it is 7.035 -> 7.04
    expect(rateCardPriceMinor(card(0.1, 0.7, 1.005, 100))).toBe(704);
  });

  it('reads each number at its shortest decimal form, not its binary expansion', () => {
    // 13200.55 is 13200.549999999999... in binary (its toFixed(12)); 13200.55 x 0.1 = 1320.055 -> 1320.06
    expect(rateCardPriceMinor(card(13200.55, 1, 0.1))).toBe(132_006);
    // 1234567.89 is 1234567.889999999898... in binary; x 0.5 = 617283.945 -> 617283.95
    expect(rateCardPriceMinor(card(1_234_567.89, 1, 0.5))).toBe(61_728_395);
    // Exponent forms: 1e-7 x 5e6 = 0.5 -> 0.50; 1e21 x 1 x 1e-21 = 1.00
    expect(rateCardPriceMinor(card(1e-7, 1, 5e6))).toBe(50);
    expect(rateCardPriceMinor(card(1e21, 1, 1e-21))).toBe(100);
  });

  it('refuses negative, non-finite inputs and a zero INR rate, naming the input', () => {
    const ok = card(1, 1, 1);
    expect(() => rateCardPriceMinor({ ...ok, weightInGrams: -1 })).toThrow(/weightInGrams/);
    expect(() => rateCardPriceMinor({ ...ok, baseRatePerGram: Number.NaN })).toThrow(/baseRatePerGram/);
    expect(() => rateCardPriceMinor({ ...ok, currencyRate: Number.POSITIVE_INFINITY })).toThrow(/currencyRate/);
    expect(() => rateCardPriceMinor({ ...ok, inrRate: 0 })).toThrow(/inrRate/);
    expect(() => rateCardPriceMinor({ ...ok, inrRate: 0 })).toThrow(RangeError);
  });
});

describe('convertFromInrMinor', () => {
  it('converts rupee charges into another currency, rounded half up to the cent', () => {
    expect(convertFromInrMinor(1_250_000, 0.012, 1)).toBe(15_000); // 12,500.00 INR -> 150.00 USD
    expect(convertFromInrMinor(12_345, 0.0123, 1)).toBe(152); // 151.8435 cents -> 152
    expect(convertFromInrMinor(50_000, 0.012, 1)).toBe(600);
    expect(convertFromInrMinor(125, 0.5, 1)).toBe(63); // 62.5 -> 63
  });

  it('converts the other way with the rates swapped, and rounds a negative amount away from zero', () => {
    // 150.00 USD at 0.012 per rupee = 12,500.00 INR
    expect(convertFromInrMinor(15_000, 1, 0.012)).toBe(1_250_000);
    expect(convertFromInrMinor(-125, 0.5, 1)).toBe(-63);
  });

  it('refuses an INR rate of 0 or below and amounts that are not finite', () => {
    expect(() => convertFromInrMinor(100, 1, 0)).toThrow(/inrRate/);
    expect(() => convertFromInrMinor(100, 1, -1)).toThrow(/inrRate/);
    expect(() => convertFromInrMinor(Number.NaN, 1, 1)).toThrow(RangeError);
  });
});
