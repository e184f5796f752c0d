import { formatMinorUnits, toMinorUnits } from './money';
import { convertFromInrMinor, rateCardPriceMinor } from './rate-card';
import { entryPieceTotalMinor, fromPriceMinor, lineTotalMinor, orderTotals, pieceTotalMinor } from './totals';

describe('rate card (docs/specifications.md#back-office-5-validation)', () => {
  it('multiplies base rate, carat multiplier, weight and the currency ratio, to two decimals', () => {
    // Arrange: 18 KT gold at 13,200/g, 4.25 g, in INR.
    const input = { baseRatePerGram: 13200, caratMultiplier: 0.75, weightInGrams: 4.25, currencyRate: 1, inrRate: 1 };
    // Act / Assert: 13200 x 0.75 x 4.25 = 42075.00
    expect(rateCardPriceMinor(input)).toBe(4207500);
  });

  it('converts with the selected currency rate divided by the INR rate', () => {
    // 6543.21 x 0.585 x 3.1 = 11865.9113... INR; x 0.012 / 1 = 142.3933... -> 142.39 USD
    expect(
      rateCardPriceMinor({ baseRatePerGram: 6543.21, caratMultiplier: 0.585, weightInGrams: 3.1, currencyRate: 0.012, inrRate: 1 }),
    ).toBe(14239);
    // An edited reference rate divides: 100 x 1 x 1 x 0.5 / 2 = 25.00
    expect(rateCardPriceMinor({ baseRatePerGram: 100, caratMultiplier: 1, weightInGrams: 1, currencyRate: 0.5, inrRate: 2 })).toBe(2500);
  });

  it('rounds half up exactly where binary floats would not', () => {
    // 1.005 x 1 x 1 = 1.005 -> 1.01 (a float gives 1.00499999...)
    expect(rateCardPriceMinor({ baseRatePerGram: 1.005, caratMultiplier: 1, weightInGrams: 1, currencyRate: 1, inrRate: 1 })).toBe(101);
    // 0.1 x 0.2 x 3 = 0.06 exactly, 0.0600000000000001 in floats
    expect(rateCardPriceMinor({ baseRatePerGram: 0.1, caratMultiplier: 0.2, weightInGrams: 3, currencyRate: 1, inrRate: 1 })).toBe(6);
  });

  it('refuses negative, non-finite inputs and a zero INR rate', () => {
    const ok = { baseRatePerGram: 1, caratMultiplier: 1, weightInGrams: 1, currencyRate: 1, inrRate: 1 };
    expect(() => rateCardPriceMinor({ ...ok, weightInGrams: -1 })).toThrow(/weightInGrams/);
    expect(() => rateCardPriceMinor({ ...ok, baseRatePerGram: Number.NaN })).toThrow(/baseRatePerGram/);
    expect(() => rateCardPriceMinor({ ...ok, inrRate: 0 })).toThrow(/inrRate/);
  });

  it('converts rupee charges into another currency, rounded to the cent', () => {
    expect(convertFromInrMinor(1_250_000, 0.012, 1)).toBe(15000); // 12,500.00 INR -> 150.00 USD
    expect(convertFromInrMinor(12_345, 0.0123, 1)).toBe(152); // 151.8435 cents -> 152
  });
});

describe('money', () => {
  it('converts decimals to minor units half up, and back to two-decimal strings', () => {
    expect(toMinorUnits('1234.5')).toBe(123450);
    expect(toMinorUnits(0.125)).toBe(13);
    expect(formatMinorUnits(123450)).toBe('1234.50');
    expect(formatMinorUnits(5)).toBe('0.05');
  });
});

describe('checkout totals (docs/specifications.md#storefront-9-constants)', () => {
  it('sums (price + stone + labour) x quantity with shipping and tax at 0', () => {
    const lines = [
      { unitPriceMinor: 4207500, stoneChargeMinor: 1800000, labourChargeMinor: 350000, quantity: 2 },
      { unitPriceMinor: 100, stoneChargeMinor: 0, labourChargeMinor: 1, quantity: 1 },
    ];
    expect(lineTotalMinor(lines[0])).toBe(12715000);
    expect(orderTotals(lines)).toEqual({ subtotalMinor: 12715101, shippingMinor: 0, taxMinor: 0, totalMinor: 12715101 });
  });

  it('prices one piece as price + stone + labour, for an order item and a price entry alike', () => {
    expect(pieceTotalMinor({ unitPriceMinor: 4207500, stoneChargeMinor: 1800000, labourChargeMinor: 350000 })).toBe(6357500);
    expect(entryPieceTotalMinor({ priceMinor: 4207500, stoneChargeMinor: 1800000, labourChargeMinor: 350000 })).toBe(6357500);
  });

  it('refuses a quantity below 1 or a fraction', () => {
    expect(() => lineTotalMinor({ unitPriceMinor: 1, stoneChargeMinor: 0, labourChargeMinor: 0, quantity: 0 })).toThrow(/quantity/);
    expect(() => lineTotalMinor({ unitPriceMinor: 1, stoneChargeMinor: 0, labourChargeMinor: 0, quantity: -1 })).toThrow(/quantity/);
    expect(() => lineTotalMinor({ unitPriceMinor: 1, stoneChargeMinor: 0, labourChargeMinor: 0, quantity: 1.5 })).toThrow(/quantity/);
  });
});

describe('from price of a product', () => {
  it('is the lowest one-piece total of its INR entries, or null without any', () => {
    expect(fromPriceMinor([])).toBeNull();
    expect(
      fromPriceMinor([
        { priceMinor: 5000, stoneChargeMinor: 2000, labourChargeMinor: 500 },
        { priceMinor: 4000, stoneChargeMinor: 3000, labourChargeMinor: 1000 },
      ]),
    ).toBe(7500);
  });
});
