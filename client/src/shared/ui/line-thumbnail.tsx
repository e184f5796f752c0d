import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { apiAssetUrl } from '../api/asset-url';
import { PicturePlaceholder, coverFrameSx } from './picture-frame';
import { SquarePicture } from './square-picture';

/**
 * The square picture of a cart, wishlist or order line; a quiet diamond when there is none or it
 * fails to load. `alt` names the product (the line's text repeats it, so screen readers may skip it).
 */
export function LineThumbnail({ src, alt, size = 88 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = failed ? undefined : apiAssetUrl(src);
  return (
    <Box sx={{ position: 'relative', width: size, height: size, flexShrink: 0, bgcolor: '#f3ede4', overflow: 'hidden', borderRadius: 0.5 }}>
      {url ? (
        <SquarePicture src={url} alt={alt} sizes={`${size}px`} onError={() => setFailed(true)} sx={coverFrameSx} />
      ) : (
        <PicturePlaceholder alt={alt}>
          <DiamondOutlinedIcon />
        </PicturePlaceholder>
      )}
    </Box>
  );
}
