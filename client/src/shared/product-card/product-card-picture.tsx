import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ProductCardFragment } from './product-card.generated';
import { coverFrameSx } from '../ui/picture-frame';
import { ResponsiveImage } from '../ui/responsive-image';

/** Product pictures are square, 800 × 800 (seed and uploads); the attributes reserve the space before they load. */
const IMAGE_SIZE = 800;

const frameSx = { position: 'relative', aspectRatio: '1 / 1', bgcolor: '#f3ede4', overflow: 'hidden' } as const;
const hoverImageSx = { ...coverFrameSx, opacity: 0, transition: 'opacity 400ms ease' } as const;
const outOfStockSx = {
  position: 'absolute',
  top: 12,
  left: 12,
  bgcolor: 'rgba(31,29,26,0.88)',
  color: '#fbf8f3',
  fontSize: '0.68rem',
} as const;

function ImagePlaceholder() {
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'primary.light' }}>
      <DiamondOutlinedIcon sx={{ fontSize: 56 }} />
    </Box>
  );
}

interface ProductCardPictureProps {
  product: ProductCardFragment;
  image: string | undefined;
  /** Only once the shopper has hovered or focused the card. */
  hoverImage: string | undefined;
  imageLoading: 'lazy' | 'eager';
  /** How wide the card is shown at each viewport width (the `sizes` attribute of its pictures). */
  sizes: string;
  onImageError: () => void;
  onHoverError: () => void;
}

/** The square picture of a card: the main image (or a placeholder), the hover image over it and the Out of Stock tag. */
export function ProductCardPicture({
  product,
  image,
  hoverImage,
  imageLoading,
  sizes,
  onImageError,
  onHoverError,
}: ProductCardPictureProps) {
  return (
    <Box sx={frameSx}>
      {image ? (
        <ResponsiveImage
          src={image}
          alt={product.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          sizes={sizes}
          priority={imageLoading === 'eager' ? 'auto' : 'lazy'}
          onError={onImageError}
          sx={coverFrameSx}
        />
      ) : (
        <ImagePlaceholder />
      )}
      {image && hoverImage ? (
        <ResponsiveImage
          className="product-card__hover"
          src={hoverImage}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          sizes={sizes}
          priority="auto"
          onError={onHoverError}
          sx={hoverImageSx}
        />
      ) : null}
      {product.soldOut ? <Chip label="Out of Stock" size="small" data-testid="product-out-of-stock" sx={outOfStockSx} /> : null}
    </Box>
  );
}
