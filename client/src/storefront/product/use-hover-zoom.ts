import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef } from 'react';
import { useSsrHints } from '../../shared/ssr/ssr-hints';
import type { PointerEvent } from 'react';

/** The specification's hover zoom: 1.5 times, only on windows 1024 px wide or more (and a pointer that hovers). */
const HOVER_ZOOM = 1.5;
const HOVER_ZOOM_QUERY = '(min-width: 1024px) and (hover: hover) and (pointer: fine)';

/**
 * The main picture's hover zoom: `imageRef` goes on the picture, `zoomAt` and `zoomOut` on the box the
 * pointer moves over. The zoom follows the pointer by moving the transform origin; no re-render per
 * pointer move. `enabled` is false where there is no hover zoom (phones, touch).
 */
export function useHoverZoom() {
  // Hydrating starts from the server's guess (a wide window hovers), then follows the window.
  const { wide } = useSsrHints();
  const enabled = useMediaQuery(HOVER_ZOOM_QUERY, { defaultMatches: wide });
  const imageRef = useRef<HTMLImageElement>(null);

  const zoomAt = (event: PointerEvent<HTMLElement>) => {
    const image = imageRef.current;
    if (!enabled || !image || event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    image.style.transformOrigin = `${x}% ${y}%`;
    image.style.transform = `scale(${HOVER_ZOOM})`;
  };
  const zoomOut = () => {
    const image = imageRef.current;
    if (image) image.style.transform = 'scale(1)';
  };

  return { enabled, imageRef, zoomAt, zoomOut };
}
