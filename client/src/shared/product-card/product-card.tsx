import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductCardFragment } from '../../graphql/generated/graphql';
import { apiAssetUrl } from '../api/asset-url';
import { formatMoney } from '../money/format-money';
import { WishlistHeart } from '../wishlist/wishlist-heart';

export type ProductCardData = ProductCardFragment;

/** Product pictures are square, 800 × 800 (seed and uploads); the attributes reserve the space before they load. */
const IMAGE_SIZE = 800;

interface ProductCardProps {
  product: ProductCardData;
  /** 'eager' only for cards visible without scrolling (e.g. the first row of a listing); others load as they near the viewport. */
  imageLoading?: 'lazy' | 'eager';
  /** The heading level of the name in the page outline. */
  titleComponent?: 'h2' | 'h3';
}

function ImagePlaceholder() {
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'primary.light' }}>
      <DiamondOutlinedIcon sx={{ fontSize: 56 }} />
    </Box>
  );
}

/**
 * A product tile for every list of the storefront: picture (the second one on hover), category,
 * name, the price incl. stone and labour in the currency the query asked for, an Out of Stock tag and
 * the wishlist heart. Its fields are the ProductCard fragment next to it.
 */
export function ProductCard({ product, imageLoading = 'lazy', titleComponent = 'h3' }: ProductCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const [hoverFailed, setHoverFailed] = useState(false);
  // The hover picture is fetched on first hover or focus, not with the page.
  const [wantsHover, setWantsHover] = useState(false);
  const image = imageFailed ? undefined : apiAssetUrl(product.image);
  const hoverImage = hoverFailed || product.hoverImage === product.image ? undefined : apiAssetUrl(product.hoverImage);
  const total = product.price?.total;

  return (
    <Box
      component="article"
      data-testid="product-card"
      data-product-id={product.id}
      sx={{
        position: 'relative',
        '&:hover .product-card__hover': { opacity: 1 },
        '&:hover .product-card__name': { color: 'primary.dark' },
      }}
    >
      <Box
        component={RouterLink}
        to={`/product/${product.id}`}
        data-testid="product-card-link"
        onPointerEnter={() => setWantsHover(true)}
        onFocus={() => setWantsHover(true)}
        sx={{ display: 'block', textDecoration: 'none', color: 'inherit', '&:focus-visible': { outlineOffset: 4 } }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: '#f3ede4', overflow: 'hidden' }}>
          {image ? (
            <Box
              component="img"
              src={image}
              alt={product.name}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading={imageLoading}
              decoding="async"
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
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              decoding="async"
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
              data-testid="product-out-of-stock"
              sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'rgba(31,29,26,0.88)', color: '#fbf8f3', fontSize: '0.68rem' }}
            />
          ) : null}
        </Box>
        <Box sx={{ pt: 2, px: 0.5, textAlign: 'center' }}>
          {product.categoryName ? (
            <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6, fontSize: '0.68rem' }}>
              {product.categoryName}
            </Typography>
          ) : null}
          <Typography
            className="product-card__name"
            component={titleComponent}
            data-testid="product-name"
            title={product.name}
            sx={{
              fontFamily: (theme) => theme.typography.h6.fontFamily,
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
            }}
          >
            {product.name}
          </Typography>
          <Typography data-testid="product-price" sx={{ mt: 0.75, fontWeight: 600, letterSpacing: '0.02em' }}>
            {total ? formatMoney(total.amount, total.currencyCode) : 'Price on request'}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ position: 'absolute', top: 10, right: 10 }}>
        <WishlistHeart product={{ id: product.id, name: product.name, productCaratId: product.price?.productCaratId }} />
      </Box>
    </Box>
  );
}

/** The card's shape while its list loads. */
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
