import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { SquarePicture } from '../../../shared/ui/square-picture';
import { useHoverZoom } from '../use-hover-zoom';

/**
 * How wide the main picture is shown: the whole column on phones; from md up the wider of the product
 * page's two columns (1.1fr of 2.1fr, product-layout.ts), within the xl container (1536 px).
 */
const MAIN_PICTURE_SIZES = '(min-width: 1536px) 760px, (min-width: 900px) 52vw, 100vw';

/** A gallery picture fills its square box. */
export const FILL_SX = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/** Where there is no picture (none uploaded, or every one failed to load): a diamond on the gallery's ground. */
export function NoPicture({ productName }: { productName: string }) {
  return (
    <Box
      role="img"
      aria-label={`${productName}: no picture yet`}
      sx={{ aspectRatio: '1 / 1', display: 'grid', placeItems: 'center', bgcolor: '#f3ede4', color: 'primary.light' }}
    >
      <DiamondOutlinedIcon sx={{ fontSize: 96 }} />
    </Box>
  );
}

/** The corner badge: how to enlarge (click with the hover zoom, tap without). */
function ZoomBadge({ hoverZoom }: { hoverZoom: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        right: 12,
        bottom: 12,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.25,
        py: 0.5,
        borderRadius: 99,
        bgcolor: 'rgba(255,253,249,0.92)',
        color: 'text.primary',
        fontSize: '0.72rem',
        fontWeight: 600,
        letterSpacing: '0.08em',
        boxShadow: '0 2px 8px rgba(31,29,26,0.12)',
        pointerEvents: 'none',
      }}
    >
      <ZoomInIcon sx={{ fontSize: 18 }} />
      {hoverZoom ? 'Click to enlarge' : 'Tap to zoom'}
    </Box>
  );
}

interface MainPictureProps {
  /** The picture's URL and its description (its alt text). */
  src: string | undefined;
  alt: string;
  /** Opens the zoomable viewer. */
  onOpen: () => void;
  onError: () => void;
}

/** The main picture: zooms 1.5× under the pointer on wide screens; a click or tap opens the viewer. */
export function MainPicture({ src, alt, onOpen, onError }: MainPictureProps) {
  const { enabled, imageRef, zoomAt, zoomOut } = useHoverZoom();
  return (
    <ButtonBase
      data-testid="product-main-image"
      aria-label={`Open ${alt} in the zoomable viewer`}
      onClick={onOpen}
      onPointerMove={zoomAt}
      onPointerEnter={zoomAt}
      onPointerLeave={zoomOut}
      sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', overflow: 'hidden', bgcolor: '#f3ede4', cursor: 'zoom-in' }}
    >
      <SquarePicture
        key={src}
        imageRef={imageRef}
        src={src}
        alt={alt}
        sizes={MAIN_PICTURE_SIZES}
        eager
        onError={onError}
        sx={{ ...FILL_SX, transition: 'transform 180ms ease-out', willChange: 'transform' }}
      />
      <ZoomBadge hoverZoom={enabled} />
    </ButtonBase>
  );
}
