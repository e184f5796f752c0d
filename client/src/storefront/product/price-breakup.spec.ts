import { describe, expect, it } from '@jest/globals';
import { gstContainedMinor, priceBreakup, struckPriceMinor } from './price-breakup';

const inr = (minorUnits: number) => ({ minorUnits, currencyCode: 'INR' });

describe('priceBreakup', () => {
  // Arrange: a purity as the API prices it, per piece.
  const piece = { price: inr(2470801), stoneCharge: inr(4200000), labourCharge: inr(256000) };

  it('adds metal, stone and labour for one piece', () => {
    // Act
    const breakup = priceBreakup(piece, 1);
    // Assert
    expect(breakup).toEqual({
      currencyCode: 'INR',
      quantity: 1,
      metal: { unit: 2470801, total: 2470801 },
      stone: { unit: 4200000, total: 4200000 },
      labour: { unit: 256000, total: 256000 },
      unitTotal: 6926801,
      total: 6926801,
    });
  });

  it('multiplies every part by the quantity, exactly to the paisa', () => {
    const breakup = priceBreakup(piece, 3);
    expect([breakup.metal.total, breakup.stone.total, breakup.labour.total]).toEqual([7412403, 12600000, 768000]);
    expect(breakup.total).toBe(20780403);
    expect(breakup.total).toBe(breakup.metal.total + breakup.stone.total + breakup.labour.total);
  });

  it('keeps amounts that floating-point sums get wrong exact', () => {
    // 0.1 + 0.2 in rupees: 10 + 20 paise.
    const breakup = priceBreakup({ price: inr(10), stoneCharge: inr(20), labourCharge: inr(0) }, 7);
    expect(breakup.total).toBe(210);
  });

  it('never prices fewer than one piece', () => {
    expect(priceBreakup(piece, 0).total).toBe(6926801);
  });
});

describe('struckPriceMinor (1.2 × the price)', () => {
  it('is 1.2 times the price, rounded half up to the paisa', () => {
    expect(struckPriceMinor(10000)).toBe(12000);
    expect(struckPriceMinor(10005)).toBe(12006);
    expect(struckPriceMinor(6926801)).toBe(8312161);
    expect(struckPriceMinor(1)).toBe(1);
    expect(struckPriceMinor(3)).toBe(4);
  });
});

describe('gstContainedMinor', () => {
  it('is the GST a tax-inclusive price contains, the taxable value rounded half up to a paisa', () => {
    // ₹1,03,000.00 at 3 %: ₹3,000.00 of it is GST.
    expect(gstContainedMinor(10_300_000, 3)).toBe(300_000);
    // ₹100.00 at 3 %: taxable 9708.74 paise → 9709, GST 291.
    expect(gstContainedMinor(10_000, 3)).toBe(291);
    // ₹1,000.00 at 0.25 %: taxable 99750.62 → 99751, GST 249.
    expect(gstContainedMinor(100_000, 0.25)).toBe(249);
    expect(gstContainedMinor(123_456, 0)).toBe(0);
    // Beyond 2^53 / 20000: still exact.
    expect(gstContainedMinor(90_000_000_000_000, 3)).toBe(90_000_000_000_000 - 87_378_640_776_699);
  });
});
