import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listingSearchParams, parseListingParams } from './listing-filters';
import type { ListingState } from './listing-filters';

/**
 * The listing state kept in the URL (see listing-filters.ts): reading it, and writing a new state as
 * a new history entry, so Back undoes a filter and a reload or a shared link shows the same results.
 */
export function useListingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query')?.trim() ?? '';
  const state = useMemo(() => parseListingParams(searchParams), [searchParams]);

  const update = useCallback(
    (next: ListingState, options: { replace?: boolean } = {}) => {
      setSearchParams(listingSearchParams(next, query), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [query, setSearchParams],
  );

  /** The link of a page of the same results (pagination links). */
  const hrefForPage = useCallback(
    (page: number) => {
      const params = listingSearchParams({ ...state, page }, query).toString();
      return params ? `?${params}` : '?';
    },
    [query, state],
  );

  return { query, state, update, hrefForPage };
}
