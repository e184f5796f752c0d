import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type Ref, type SyntheticEvent, useState } from 'react';
import { pictureSrcSet } from '../api/picture-variants';

/**
 * 'high': the picture the page opens with (the first hero slide, the product's main picture): fetched
 * first, never lazily. 'lazy': everything else, fetched as it nears the viewport. 'auto': neither, for a
 * picture the browser should fetch at once at normal priority (e.g. the first cards of a listing).
 */
export type ImagePriority = 'high' | 'lazy' | 'auto';

export interface ResponsiveImageProps {
  /** The picture's URL (from apiAssetUrl); its variants, if it has any, are named after it. */
  src: string;
  alt: string;
  /** The intrinsic size (or just its proportions): reserves the picture's box before it loads. */
  width: number;
  height: number;
  /** How wide the picture is shown at each viewport width, as the `sizes` attribute says it. */
  sizes: string;
  priority?: ImagePriority;
  onError?: () => void;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  imageRef?: Ref<HTMLImageElement>;
  className?: string;
  draggable?: boolean;
  sx?: SxProps<Theme>;
}

const PRIORITY_ATTRIBUTES = {
  high: { fetchPriority: 'high', loading: 'eager' },
  lazy: { loading: 'lazy' },
  auto: { loading: 'eager' },
} as const;

/**
 * An <img> with a `srcset` of the picture's WebP variants and the `sizes` of its layout, so a phone
 * fetches a narrow copy; decoded off the main thread. A picture without variants, or whose variant fails
 * to load, falls back to the original before `onError` is called.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = 'lazy', onError, ...rest }: ResponsiveImageProps) {
  const { onLoad, imageRef, className, draggable, sx } = rest;
  const [plainFor, setPlainFor] = useState<string | null>(null);
  const srcSet = plainFor === src ? undefined : pictureSrcSet(src);
  return (
    <Box
      component="img"
      ref={imageRef}
      // loading and sizes before the sources: a browser that sees src first may start fetching at once.
      {...PRIORITY_ATTRIBUTES[priority]}
      decoding="async"
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
      alt={alt}
      width={width}
      height={height}
      draggable={draggable}
      className={className}
      onLoad={onLoad}
      onError={() => (srcSet ? setPlainFor(src) : onError?.())}
      sx={sx}
    />
  );
}
