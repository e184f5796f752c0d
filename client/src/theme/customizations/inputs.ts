import type { Components, Theme } from '@mui/material/styles';
import { BRAND, FOCUS_RING } from '../palette';

/** Buttons, text fields and selects. */
export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    // ButtonBase resets the outline; keyboard focus gets the shop's ring instead of a faint ripple.
    styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 2, paddingInline: 24, minHeight: 44, textTransform: 'uppercase' },
      sizeSmall: { minHeight: 34, paddingInline: 16 },
      outlined: {
        borderColor: BRAND.charcoal,
        color: BRAND.charcoal,
        '&:hover': { borderColor: BRAND.gold, color: BRAND.goldDark, backgroundColor: 'transparent' },
      },
      text: { paddingInline: 8, minHeight: 36 },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { color: BRAND.charcoal, '&:hover': { color: BRAND.goldDark, backgroundColor: 'rgba(176, 141, 87, 0.08)' } } },
  },
  MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
  // The field's own border shows focus (2px, antique gold); no second ring inside it.
  MuiInputBase: { styleOverrides: { input: { '&:focus-visible': { outline: 'none', boxShadow: 'none' } } } },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 2,
        backgroundColor: BRAND.paper,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: '#cfc3b0' },
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: BRAND.goldAccent },
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: BRAND.gold, borderWidth: 2 },
        '&.Mui-error .MuiOutlinedInput-notchedOutline, &.Mui-error:hover .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.error.main,
        },
      }),
    },
  },
  MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: BRAND.goldDark } } } },
  MuiFormHelperText: { styleOverrides: { root: { marginLeft: 2 } } },
};
