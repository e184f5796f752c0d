import { describe, expect, it } from '@jest/globals';
import { MAX_LINE_QUANTITY, parseQuantity, stepQuantity } from './quantity';

describe('parseQuantity (typed quantity, docs/specifications.md#storefront-5-validation)', () => {
  it('keeps a positive whole number, ignoring surrounding spaces', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('007')).toBe(7);
  });

  it('falls back to 1 for anything that is not a positive whole number', () => {
    for (const text of ['', '   ', '0', '-2', '2.5', '1e2', 'abc', '3x', '+4', '٣']) expect(parseQuantity(text)).toBe(1);
  });

  it('caps a large number at the line limit the API accepts', () => {
    expect(parseQuantity('11')).toBe(MAX_LINE_QUANTITY);
    expect(parseQuantity('99999999999999999999')).toBe(MAX_LINE_QUANTITY);
    expect(parseQuantity('25', 5)).toBe(5);
  });
});

describe('stepQuantity (the stepper buttons)', () => {
  it('never goes below 1 with minus', () => {
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(1, -1)).toBe(1);
  });

  it('never goes above the line limit with plus', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(MAX_LINE_QUANTITY, 1)).toBe(MAX_LINE_QUANTITY);
  });
});
