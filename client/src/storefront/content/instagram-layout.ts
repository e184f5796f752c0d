/**
 * The Instagram grid cycles through nine tile shapes (docs/specifications.md#storefront-9-constants), so a long grid never
 * repeats a row: spans in columns and rows of a 4-column grid (2 columns on phones, where a tile
 * never spans more than 2). The grid packs densely, and a whole cycle leaves no hole.
 */
export const INSTAGRAM_SPAN_PATTERNS: readonly { columns: 1 | 2; rows: 1 | 2 }[] = [
  { columns: 2, rows: 2 },
  { columns: 1, rows: 1 },
  { columns: 1, rows: 1 },
  { columns: 1, rows: 2 },
  { columns: 1, rows: 1 },
  { columns: 1, rows: 2 },
  { columns: 1, rows: 2 },
  { columns: 2, rows: 1 },
  { columns: 1, rows: 1 },
];

/** One cycle of the nine shapes fills whole rows of a 4- and a 2-column grid: show posts in multiples of it. */
export const INSTAGRAM_CYCLE = INSTAGRAM_SPAN_PATTERNS.length;

export function instagramTileSpan(index: number): { columns: 1 | 2; rows: 1 | 2 } {
  const length = INSTAGRAM_SPAN_PATTERNS.length;
  return INSTAGRAM_SPAN_PATTERNS[((index % length) + length) % length] ?? { columns: 1, rows: 1 };
}
