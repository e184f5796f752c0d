import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of an order's details (Shipping details, Payment details, Actions, History). */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', letterSpacing: '0.12em' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
