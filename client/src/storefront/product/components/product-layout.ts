/** The two columns of the product page (pictures, details) from tablets up; one column on phones. */
export const productLayoutSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
  columnGap: { md: 5, lg: 8 },
  rowGap: 3,
  alignItems: 'start',
} as const;
