import { useCallback, useEffect, useMemo, useState } from 'react';
import { INITIAL_PARAMS, type ListParams, type ViewColumn, applyListView, nextSort } from './list-view';
import type { ListSource } from './resource-sources';

// Server-side lists ask again only once typing pauses.
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list controller (react-admin's useListController): rows from the source, the quick filter,
 * sort and page, and the loading, refreshing and error states. Short lists are filtered, sorted and
 * paged here; server-side sources get the params as variables.
 */
export function useResourceList<TRow>(source: ListSource<TRow>, columns: readonly ViewColumn<TRow>[], initial: Partial<ListParams> = {}) {
  const [params, setParams] = useState<ListParams>({ ...INITIAL_PARAMS, ...initial });
  // What the filter box shows; server-side lists copy it into params after a pause.
  const [searchText, setSearchText] = useState(params.search);
  const state = source.useRows(params);

  useEffect(() => {
    if (!source.serverSide || searchText === params.search) return undefined;
    const timer = window.setTimeout(() => setParams((p) => ({ ...p, search: searchText, page: 0 })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [source.serverSide, searchText, params.search]);

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
    /** Every row the source answered (for lookups such as the ?edit= deep link). */
    rows: state.rows,
    pageRows: view.pageRows,
    total: view.total,
    params: { ...params, page: view.page },
    searchText,
    loading: state.loading,
    refreshing: state.refreshing,
    error: state.error,
    retry,
    refetch,
    setSearch: (text: string) => {
      setSearchText(text);
      if (!source.serverSide) setParams((p) => ({ ...p, search: text, page: 0 }));
    },
    toggleSort: (column: string) => setParams((p) => ({ ...p, sort: nextSort(p.sort, column), page: 0 })),
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    setPageSize: (pageSize: number) => setParams((p) => ({ ...p, pageSize, page: 0 })),
  };
}

export type ResourceListController<TRow> = ReturnType<typeof useResourceList<TRow>>;
