import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../shared/lazy/lazy-named';
import { LazyPartBoundary, LazyPartError } from '../../../shared/lazy/lazy-part-boundary';
import { LazyPartPanel } from '../../../shared/lazy/lazy-part-panel';
import type { ReactNode } from 'react';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { PICTURE_SIZE } from '../../../shared/ui/square-picture';
import { MainPicture, NoPicture } from './gallery-main-picture';
import { GalleryThumbnails } from './gallery-thumbnails';
import type { LightboxSlide } from './product-lightbox';

// The viewer and its styles are fetched when a shopper first opens a picture, not with the page.
const ProductLightbox = lazyNamed(() => import('./product-lightbox'), 'ProductLightbox');

interface ProductGalleryProps {
  productName: string;
  /** The chosen colour's name, for the pictures' alt text. */
  colourName: string | null;
  /** The chosen colour's pictures, paths relative to the API base. */
  images: readonly string[];
  /** Shown over the main picture's top right corner (the wishlist heart). */
  overlay?: ReactNode;
}

/**
 * The pictures of the chosen colour: a main picture with thumbnails (a column beside it on wide
 * screens, a row under it on phones). On wide screens the main picture zooms 1.5× under the pointer;
 * a click or tap opens the full-screen viewer with pinch and double-tap zoom. The parent remounts it
 * (key) when the colour changes, so the first picture of the new colour shows. A picture that fails
 * to load is left out.
 */
export function ProductGallery({ productName, colourName, images, overlay }: ProductGalleryProps) {
  const [active, setActive] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  const pictures = images.filter((path) => !failed.has(path));
  const count = pictures.length;
  const index = Math.min(active, Math.max(count - 1, 0));
  const describe = (i: number) => `${productName}${colourName ? ` in ${colourName}` : ''}, picture ${i + 1} of ${count}`;
  const slides: LightboxSlide[] = pictures.map((path, i) => ({
    src: apiAssetUrl(path) ?? '',
    alt: describe(i),
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
  }));
  const markFailed = (path: string) => setFailed((previous) => new Set(previous).add(path));

  return (
    <Box
      data-testid="product-gallery"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: '1fr', md: count > 1 ? '84px minmax(0, 1fr)' : '1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: 'relative', order: { xs: 0, md: 1 } }}>
        {count > 0 ? (
          <MainPicture
            src={slides[index]?.src}
            alt={describe(index)}
            onOpen={() => setViewerOpen(true)}
            onError={() => markFailed(pictures[index])}
          />
        ) : (
          <NoPicture productName={productName} />
        )}
        {overlay ? <Box sx={{ position: 'absolute', top: 12, right: 12 }}>{overlay}</Box> : null}
      </Box>

      {count > 1 ? <GalleryThumbnails pictures={pictures} active={index} onShow={setActive} onError={markFailed} /> : null}

      {viewerOpen && count > 0 ? (
        // The viewer's code failing to arrive shows in a dialog with Retry; the product page stays.
        <LazyPartBoundary
          fallback={(retry) => (
            <LazyPartPanel open onClose={() => setViewerOpen(false)} title="Pictures">
              <LazyPartError onRetry={retry} />
            </LazyPartPanel>
          )}
        >
          <Suspense fallback={null}>
            <ProductLightbox slides={slides} index={index} onIndexChange={setActive} onClose={() => setViewerOpen(false)} />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </Box>
  );
}
