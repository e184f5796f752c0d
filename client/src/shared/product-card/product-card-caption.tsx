import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ProductCardFragment } from './product-card.generated';
import { formatMoney } from '../money/format-money';

const nameSx = {
  fontFamily: (theme: Theme) => theme.typography.h6.fontFamily,
  fontSize: '1.15rem',
  fontWeight: 600,
  lineHeight: 1.3,
  transition: 'color 200ms ease',
  // Up to two lines, then an ellipsis: long names stay readable on a phone's narrow card.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

interface ProductCardCaptionProps {
  product: ProductCardFragment;
  titleComponent: 'h2' | 'h3';
}

/** Category, name and price under a card's picture. */
export function ProductCardCaption({ product, titleComponent }: ProductCardCaptionProps) {
  const total = product.price?.total;
  return (
    <Box sx={{ pt: 2, px: 0.5, textAlign: 'center' }}>
      {product.categoryName ? (
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6, fontSize: '0.68rem' }}>
          {product.categoryName}
        </Typography>
      ) : null}
      <Typography className="product-card__name" component={titleComponent} data-testid="product-name" title={product.name} sx={nameSx}>
        {product.name}
      </Typography>
      <Typography data-testid="product-price" sx={{ mt: 0.75, fontWeight: 600, letterSpacing: '0.02em' }}>
        {total ? formatMoney(total.amount, total.currencyCode) : 'Price on request'}
      </Typography>
    </Box>
  );
}
