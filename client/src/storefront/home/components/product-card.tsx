import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { formatMoney } from '../../../shared/money/format-money';

export interface ProductCardData {
  id: number;
  name: string;
  categoryName: string | null;
  image: string | null;
  hoverImage: string | null;
  outOfStock: boolean;
  price: { total: { amount: string; currencyCode: string } } | null;
}

function ImagePlaceholder() {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'primary.light' }}>
      <DiamondOutlinedIcon sx={{ fontSize: 56 }} />
    </Box>
  );
}

/** A product tile: image (hover image on hover), category, name and price incl. stone and labour. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const [imageFailed, setImageFailed] = useState(false);
  const [hoverFailed, setHoverFailed] = useState(false);
  // The hover picture is fetched on first hover or focus, not with the page.
  const [wantsHover, setWantsHover] = useState(false);
  const image = imageFailed ? undefined : apiAssetUrl(product.image);
  const hoverImage = hoverFailed ? undefined : apiAssetUrl(product.hoverImage);
  const total = product.price?.total;

  return (
    <Box
      component={RouterLink}
      to={`/product/${product.id}`}
      data-testid="product-card"
      onPointerEnter={() => setWantsHover(true)}
      onFocus={() => setWantsHover(true)}
      sx={{
        display: 'block',
        textDecoration: 'none',
        color: 'inherit',
        '&:hover .product-card__hover': { opacity: 1 },
        '&:hover .product-card__name': { color: 'primary.dark' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: '#f3ede4', overflow: 'hidden' }}>
        {image ? (
          <Box
            component="img"
            src={image}
            alt={product.name}
            loading="lazy"
            onError={() => setImageFailed(true)}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImagePlaceholder />
        )}
        {image && hoverImage && wantsHover ? (
          <Box
            component="img"
            className="product-card__hover"
            src={hoverImage}
            alt=""
            onError={() => setHoverFailed(true)}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: 0,
              transition: 'opacity 400ms ease',
            }}
          />
        ) : null}
        {product.outOfStock ? (
          <Chip
            label="Out of Stock"
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'rgba(31,29,26,0.85)', color: '#fbf8f3', fontSize: '0.68rem' }}
          />
        ) : null}
      </Box>
      <Box sx={{ pt: 2, textAlign: 'center' }}>
        {product.categoryName ? (
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6, fontSize: '0.66rem' }}>
            {product.categoryName}
          </Typography>
        ) : null}
        <Typography
          className="product-card__name"
          component="h3"
          sx={{
            fontFamily: (theme) => theme.typography.h6.fontFamily,
            fontSize: '1.12rem',
            lineHeight: 1.3,
            transition: 'color 200ms ease',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
          title={product.name}
        >
          {product.name}
        </Typography>
        <Typography data-testid="product-price" sx={{ mt: 0.75, fontWeight: 600, letterSpacing: '0.02em' }}>
          {total ? formatMoney(total.amount, total.currencyCode) : 'Price on request'}
        </Typography>
      </Box>
    </Box>
  );
}

export function ProductCardSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <Skeleton sx={{ mx: 'auto', mt: 2, width: '40%' }} />
      <Skeleton sx={{ mx: 'auto', width: '80%' }} />
      <Skeleton sx={{ mx: 'auto', width: '30%' }} />
    </Box>
  );
}
