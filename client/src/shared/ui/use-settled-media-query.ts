import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';

/** How long a media query must keep its new answer before a layout follows it. */
export const MEDIA_SETTLE_MS = 150;

/**
 * useMediaQuery (browser only, `noSsr`) for a query that swaps one layout for another, such as a table for
 * cards: the answer changes only once the window has kept its new size for MEDIA_SETTLE_MS. A window that
 * is another size for a moment (Chromium resized a page's window to 1 × 1 px for ~30 ms as a field took the
 * focus) would otherwise unmount the layout and everything typed into it.
 */
export function useSettledMediaQuery(query: string | ((theme: Theme) => string)): boolean {
  const live = useMediaQuery(query, { noSsr: true });
  const [settled, setSettled] = useState(live);
  useEffect(() => {
    if (live === settled) return undefined;
    const timer = setTimeout(() => setSettled(live), MEDIA_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [live, settled]);
  return settled;
}
