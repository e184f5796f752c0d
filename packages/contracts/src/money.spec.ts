import { currencySymbol, formatMinor, formatMinorPlain, formatMoney, minorToDecimal } from './money';

describe('money as people read it', () => {
  it('writes minor units as an exact decimal', () => {
    expect(minorToDecimal(123450)).toBe('1234.50');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    // 2^53 - 1 paise: a float division would round the last digit.
    expect(minorToDecimal(9007199254740991)).toBe('90071992547409.91');
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });

  it('groups rupees the Indian way and other currencies the US way, always with two decimals', () => {
    expect(formatMinor(12043000, 'INR')).toBe('₹1,20,430.00');
    expect(formatMinor(123450, 'usd')).toBe('$1,234.50');
    expect(formatMoney('45210.5', 'INR')).toBe('₹45,210.50');
    expect(formatMoney(1234, 'USD')).toBe('$1,234.00');
    expect(formatMoney('not a number', 'INR')).toBe('');
    expect(formatMinorPlain(12043000, 'INR')).toBe('1,20,430.00');
    expect(formatMinorPlain(123450, 'USD')).toBe('1,234.50');
  });

  it('keeps an amount exact past what a float holds', () => {
    expect(formatMinor(9007199254740991, 'USD')).toBe('$90,071,992,547,409.91');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMinor(100, 'ZZZ1')).toBe('ZZZ1 1.00');
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('ZZZ1')).toBe('ZZZ1');
  });
});
