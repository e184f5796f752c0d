import type { Components, Theme } from '@mui/material/styles';
import { BRAND } from '../palette';

/** App bar, paper, cards. */
export const surfacesCustomizations: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: { root: { backgroundColor: BRAND.paper, borderBottom: `1px solid ${BRAND.line}` } },
  },
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { backgroundImage: 'none' }, outlined: { borderColor: BRAND.line } },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { borderRadius: 2, backgroundColor: BRAND.paper, border: `1px solid ${BRAND.line}` } },
  },
};
