import type { PaletteOptions } from '@mui/material/styles';

/** Brand colours: ivory ground, deep charcoal ink, muted gold accent. */
export const BRAND = {
  ivory: '#fbf8f3',
  cream: '#f4ede2',
  parchment: '#efe6d8',
  paper: '#fffdf9',
  charcoal: '#1f1d1a',
  graphite: '#3a3631',
  stone: '#6f675d',
  gold: '#b08d57',
  goldDark: '#8c6d3f',
  goldLight: '#d6bf93',
  line: '#e6ddcf',
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: BRAND.gold, dark: BRAND.goldDark, light: BRAND.goldLight, contrastText: '#ffffff' },
  secondary: { main: BRAND.charcoal, light: BRAND.graphite, contrastText: BRAND.ivory },
  error: { main: '#b3261e' },
  success: { main: '#2e6b4f' },
  warning: { main: '#a66a00' },
  background: { default: BRAND.ivory, paper: BRAND.paper },
  text: { primary: BRAND.charcoal, secondary: BRAND.stone },
  divider: BRAND.line,
};
