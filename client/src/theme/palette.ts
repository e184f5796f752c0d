import type { PaletteOptions } from '@mui/material/styles';

/**
 * Brand colours: ivory ground, deep charcoal ink, gold accent. Every colour used for text or for a
 * control passes WCAG AA on the grounds it sits on (test/theme-contrast.spec.ts checks the pairs):
 * `gold` is the antique gold of text, links and filled buttons (white on it 5.4:1, it on cream
 * 4.6:1); `goldAccent` is the light metallic gold of rules and ornaments only, never of text.
 */
export const BRAND = {
  ivory: '#fbf8f3',
  cream: '#f4ede2',
  parchment: '#efe6d8',
  paper: '#fffdf9',
  charcoal: '#1f1d1a',
  graphite: '#3a3631',
  stone: '#6f675d',
  gold: '#846530',
  goldDark: '#6b5128',
  goldLight: '#d6bf93',
  goldAccent: '#b08d57',
  line: '#e6ddcf',
} as const;

/** The keyboard focus ring: a dark ring with a light halo, visible on the ivory ground and on charcoal. */
export const FOCUS_RING = {
  outline: `2px solid ${BRAND.charcoal}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${BRAND.ivory}`,
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: BRAND.gold, dark: BRAND.goldDark, light: BRAND.goldLight, contrastText: '#ffffff' },
  secondary: { main: BRAND.charcoal, light: BRAND.graphite, contrastText: BRAND.ivory },
  error: { main: '#b3261e' },
  success: { main: '#2e6b4f' },
  warning: { main: '#8a5700' },
  background: { default: BRAND.ivory, paper: BRAND.paper },
  text: { primary: BRAND.charcoal, secondary: BRAND.stone },
  divider: BRAND.line,
};
