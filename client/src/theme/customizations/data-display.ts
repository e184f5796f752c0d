import type { Components, Theme } from '@mui/material/styles';
import { BRAND } from '../palette';

/** Chips, badges, dividers, tooltips. */
export const dataDisplayCustomizations: Components<Theme> = {
  MuiChip: { styleOverrides: { root: { borderRadius: 2, fontWeight: 600, letterSpacing: '0.06em' } } },
  MuiBadge: { styleOverrides: { badge: { fontWeight: 700 } } },
  MuiDivider: { styleOverrides: { root: { borderColor: BRAND.line } } },
  MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: BRAND.charcoal, fontSize: '0.75rem' } } },
};
