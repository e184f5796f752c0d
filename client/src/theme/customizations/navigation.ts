import type { Components, Theme } from '@mui/material/styles';
import { BRAND } from '../palette';

/** Links, drawers, lists used as menus, tabs, breadcrumbs. */
export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover', color: 'inherit' },
    styleOverrides: { root: { textUnderlineOffset: '0.2em', '&:hover': { color: BRAND.goldDark } } },
  },
  MuiDrawer: { styleOverrides: { paper: { backgroundColor: BRAND.paper, borderColor: BRAND.line } } },
  MuiListItemButton: {
    styleOverrides: {
      root: {
        borderRadius: 2,
        '&.Mui-selected': { backgroundColor: 'rgba(176, 141, 87, 0.14)', color: BRAND.goldDark },
        '&.Mui-selected:hover': { backgroundColor: 'rgba(176, 141, 87, 0.2)' },
        '&.Mui-selected .MuiListItemIcon-root': { color: BRAND.goldDark },
      },
    },
  },
  MuiListItemIcon: { styleOverrides: { root: { minWidth: 40, color: BRAND.stone } } },
  MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  MuiBreadcrumbs: { styleOverrides: { root: { fontSize: '0.85rem' } } },
};
