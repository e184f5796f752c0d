import { describe, expect, it } from '@jest/globals';
import { parseProductId } from './product-id';

describe('parseProductId (/product/:id)', () => {
  it('reads a positive whole number', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId('007')).toBe(7);
  });

  it('refuses anything else, so the page shows "not found" without asking the API', () => {
    for (const param of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '9999999999']) expect(parseProductId(param)).toBeNull();
  });
});
