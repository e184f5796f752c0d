import { useEffect } from 'react';
import type { RefObject } from 'react';

/** CSS variable holding the header's bottom edge, in px from the top of the viewport. */
export const HEADER_BOTTOM_VAR = '--shop-header-bottom';

/**
 * Publishes where the (sticky) header ends as a CSS variable on <html>, kept current on scroll and
 * resize, so fixed overlays such as the toasts sit just below the header's icons instead of on them.
 */
export function usePublishHeaderBottom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const root = document.documentElement;
    let frame = 0;
    const publish = () => {
      frame = 0;
      root.style.setProperty(HEADER_BOTTOM_VAR, `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(publish);
    };
    publish();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(header);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      root.style.removeProperty(HEADER_BOTTOM_VAR);
    };
  }, [ref]);
}
