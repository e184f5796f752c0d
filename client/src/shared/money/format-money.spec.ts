import { describe, expect, it } from '@jest/globals';
import { currencyName, currencySymbol, formatMoney } from './format-money';

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

  it('formats a currency the API adds later with US grouping', () => {
    expect(formatMoney('1234567.5', 'EUR')).toBe('€1,234,567.50');
  });
});

describe('currencySymbol and currencyName (the guest currency menu)', () => {
  it('names the currencies the API lists without a table in the client', () => {
    expect([currencySymbol('INR'), currencySymbol('usd'), currencySymbol('EUR')]).toEqual(['₹', '$', '€']);
    expect([currencyName('INR'), currencyName('USD')]).toEqual(['Indian Rupee', 'US Dollar']);
  });

  it('falls back to the code for something that is not a currency', () => {
    expect(currencySymbol('??')).toBe('??');
    expect(currencyName('??')).toBe('??');
  });
});
