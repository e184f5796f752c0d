import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref } from 'react';

/** Product pictures are square, 800 × 800 (seed and uploads): the attributes reserve the space before they load. */
export const PICTURE_SIZE = 800;

interface SquarePictureProps {
  src: string | undefined;
  alt: string;
  onError: () => void;
  /** The picture the page is about (the product's main picture): fetched first rather than when scrolled to. */
  eager?: boolean;
  imageRef?: Ref<HTMLImageElement>;
  sx?: SxProps<Theme>;
}

/** A square product picture (gallery, thumbnails, cart and order lines), decoded off the main thread. */
export function SquarePicture({ src, alt, onError, eager = false, imageRef, sx }: SquarePictureProps) {
  return (
    <Box
      component="img"
      ref={imageRef}
      src={src}
      alt={alt}
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      onError={onError}
      sx={sx}
    />
  );
}
