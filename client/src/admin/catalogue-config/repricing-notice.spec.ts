import { describe, expect, it } from '@jest/globals';
import { repricingNotice } from './repricing-notice';

describe('repricing notice', () => {
  it('says how many auto prices a new rate re-priced, over how many products', () => {
    expect(repricingNotice("Gold's base rate is now ₹13,400.00 per gram", { priceEntries: 1234, products: 45 })).toBe(
      "Gold's base rate is now ₹13,400.00 per gram: 1,234 auto prices re-priced across 45 products. Prices set by hand did not change.",
    );
    expect(repricingNotice('USD rate changed', { priceEntries: 1, products: 1 })).toBe(
      'USD rate changed: 1 auto price re-priced across 1 product. Prices set by hand did not change.',
    );
  });

  it('says when nothing needed a new price, and stays silent when no rate changed', () => {
    expect(repricingNotice("Platinum's base rate is now ₹5,000.00 per gram", { priceEntries: 0, products: 0 })).toBe(
      "Platinum's base rate is now ₹5,000.00 per gram. No auto-priced product needed a new price.",
    );
    expect(repricingNotice('Gold renamed', null)).toBeNull();
  });
});
