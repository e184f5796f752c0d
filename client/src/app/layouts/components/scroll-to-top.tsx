import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Resets the scroll position on every route change, as the storefront specification asks. Not on the first
 * page: a page drawn on the server may already have been scrolled before it hydrates, and a fresh load starts
 * at the top anyway.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
