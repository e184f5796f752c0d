import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Resets the scroll position on every route change, as the storefront specification asks. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
