import { describe, expect, it } from '@jest/globals';
import { currencyCodeForId, formatMoney } from './format-money';

describe('formatMoney', () => {
  it('groups rupees the Indian way and dollars the US way, always with two decimals', () => {
    expect(formatMoney('120430', 'INR')).toBe('₹1,20,430.00');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney('0.1', 'inr')).toBe('₹0.10');
  });

  it('shows nothing for an amount that is not a number, and the code for an unknown currency', () => {
    expect(formatMoney('abc', 'INR')).toBe('');
    expect(formatMoney(5, 'XYZ')).toMatch(/^XYZ\s?5\.00$/);
  });

  it('reads the legacy currency ids, defaulting to rupees', () => {
    expect([currencyCodeForId(1), currencyCodeForId(2), currencyCodeForId(null), currencyCodeForId(9)]).toEqual(['INR', 'USD', 'INR', 'INR']);
  });
});
