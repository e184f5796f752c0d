/** A <ul> without bullets or indent, for a list laid out as cards or rows: spread into its sx with the layout. */
export const plainListSx = { listStyle: 'none', m: 0, p: 0 } as const;
