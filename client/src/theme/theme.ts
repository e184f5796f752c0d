import { createTheme } from '@mui/material/styles';
import { BRAND, palette } from './palette';
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
      },
    },
    ...inputsCustomizations,
    ...surfacesCustomizations,
    ...navigationCustomizations,
    ...feedbackCustomizations,
    ...dataDisplayCustomizations,
  },
});
