import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { apiAssetUrl } from '../api/asset-url';
import { POST_IMAGE_SIZE } from './instagram-feed';
import { ResponsiveImage } from './responsive-image';
import type { InstagramPost } from './instagram-feed';

interface InstagramPostLinkProps {
  post: InstagramPost;
  /** The link's accessible name; it should say that the post opens in a new tab. */
  label: string;
  alt: string;
  loading: 'eager' | 'lazy';
  /** How wide the tile is shown at each viewport width (the picture's `sizes`). */
  sizes: string;
  testId?: string;
  /** The tile's size and its hover effects, on top of the frame every post link has. */
  sx: Exclude<SxProps<Theme>, readonly unknown[]>;
  /** Drawn over the picture (the About grid's Instagram veil). */
  children?: ReactNode;
}

// The frame of a post tile: the picture fills it, zooms smoothly on hover (at once under reduced motion).
const frameSx = {
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  bgcolor: '#efe6d8',
  '& img': { transition: 'transform 600ms ease' },
  '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
} as const;

/** One Instagram post as a square picture linking to the post in a new tab (home collage, About grid). */
export function InstagramPostLink({ post, label, alt, loading, sizes, testId, sx, children }: InstagramPostLinkProps) {
  const src = apiAssetUrl(post.imagePath);
  return (
    <Box
      component="a"
      href={post.link}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      aria-label={label}
      sx={[frameSx, sx]}
    >
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          width={POST_IMAGE_SIZE}
          height={POST_IMAGE_SIZE}
          sizes={sizes}
          priority={loading === 'eager' ? 'auto' : 'lazy'}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
      {children}
    </Box>
  );
}
