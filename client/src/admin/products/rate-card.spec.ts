import { describe, expect, it } from '@jest/globals';
import { convertFromInrMinor, inputToMinor, minorToInput, rateCardPriceMinor } from './rate-card';

describe('rateCardPriceMinor (mirrors the server rate card)', () => {
  it('multiplies base rate, multiplier and weight in rupees', () => {
    // 6500 × 0.75 × 3.2 = 15600.00
    expect(rateCardPriceMinor({ baseRatePerGram: 6500, caratMultiplier: 0.75, weightInGrams: 3.2, currencyRate: 1, inrRate: 1 })).toBe(
      1_560_000,
    );
  });

  it('converts by the currency rate over the INR rate and rounds half up to the cent', () => {
    // 6500 × 0.75 × 3.2 × 0.012 = 187.2 → 18720
    expect(rateCardPriceMinor({ baseRatePerGram: 6500, caratMultiplier: 0.75, weightInGrams: 3.2, currencyRate: 0.012, inrRate: 1 })).toBe(
      18_720,
    );
    // 1 × 1 × 0.005 = 0.005 → 0.01 (half up, exact: no float drift)
    expect(rateCardPriceMinor({ baseRatePerGram: 1, caratMultiplier: 1, weightInGrams: 0.005, currencyRate: 1, inrRate: 1 })).toBe(1);
    // 100 × 1 × 1 × 1 / 3 = 33.333… → 33.33
    expect(rateCardPriceMinor({ baseRatePerGram: 100, caratMultiplier: 1, weightInGrams: 1, currencyRate: 1, inrRate: 3 })).toBe(3_333);
  });

  it('is exact where floating point is not', () => {
    // 0.1 × 0.7 × 1.005 × 100 in floats is 7.034999…; exactly it is 7.035 → 7.04
    expect(rateCardPriceMinor({ baseRatePerGram: 0.1, caratMultiplier: 0.7, weightInGrams: 1.005, currencyRate: 100, inrRate: 1 })).toBe(
      704,
    );
  });

  it('answers null for missing or impossible inputs', () => {
    expect(
      rateCardPriceMinor({ baseRatePerGram: Number.NaN, caratMultiplier: 1, weightInGrams: 1, currencyRate: 1, inrRate: 1 }),
    ).toBeNull();
    expect(rateCardPriceMinor({ baseRatePerGram: 1, caratMultiplier: 1, weightInGrams: -1, currencyRate: 1, inrRate: 1 })).toBeNull();
    expect(rateCardPriceMinor({ baseRatePerGram: 1, caratMultiplier: 1, weightInGrams: 1, currencyRate: 1, inrRate: 0 })).toBeNull();
  });
});

describe('convertFromInrMinor', () => {
  it('converts rupees into the currency, half up', () => {
    expect(convertFromInrMinor(50_000, 0.012, 1)).toBe(600);
    expect(convertFromInrMinor(125, 0.5, 1)).toBe(63);
  });
});

describe('minor units and input text', () => {
  it('round-trips', () => {
    expect(minorToInput(4_521_050)).toBe('45210.50');
    expect(minorToInput(7)).toBe('0.07');
    expect(inputToMinor('45210.50')).toBe(4_521_050);
    expect(inputToMinor('12')).toBe(1_200);
    expect(inputToMinor('0.125')).toBe(13);
    expect(inputToMinor('abc')).toBeNull();
    expect(inputToMinor('')).toBeNull();
  });
});
