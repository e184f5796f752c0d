import { describe, expect, it } from '@jest/globals';
import { INSTAGRAM_CYCLE, INSTAGRAM_SPAN_PATTERNS, instagramTileSpan } from './instagram-layout';

/** CSS grid's dense auto-placement: each tile takes the first free spot, row by row. Returns the empty cells left. */
function holesAfterDensePacking(count: number, columns: number): number {
  const taken = new Set<string>();
  let lastRow = 0;
  for (let index = 0; index < count; index++) {
    const span = instagramTileSpan(index);
    const width = Math.min(span.columns, columns);
    let placed = false;
    for (let row = 0; !placed; row++) {
      for (let column = 0; column + width <= columns && !placed; column++) {
        const cells: string[] = [];
        for (let r = 0; r < span.rows; r++) for (let c = 0; c < width; c++) cells.push(`${row + r}:${column + c}`);
        if (cells.every((cell) => !taken.has(cell))) {
          cells.forEach((cell) => taken.add(cell));
          lastRow = Math.max(lastRow, row + span.rows);
          placed = true;
        }
      }
    }
  }
  return lastRow * columns - taken.size;
}

describe('Instagram grid spans', () => {
  it('cycles through nine patterns', () => {
    expect(INSTAGRAM_SPAN_PATTERNS).toHaveLength(9);
    for (let i = 0; i < 9; i++) expect(instagramTileSpan(i + 9)).toEqual(instagramTileSpan(i));
    expect(instagramTileSpan(0)).toEqual({ columns: 2, rows: 2 });
    expect(instagramTileSpan(7)).toEqual({ columns: 2, rows: 1 });
  });

  it('fills whole rows with one or two cycles, on the 4-column desktop and the 2-column phone grid', () => {
    for (const columns of [4, 2]) {
      expect(holesAfterDensePacking(INSTAGRAM_CYCLE, columns)).toBe(0);
      expect(holesAfterDensePacking(2 * INSTAGRAM_CYCLE, columns)).toBe(0);
    }
  });
});
