import { useCallback, useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listingSearchParams, parseListingParams } from './listing-filters';
import type { ListingState } from './listing-filters';

/**
 * The listing state kept in the URL (see listing-filters.ts), its only home: reading it, and writing a
 * new state as a new history entry, so Back undoes a filter and a reload or a shared link shows the
 * same results.
 *
 * The listing's own writes (filters, sort, page links) are applied at once (`flushSync`) rather than in
 * the router's default transition: the address bar, the ticked boxes and the grid change in the same
 * frame, so nothing (no "pending" copy of the filters) has to stand in for the URL meanwhile, and the
 * old results are never on screen under the new address.
 */
export function useListingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query')?.trim() ?? '';
  const state = useMemo(() => parseListingParams(searchParams), [searchParams]);

  const update = useCallback(
    (next: ListingState, options: { replace?: boolean } = {}) => {
      setSearchParams(listingSearchParams(next, query), {
        replace: options.replace ?? false,
        preventScrollReset: true,
        flushSync: true,
      });
    },
    [query, setSearchParams],
  );

  /** The link of a page of the same results (pagination links: the address to copy or open in a new tab). */
  const hrefForPage = useCallback(
    (page: number) => {
      const params = listingSearchParams({ ...state, page }, query).toString();
      return params ? `?${params}` : '?';
    },
    [query, state],
  );

  /**
   * A page link's click: a plain click goes to the page through `update` (at once, like every other
   * write); a click that opens a new tab or window is left to the browser.
   */
  const openPage = useCallback(
    (event: MouseEvent, page: number) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      update({ ...state, page });
    },
    [state, update],
  );

  return { query, state, update, hrefForPage, openPage };
}
