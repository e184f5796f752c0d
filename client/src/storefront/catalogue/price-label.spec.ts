import { describe, expect, it } from '@jest/globals';
import { formatWhole, priceBandLabel, priceStep } from './price-label';

describe('price filter labels', () => {
  it('formats whole amounts with the grouping of the currency', () => {
    expect(formatWhole(250000, 'INR')).toBe('₹2,50,000');
    expect(formatWhole(3000, 'usd')).toBe('$3,000');
  });

  it('steps the slider by a power of ten fitting the span', () => {
    expect(priceStep({ min: 1200, max: 250000 })).toBe(100);
    expect(priceStep({ min: 14, max: 3000 })).toBe(1);
    expect(priceStep({ min: 5, max: 5 })).toBe(1);
  });

  it('reads a band with one or both ends', () => {
    expect(priceBandLabel(20000, 90000, 'INR')).toBe('₹20,000 – ₹90,000');
    expect(priceBandLabel(null, 40000, 'INR')).toBe('Under ₹40,000');
    expect(priceBandLabel(500, null, 'USD')).toBe('$500 and above');
  });
});
