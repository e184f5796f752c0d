import { productPath } from '@shop/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductCardFragment } from './product-card.generated';
import { apiAssetUrl } from '../api/asset-url';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { ProductCardCaption } from './product-card-caption';
import { ProductCardPicture } from './product-card-picture';

export type ProductCardData = ProductCardFragment;

interface ProductCardProps {
  product: ProductCardData;
  /** 'eager' only for cards visible without scrolling (e.g. the first row of a listing); others load as they near the viewport. */
  imageLoading?: 'lazy' | 'eager';
  /** The heading level of the name in the page outline. */
  titleComponent?: 'h2' | 'h3';
  /** How wide the card is shown at each viewport width (its pictures' `sizes`); the list that lays it out knows. */
  sizes: string;
}

const cardSx = {
  position: 'relative',
  '&:hover .product-card__hover': { opacity: 1 },
  '&:hover .product-card__name': { color: 'primary.dark' },
} as const;
const linkSx = { display: 'block', textDecoration: 'none', color: 'inherit', '&:focus-visible': { outlineOffset: 4 } } as const;

/**
 * A product tile for every list of the storefront: picture (the second one on hover), category,
 * name, the price incl. stone and labour in the currency the query asked for, an Out of Stock tag and
 * the wishlist heart. Its fields are the ProductCard fragment next to it.
 */
export function ProductCard({ product, imageLoading = 'lazy', titleComponent = 'h3', sizes }: ProductCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const [hoverFailed, setHoverFailed] = useState(false);
  // The hover picture is fetched on first hover or focus, not with the page.
  const [wantsHover, setWantsHover] = useState(false);
  const image = imageFailed ? undefined : apiAssetUrl(product.image);
  const hoverImage = hoverFailed || product.hoverImage === product.image ? undefined : apiAssetUrl(product.hoverImage);

  return (
    <Box component="article" data-testid="product-card" data-product-id={product.id} sx={cardSx}>
      <Box
        component={RouterLink}
        to={productPath(product.id)}
        data-testid="product-card-link"
        onPointerEnter={() => setWantsHover(true)}
        onFocus={() => setWantsHover(true)}
        sx={linkSx}
      >
        <ProductCardPicture
          product={product}
          image={image}
          hoverImage={wantsHover ? hoverImage : undefined}
          imageLoading={imageLoading}
          sizes={sizes}
          onImageError={() => setImageFailed(true)}
          onHoverError={() => setHoverFailed(true)}
        />
        <ProductCardCaption product={product} titleComponent={titleComponent} />
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
