import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Fallback while a lazily loaded route arrives. The text 'Loading...' is the specification's. */
export function PageLoader({ minHeight = '50vh' }: { minHeight?: number | string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress size={28} thickness={3} />
      <Typography variant="overline" color="text.secondary">
        Loading...
      </Typography>
    </Box>
  );
}
