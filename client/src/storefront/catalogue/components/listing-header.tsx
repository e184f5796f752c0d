import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ListingHeading } from '../listing-heading';
import { piecesCount } from '../listing-range';

interface ListingHeaderProps {
  heading: ListingHeading;
  /** How many pieces match (undefined until the first page is here). */
  totalCount: number | undefined;
  /** The sort control beside the title (wide screens), or null. */
  sort: ReactNode;
}

/** The listing's eyebrow, title (its h1, which the results section is labelled by) and count of pieces. */
export function ListingHeader({ heading, totalCount, sort }: ListingHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        mt: { xs: 2.5, md: 4 },
        mb: { xs: 2.5, md: 4 },
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" color="primary.dark">
          {heading.eyebrow}
        </Typography>
        <Typography
          id="listing-title"
          variant="h2"
          component="h1"
          data-testid="listing-title"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}
        >
          {heading.title || <Skeleton sx={{ width: 240 }} />}
        </Typography>
        <Typography
          color="text.secondary"
          role="status"
          aria-live="polite"
          data-testid="listing-count"
          sx={{ mt: 0.5, minHeight: '1.5em' }}
        >
          {totalCount ? piecesCount(totalCount) : ''}
        </Typography>
      </Box>
      {sort}
    </Box>
  );
}
