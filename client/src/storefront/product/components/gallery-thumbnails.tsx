import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { SquarePicture } from '../../../shared/ui/square-picture';
import { FILL_SX } from './gallery-main-picture';

/** Thumbnails are 72 px wide on phones, 84 px from md up. */
const THUMBNAIL_SIZES = '(min-width: 900px) 84px, 72px';

interface GalleryThumbnailsProps {
  /** Picture paths, relative to the API base. */
  pictures: readonly string[];
  /** The picture on show. */
  active: number;
  onShow: (index: number) => void;
  onError: (path: string) => void;
}

/** The thumbnails: a column beside the main picture on wide screens, a scrolling row under it on phones. */
export function GalleryThumbnails({ pictures, active, onShow, onError }: GalleryThumbnailsProps) {
  const count = pictures.length;
  return (
    <Box
      component="ul"
      aria-label="Pictures"
      data-testid="product-thumbnails"
      sx={{
        order: { xs: 1, md: 0 },
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 1,
        overflowX: { xs: 'auto', md: 'visible' },
      }}
    >
      {pictures.map((path, i) => (
        <Box component="li" key={path} sx={{ flex: { xs: '0 0 72px', md: 'none' } }}>
          <ButtonBase
            data-testid="product-thumbnail"
            aria-label={`Show picture ${i + 1} of ${count}`}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => onShow(i)}
            sx={{
              display: 'block',
              width: { xs: 72, md: 84 },
              aspectRatio: '1 / 1',
              bgcolor: '#f3ede4',
              border: '1px solid',
              borderColor: i === active ? 'secondary.main' : 'divider',
              outline: i === active ? '1px solid' : 'none',
              outlineColor: 'secondary.main',
              opacity: i === active ? 1 : 0.8,
              transition: 'opacity 150ms ease, border-color 150ms ease',
              '&:hover': { opacity: 1 },
            }}
          >
            <SquarePicture src={apiAssetUrl(path)} alt="" sizes={THUMBNAIL_SIZES} onError={() => onError(path)} sx={FILL_SX} />
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
