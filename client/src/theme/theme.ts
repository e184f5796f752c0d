import { createTheme } from '@mui/material/styles';
import './fonts';
import { BRAND, FOCUS_RING, palette } from './palette';
import { typography } from './typography';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';

/** The one MUI theme of the shop and its back-office. */
export const appTheme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 2 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: BRAND.ivory, WebkitFontSmoothing: 'antialiased' },
        '::selection': { backgroundColor: 'rgba(176, 141, 87, 0.28)' },
        img: { display: 'block', maxWidth: '100%' },
        // Every control shows where the keyboard is; MUI's buttons get the same ring in inputs.ts.
        ':focus-visible': FOCUS_RING,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    ...inputsCustomizations,
    ...surfacesCustomizations,
    ...navigationCustomizations,
    ...feedbackCustomizations,
    ...dataDisplayCustomizations,
  },
});
