import { useCallback, useMemo, useState } from 'react';
import { INITIAL_PARAMS, type ListParams, type ViewColumn, applyListView, nextSort } from './list-view';
import type { ListSource } from './resource-sources';
import { useDebouncedSearch } from './use-debounced-search';

/**
 * The list controller (react-admin's useListController): rows from the source, the quick filter,
 * sort and page, and the loading, refreshing and error states. Short lists are filtered, sorted and
 * paged here; server-side sources get the params as variables.
 */
export function useResourceList<TRow>(source: ListSource<TRow>, columns: readonly ViewColumn<TRow>[], initial: Partial<ListParams> = {}) {
  const [params, setParams] = useState<ListParams>({ ...INITIAL_PARAMS, ...initial });
  // What the filter box shows; server-side lists copy it into params once typing pauses (or on Enter).
  const commitSearch = useCallback((text: string) => setParams((p) => ({ ...p, search: text, page: 0 })), []);
  const search = useDebouncedSearch(params.search, commitSearch);
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
    /** Every row the source answered (for lookups such as the ?edit= deep link). */
    rows: state.rows,
    pageRows: view.pageRows,
    total: view.total,
    params: { ...params, page: view.page },
    searchText: search.text,
    loading: state.loading,
    refreshing: state.refreshing,
    error: state.error,
    retry,
    refetch,
    setSearch: (text: string) => {
      search.setText(text);
      // Short lists filter here in the browser: no request, so no pause either.
      if (!source.serverSide) commitSearch(text);
    },
    /** Enter in the filter box: search now. */
    submitSearch: search.flush,
    toggleSort: (column: string) => setParams((p) => ({ ...p, sort: nextSort(p.sort, column), page: 0 })),
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    setPageSize: (pageSize: number) => setParams((p) => ({ ...p, pageSize, page: 0 })),
  };
}

export type ResourceListController<TRow> = ReturnType<typeof useResourceList<TRow>>;
