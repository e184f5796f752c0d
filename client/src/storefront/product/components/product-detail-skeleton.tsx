import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { productLayoutSx } from './product-layout';

/** The page's shape while the product loads: picture, name, price, options and buttons. */
export function ProductDetailSkeleton() {
  return (
    <Box role="status" aria-live="polite" aria-label="Loading product" data-testid="product-loading">
      <Skeleton width={240} sx={{ mb: { xs: 2, md: 3 } }} />
      <Box sx={productLayoutSx}>
        <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
        <Box>
          <Skeleton width="30%" />
          <Skeleton sx={{ fontSize: '2.6rem' }} width="80%" />
          <Skeleton sx={{ fontSize: '1.8rem', mb: 2 }} width="45%" />
          <Skeleton width="100%" />
          <Skeleton width="90%" sx={{ mb: 3 }} />
          <Box sx={{ display: 'flex', gap: 1.5, mb: 3 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="circular" width={40} height={40} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mb: 3 }}>
            {[0, 1].map((i) => (
              <Skeleton key={i} variant="rectangular" width={64} height={40} />
            ))}
          </Box>
          <Skeleton variant="rectangular" width={200} height={40} sx={{ mb: 3 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            <Skeleton variant="rectangular" height={52} />
            <Skeleton variant="rectangular" height={52} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
