import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, type ListParams, type ViewColumn, applyListView, nextSort } from './list-view';
import { type ListChange, readListParams, refinesSearch, writeListParams } from './list-url';
import type { ListSource } from './resource-sources';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-debounced-search';

export interface ListOptions {
  /** The list's own filters kept in the address beside search, sort and page, e.g. ['status']. */
  filters?: readonly string[];
  /** Rows per page when the address names none. */
  pageSize?: number;
}

/** What a list page and its <ResourceTable> share: one object instead of a dozen props. */
export interface ListController<TRow> {
  /** Every row the source answered (for lookups such as the ?edit= deep link). */
  rows: readonly TRow[];
  /** The rows of the current page. */
  pageRows: readonly TRow[];
  /** How many rows match in all (every page). */
  total: number;
  /** The view (the page clamped to the rows there are). */
  params: ListParams;
  /** What the filter box shows (the search runs once typing pauses). */
  searchText: string;
  /** True until the first answer (skeletons); later loads keep the rows on screen (`refreshing`). */
  loading: boolean;
  refreshing: boolean;
  error: unknown;
  retry: () => void;
  refetch: () => Promise<unknown>;
  /** The fresh rows from the server (absent for a source that cannot answer them). */
  reloadRows?: () => Promise<readonly TRow[]>;
  setSearch: (text: string) => void;
  /** Enter in the filter box: search now. */
  submitSearch: () => void;
  toggleSort: (column: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** Sets one of the list's own filters (null for all), back at page 1. */
  setFilter: (key: string, value: string | null) => void;
}

const NO_FILTERS: readonly string[] = [];

/**
 * The list controller (react-admin's useListController): rows from the source, the quick filter,
 * sort, page and the list's own filters, and the loading, refreshing and error states. The view lives
 * in the address (list-url.ts), so a reload or a shared link keeps it and Back steps through it; each
 * change is a new history entry (refining a typed search replaces its own). The writes are applied at
 * once (`flushSync`), not in the router's transition, so the box, the headers and the address change
 * together; Back and Forward still come as transitions, which the source's query waits out (see
 * pagedListQuery). Short lists are filtered, sorted and paged here; server-side sources get the
 * params as variables.
 */
export function useResourceList<TRow>(
  source: ListSource<TRow>,
  columns: readonly ViewColumn<TRow>[],
  { filters: filterKeys = NO_FILTERS, pageSize: defaultPageSize = DEFAULT_PAGE_SIZE }: ListOptions = {},
): ListController<TRow> {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterList = filterKeys.join(',');
  const params = useMemo(
    () => readListParams(searchParams, filterList ? filterList.split(',') : NO_FILTERS, defaultPageSize),
    [searchParams, filterList, defaultPageSize],
  );

  const change = useCallback(
    (next: ListChange) =>
      setSearchParams((current) => writeListParams(current, next, defaultPageSize), {
        replace: refinesSearch(params, next),
        preventScrollReset: true,
        flushSync: true,
      }),
    [defaultPageSize, params, setSearchParams],
  );

  // Short lists filter here in the browser: no request, so no pause either.
  const commitSearch = useCallback((text: string) => change({ search: text }), [change]);
  const search = useDebouncedSearch(params.search, commitSearch, source.serverSide ? SEARCH_DEBOUNCE_MS : 0);
  const state = source.useRows(params);

  const view = useMemo(
    () =>
      source.serverSide
        ? { pageRows: [...state.rows], total: state.totalCount ?? state.rows.length, page: params.page }
        : applyListView(state.rows, params, columns),
    [source.serverSide, state.rows, state.totalCount, params, columns],
  );

  const { refetch } = state;
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  return {
    rows: state.rows,
    pageRows: view.pageRows,
    total: view.total,
    params: view.page === params.page ? params : { ...params, page: view.page },
    searchText: search.text,
    loading: state.loading,
    refreshing: state.refreshing,
    error: state.error,
    retry,
    refetch,
    reloadRows: state.reloadRows,
    setSearch: search.setText,
    submitSearch: search.flush,
    toggleSort: (column) => change({ sort: nextSort(params.sort, column) }),
    setPage: (page) => change({ page }),
    setPageSize: (pageSize) => change({ pageSize }),
    setFilter: (key, value) => change({ filters: { [key]: value } }),
  };
}
