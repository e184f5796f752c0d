import { describe, expect, it } from '@jest/globals';
import { MAX_LINE_QUANTITY, lineQuantityLimit, parseQuantity, stepQuantity } from './quantity';

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

describe('lineQuantityLimit (docs/decisions.md#stock)', () => {
  it.each([
    ['no stock known', null, 10],
    ['a choice the shop does not count', { status: 'IN_STOCK', left: null, tracked: false } as const, 10],
    ['a counted choice with 14 left shown', { status: 'LOW_STOCK', left: 14, tracked: true } as const, 14],
    ['a counted choice with 2 left', { status: 'LOW_STOCK', left: 2, tracked: true } as const, 2],
    ['a counted choice whose count is not published', { status: 'IN_STOCK', left: null, tracked: true } as const, 99],
    ['a sold-out choice (never below one piece)', { status: 'SOLD_OUT', left: 0, tracked: true } as const, 1],
  ])('%s: %s', (_, stock, expected) => {
    expect(lineQuantityLimit(stock)).toBe(expected);
  });
});
