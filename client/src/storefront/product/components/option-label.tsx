import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The small caps title of an option group: 'COLOUR  Rose Gold'. */
export function OptionLabel({ id, label, value }: { id: string; label: string; value?: ReactNode }) {
  return (
    <Typography
      id={id}
      component="p"
      sx={{ mb: 1, fontSize: '0.78rem', letterSpacing: '0.16em', textTransform: 'uppercase', fontWeight: 600 }}
    >
      {label}
      {value ? (
        <Typography
          component="span"
          sx={{ ml: 1, textTransform: 'none', letterSpacing: '0.02em', fontWeight: 500, color: 'text.secondary' }}
        >
          {value}
        </Typography>
      ) : null}
    </Typography>
  );
}
