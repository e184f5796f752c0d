import type { Components, Theme } from '@mui/material/styles';
import { BRAND } from '../palette';

/** Buttons, text fields and selects. */
export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 2, paddingInline: 24, minHeight: 44, textTransform: 'uppercase' },
      sizeSmall: { minHeight: 34, paddingInline: 16 },
      outlined: { borderColor: BRAND.charcoal, color: BRAND.charcoal, '&:hover': { borderColor: BRAND.gold, color: BRAND.goldDark, backgroundColor: 'transparent' } },
      text: { paddingInline: 8, minHeight: 36 },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { color: BRAND.charcoal, '&:hover': { color: BRAND.goldDark, backgroundColor: 'rgba(176, 141, 87, 0.08)' } } },
  },
  MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 2,
        backgroundColor: BRAND.paper,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: BRAND.line },
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: BRAND.goldLight },
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: BRAND.gold, borderWidth: 1 },
        '&.Mui-error .MuiOutlinedInput-notchedOutline, &.Mui-error:hover .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.error.main,
        },
      }),
    },
  },
  MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: BRAND.goldDark } } } },
  MuiFormHelperText: { styleOverrides: { root: { marginLeft: 2 } } },
};
