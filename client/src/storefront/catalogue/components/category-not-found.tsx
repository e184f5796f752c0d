import { ALL_JEWELLERY_PATH } from '@shop/contracts';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead } from '../../../shared/ui/page-head';

/**
 * /allproduct/<id> of no category (the server answers it 404, docs/decisions.md#search-engines): a Not found page
 * with a way back, never an empty listing that would read as a page of its own.
 */
export function CategoryNotFound() {
  return (
    <Box data-testid="category-not-found" sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageHead title="Category not found" />
      <DiamondOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.light', mb: 2 }} />
      <Typography variant="overline" color="primary.dark" component="p">
        Error 404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        We couldn’t find this collection
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The link may be old, or the address mistyped. Every piece we make is in the full collection.
      </Typography>
      <Button component={RouterLink} to={ALL_JEWELLERY_PATH} variant="contained" size="large">
        Browse all jewellery
      </Button>
    </Box>
  );
}
