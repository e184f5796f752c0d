import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { ProductDetailData } from './product-detail-data';
import { ratingSx } from './product-info-sections';
import { ProductPrice } from './product-price';

const outOfStockSx = {
  mt: 1.5,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  fontWeight: 600,
  letterSpacing: '0.08em',
  borderRadius: 1,
} as const;

const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

interface ProductHeadingProps {
  product: ProductDetailData;
  total: Parameters<typeof ProductPrice>[0]['total'];
  onShowReviews: () => void;
}

/** Category line, name, average rating (a link to the reviews), price and the Out of Stock tag. */
export function ProductHeading({ product, total, onShowReviews }: ProductHeadingProps) {
  return (
    <Box>
      {product.subcategory || product.category ? (
        <Typography variant="overline" component="p" color="primary.dark">
          {[product.category?.name, product.subcategory?.name].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
      <Typography variant="h2" component="h1" data-testid="product-name" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
        {product.name}
      </Typography>
      {product.reviews.length > 0 && product.averageRating !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Rating value={product.averageRating} precision={0.1} readOnly size="small" sx={ratingSx} />
          <Link component="button" type="button" variant="body2" color="text.secondary" underline="always" onClick={onShowReviews}>
            {product.averageRating.toFixed(1)} · {reviewCount(product.reviews.length)}
          </Link>
        </Box>
      ) : null}
      <ProductPrice total={total} />
      {product.soldOut ? <Chip label="Out of Stock" data-testid="product-out-of-stock" sx={outOfStockSx} /> : null}
    </Box>
  );
}
