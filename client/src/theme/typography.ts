import type { TypographyVariantsOptions } from '@mui/material/styles';

// The brand faces come with the app (theme/fonts.ts); the rest of each stack only covers the moment
// before they load.
export const SERIF_STACK = "'Cormorant Garamond Variable', 'Cormorant Garamond', Georgia, 'Times New Roman', serif";
export const SANS_STACK = "'Manrope Variable', Manrope, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const display = { fontFamily: SERIF_STACK, fontWeight: 500, letterSpacing: '0.01em' } as const;

export const typography: TypographyVariantsOptions = {
  fontFamily: SANS_STACK,
  fontSize: 14,
  h1: { ...display, fontSize: 'clamp(2.4rem, 4vw + 1rem, 4rem)', lineHeight: 1.1 },
  h2: { ...display, fontSize: 'clamp(2rem, 2.5vw + 1rem, 3rem)', lineHeight: 1.15 },
  h3: { ...display, fontSize: 'clamp(1.7rem, 1.5vw + 1rem, 2.25rem)', lineHeight: 1.2 },
  h4: { ...display, fontSize: '1.75rem', lineHeight: 1.25 },
  h5: { ...display, fontSize: '1.4rem', lineHeight: 1.3 },
  h6: { ...display, fontSize: '1.15rem', lineHeight: 1.35, fontWeight: 600 },
  subtitle1: { fontSize: '1rem', fontWeight: 500 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 600 },
  body1: { fontSize: '1rem', lineHeight: 1.65 },
  body2: { fontSize: '0.9rem', lineHeight: 1.6 },
  overline: { fontSize: '0.72rem', fontWeight: 600, letterSpacing: '0.22em', lineHeight: 2 },
  caption: { fontSize: '0.78rem', letterSpacing: '0.02em' },
  button: { fontWeight: 600, letterSpacing: '0.14em', fontSize: '0.78rem' },
};
