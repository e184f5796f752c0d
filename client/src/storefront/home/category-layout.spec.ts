import { describe, expect, it } from '@jest/globals';
import { categoryTileAspectRatio, categoryTilesPerRowWide, categoryTileWidthFactor } from './category-layout';

const widths = (count: number, perRow: number) => Array.from({ length: count }, (_, i) => categoryTileWidthFactor(i, count, perRow));

describe('category grid layout', () => {
  it('leaves no tile alone on a phone: the fifth of five is as wide as the row, and as tall as the others', () => {
    expect(widths(5, 2)).toEqual([1, 1, 1, 1, 2]);
    expect(categoryTileAspectRatio(4, 5, 2)).toBe('8 / 5');
    expect(categoryTileAspectRatio(0, 5, 2)).toBe('4 / 5');
  });

  it('shares a short last row between its tiles on a tablet', () => {
    expect(widths(5, 3)).toEqual([1, 1, 1, 1.5, 1.5]);
    expect(categoryTileAspectRatio(3, 5, 3)).toBe('6 / 5');
  });

  it('keeps full rows as they are, and every row is exactly perRow tiles wide', () => {
    expect(widths(6, 3)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const [count, perRow] of [
      [5, 2],
      [7, 3],
      [9, 5],
      [4, 4],
      [1, 2],
      [11, 4],
    ] as const) {
      let row = 0;
      for (const width of widths(count, perRow)) {
        row += width;
        if (Math.abs(row - perRow) < 1e-9) row = 0;
        expect(row).toBeLessThan(perRow);
      }
      expect(row).toBe(0);
    }
  });

  it('puts up to five categories in one desktop row', () => {
    expect([1, 4, 5, 8].map(categoryTilesPerRowWide)).toEqual([1, 4, 5, 5]);
  });
});
