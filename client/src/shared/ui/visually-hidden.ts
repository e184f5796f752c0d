/**
 * Read by screen readers, not shown (MUI's visuallyHidden). The sizes are strings on purpose: in `sx`
 * a bare number from 0 to 1 is a fraction, so `width: 1` is 100 % of the containing block and an
 * "invisible" header of the Orders table would make the page 1671 px wide at 1366.
 */
export const visuallyHidden = {
  border: 0,
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
