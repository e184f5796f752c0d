import type { Components, Theme } from '@mui/material/styles';

/** Alerts, progress, skeletons, dialogs. */
export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: { styleOverrides: { root: { borderRadius: 2, alignItems: 'center' } } },
  MuiSkeleton: { defaultProps: { animation: 'wave' }, styleOverrides: { root: { backgroundColor: 'rgba(176, 141, 87, 0.1)' } } },
  MuiDialog: { styleOverrides: { paper: { borderRadius: 4 } } },
  MuiLinearProgress: { styleOverrides: { root: { height: 2 } } },
};
