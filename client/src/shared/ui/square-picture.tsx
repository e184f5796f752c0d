import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref } from 'react';
import { ResponsiveImage } from './responsive-image';

/** Product pictures are square, 800 × 800 (seed and uploads): the attributes reserve the space before they load. */
export const PICTURE_SIZE = 800;

interface SquarePictureProps {
  src: string | undefined;
  alt: string;
  onError: () => void;
  /** How wide it is shown at each viewport width (the `sizes` attribute). */
  sizes: string;
  /** The picture the page is about (the product's main picture): fetched first rather than when scrolled to. */
  eager?: boolean;
  imageRef?: Ref<HTMLImageElement>;
  sx?: SxProps<Theme>;
}

/** A square product picture (gallery, thumbnails, cart and order lines), with its responsive variants. */
export function SquarePicture({ src, alt, onError, sizes, eager = false, imageRef, sx }: SquarePictureProps) {
  if (!src) return null;
  return (
    <ResponsiveImage
      imageRef={imageRef}
      src={src}
      alt={alt}
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      sizes={sizes}
      priority={eager ? 'high' : 'lazy'}
      onError={onError}
      sx={sx}
    />
  );
}
