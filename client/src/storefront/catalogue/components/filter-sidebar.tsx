import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HEADER_BOTTOM_VAR } from '../../../shared/ui/use-header-offset';

/** The wide screens' filter column: 'Filter by' over the panel, kept in view below the header while the grid scrolls. */
export function FilterSidebar({ children }: { children: ReactNode }) {
  return (
    <Box
      component="aside"
      aria-labelledby="filters-heading"
      sx={{
        position: 'sticky',
        top: `calc(var(${HEADER_BOTTOM_VAR}, 0px) + 24px)`,
        alignSelf: 'start',
        maxHeight: `calc(100vh - var(${HEADER_BOTTOM_VAR}, 0px) - 48px)`,
        overflowY: 'auto',
        pr: 1,
      }}
    >
      <Typography
        id="filters-heading"
        component="h2"
        sx={{
          fontSize: '0.85rem',
          fontWeight: 700,
          letterSpacing: '0.2em',
          textTransform: 'uppercase',
          pb: 1,
          borderBottom: 2,
          borderColor: 'secondary.main',
        }}
      >
        Filter by
      </Typography>
      {children}
    </Box>
  );
}
