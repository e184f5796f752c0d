/**
 * Category tiles fill rows of `perRow`; the tiles of a short last row share that row between them,
 * so no tile is ever left alone beside an empty gap (e.g. the fifth of five categories on a
 * 2-column phone spans the row). The grid itself is a wrapping flex row whose tiles grow to fill it.
 */

/** How many regular tiles wide tile `index` of `count` is: 1, or more in a short last row. */
export function categoryTileWidthFactor(index: number, count: number, perRow: number): number {
  const columns = Math.max(1, Math.floor(perRow));
  const leftover = count % columns;
  const inShortLastRow = leftover !== 0 && index >= count - leftover;
  return inShortLastRow ? columns / leftover : 1;
}

/** CSS aspect ratio keeping a stretched tile as tall as a regular one (portrait 4:5): twice as wide, twice the ratio. */
export function categoryTileAspectRatio(index: number, count: number, perRow: number): string {
  return `${+(4 * categoryTileWidthFactor(index, count, perRow)).toFixed(3)} / 5`;
}

/** Tiles per full row: two on phones, three on tablets, up to five (all in one row when they fit) on desktops. */
export const CATEGORY_TILES_PER_ROW = { xs: 2, sm: 3 } as const;
export const categoryTilesPerRowWide = (count: number): number => Math.max(1, Math.min(count, 5));
