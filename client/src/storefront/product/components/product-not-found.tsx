import { ALL_JEWELLERY_PATH } from '@shop/contracts';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** An unknown product id: a friendly way back to the collection. */
export function ProductNotFound() {
  return (
    <Box data-testid="product-not-found" sx={{ maxWidth: 560, mx: 'auto', py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <DiamondOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.light', mb: 2 }} />
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        We couldn’t find this piece
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        It may have been retired from the collection, or the link is mistyped. Our other pieces are waiting for you.
      </Typography>
      <Button component={RouterLink} to={ALL_JEWELLERY_PATH} variant="contained" size="large">
        Browse all jewellery
      </Button>
    </Box>
  );
}
