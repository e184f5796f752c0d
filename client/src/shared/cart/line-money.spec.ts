import { describe, expect, it } from '@jest/globals';
import { describeLineOptions, formatMinorUnits, pieceMinorUnits } from './line-money';

const inr = (minorUnits: number) => ({ minorUnits, currencyCode: 'INR' });

describe('pieceMinorUnits', () => {
  it('adds price, stone charge and labour charge in minor units', () => {
    // Arrange / Act / Assert: 30,396.20 + 12,000.05 + 1,500.75 = 43,897.00
    expect(pieceMinorUnits({ price: inr(3039620), stoneCharge: inr(1200005), labourCharge: inr(150075) })).toBe(4389700);
  });

  it('is null when a part has no price in the currency', () => {
    expect(pieceMinorUnits({ price: null, stoneCharge: inr(1), labourCharge: inr(1) })).toBeNull();
    expect(pieceMinorUnits({ price: inr(1), stoneCharge: inr(1), labourCharge: undefined })).toBeNull();
  });
});

describe('formatMinorUnits', () => {
  it('formats paise with Indian grouping and cents with US grouping, two decimals', () => {
    expect(formatMinorUnits(12043000, 'INR')).toBe('₹1,20,430.00');
    expect(formatMinorUnits(123405, 'USD')).toBe('$1,234.05');
    expect(formatMinorUnits(1, 'USD')).toBe('$0.01');
  });
});

describe('describeLineOptions', () => {
  it('joins colour, purity and size, leaving out what a line lacks', () => {
    expect(describeLineOptions({ color: 'Rose Gold', purity: '18K', size: '23 (20.0 mm)' })).toBe('Rose Gold · 18K · Size 23 (20.0 mm)');
    expect(describeLineOptions({ color: null, purity: '14K', size: null })).toBe('14K');
    expect(describeLineOptions({ color: ' ', purity: '', size: undefined })).toBe('');
  });
});
