import { describe, expect, it } from '@jest/globals';
import { buyablePieces, canDecrease, canIncrease, piecesLabel } from './cart-quantity';

describe('the cart drawer quantity stepper', () => {
  it('offers minus only above 1 piece', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });

  it('offers plus only below the 10 pieces a line may hold', () => {
    expect(canIncrease(10)).toBe(false);
    expect(canIncrease(9)).toBe(true);
  });

  it('counts pieces in words', () => {
    expect(piecesLabel(1)).toBe('1 piece');
    expect(piecesLabel(3)).toBe('3 pieces');
  });

  it('counts only the pieces of lines that can be ordered (a sold-out line is not in the subtotal either)', () => {
    expect(
      buyablePieces([
        { quantity: 2, available: true },
        { quantity: 1, available: false },
      ]),
    ).toBe(2);
  });
});
