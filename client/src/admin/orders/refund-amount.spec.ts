import { describe, expect, it } from '@jest/globals';
import { AMOUNT_FORMAT_TEXT, REASON_REQUIRED_TEXT, minorUnitsOf, refundAmountProblem, refundReasonProblem } from './refund-amount';

describe('refund amount', () => {
  it('reads an amount with up to two decimals as minor units, without floating point', () => {
    expect(minorUnitsOf('1250.5')).toBe(125_050);
    expect(minorUnitsOf('0.29')).toBe(29);
    expect(minorUnitsOf('1,25,000.00')).toBe(12_500_000);
    expect(minorUnitsOf('12')).toBe(1200);
    expect(minorUnitsOf('1.234')).toBeNull();
    expect(minorUnitsOf('-5')).toBeNull();
    expect(minorUnitsOf('')).toBeNull();
  });

  it('allows more than 0 and at most what may still be refunded', () => {
    expect(refundAmountProblem('0', 5000, '₹50.00')).toBe(AMOUNT_FORMAT_TEXT);
    expect(refundAmountProblem('50.01', 5000, '₹50.00')).toBe('At most ₹50.00 can be refunded');
    expect(refundAmountProblem('50', 5000, '₹50.00')).toBeNull();
  });

  it('needs a reason', () => {
    expect(refundReasonProblem('  ')).toBe(REASON_REQUIRED_TEXT);
    expect(refundReasonProblem('Ring returned')).toBeNull();
    expect(refundReasonProblem('x'.repeat(501))).toBe('At most 500 characters');
  });
});
