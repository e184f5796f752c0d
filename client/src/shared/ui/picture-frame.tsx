import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A picture that covers its whole frame (a relatively positioned box with the frame's size or ratio). */
export const coverFrameSx = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

/** What stands in a picture's frame when there is none or it fails to load: a quiet icon, named by the alt text. */
export function PicturePlaceholder({ alt, children }: { alt: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={alt} sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'primary.light' }}>
      {children}
    </Box>
  );
}
