import { isSoldOut } from './sold-out';

describe('isSoldOut (by stock; the manual flag is added by the caller)', () => {
  it.each([
    ['every one of 12 combinations tracked at 0', { combinations: 12, soldOutVariants: 12, otherVariants: 0 }, true],
    ['one of 12 combinations without a variant row (not tracked)', { combinations: 12, soldOutVariants: 11, otherVariants: 0 }, false],
    ['one variant with a piece left', { combinations: 12, soldOutVariants: 11, otherVariants: 1 }, false],
    ['one variant not tracked (stock NULL)', { combinations: 2, soldOutVariants: 1, otherVariants: 1 }, false],
    ['a product without sizes or colours (no combinations)', { combinations: 0, soldOutVariants: 0, otherVariants: 0 }, false],
    ['a single combination at 0', { combinations: 1, soldOutVariants: 1, otherVariants: 0 }, true],
  ])('%s → %s', (_, counts, expected) => {
    expect(isSoldOut(counts)).toBe(expected);
  });
});
