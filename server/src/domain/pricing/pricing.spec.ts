import { formatMinorUnits, toMinorUnits } from './money';
import { entryPieceTotalMinor, fromPriceMinor, lineTotalMinor, orderTotals, pieceTotalMinor } from './totals';

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
