import { ALL_JEWELLERY_PATH } from '@shop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface ListingEmptyProps {
  message: string;
  /** Offered when filters are on: the quickest way back to results. */
  onClearFilters?: () => void;
}

/** No match: the specification's text, and a way on (clear the filters, or browse everything). */
export function ListingEmpty({ message, onClearFilters }: ListingEmptyProps) {
  return (
    <Box
      data-testid="listing-empty"
      role="status"
      sx={{
        py: { xs: 6, md: 9 },
        px: 2,
        textAlign: 'center',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {onClearFilters ? 'Try fewer filters or a wider price range.' : 'Try another word, or explore the whole collection.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onClearFilters ? (
          <Button variant="contained" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : null}
        <Button variant="outlined" component={RouterLink} to={ALL_JEWELLERY_PATH}>
          Browse all jewellery
        </Button>
      </Box>
    </Box>
  );
}
