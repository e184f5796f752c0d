import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { apiAssetUrl } from '../api/asset-url';
import { PicturePlaceholder, coverFrameSx } from '../ui/picture-frame';

/**
 * A picture from the API at a fixed aspect ratio (slides 16 / 7, posts 1 / 1); a quiet placeholder
 * when it is missing or fails to load.
 */
export function ApiPicture({
  src,
  alt,
  eager = false,
  ratio = '1 / 1',
}: {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
  ratio?: string;
}) {
  const [failed, setFailed] = useState(false);
  const url = failed ? undefined : (apiAssetUrl(src) ?? src ?? undefined);
  return (
    <Box sx={{ position: 'relative', aspectRatio: ratio, bgcolor: '#f3ede4', overflow: 'hidden' }}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          sx={coverFrameSx}
        />
      ) : (
        <PicturePlaceholder alt={alt}>
          <ImageNotSupportedOutlinedIcon fontSize="large" />
        </PicturePlaceholder>
      )}
    </Box>
  );
}

/** The file an admin has just chosen (its object URL), shown at the ratio it will be shown in. */
export function ChosenImagePreview({ src, ratio }: { src: string; ratio: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt="Preview of the chosen image"
      sx={{ display: 'block', width: '100%', aspectRatio: ratio, objectFit: 'cover' }}
    />
  );
}
