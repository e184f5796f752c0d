import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OrdersListDocument } from '../../graphql/generated/graphql';
import type { OrderKind } from '../../graphql/generated/graphql';
import { ORDERS_PAGE_SIZE, kindFromParam, pageFromParam, statusFromParam } from './order-display';

/**
 * The orders list controller (react-admin's useListController): tab, search, status filter and page
 * live in the URL (`?tab=custom&search=%231042&status=3&page=2`), so the top-bar search and the back
 * button land on the same view; the server filters and pages.
 */
export function useOrdersList() {
  const [params, setParams] = useSearchParams();
  const kind = kindFromParam(params.get('tab'));
  const search = params.get('search') ?? '';
  const status = statusFromParam(params.get('status'));
  const page = pageFromParam(params.get('page'));

  const { data, previousData, loading, error, refetch } = useQuery(OrdersListDocument, {
    variables: { kind, search: search || null, status, first: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.adminOrders ?? (loading ? previousData?.adminOrders : undefined);
  const pageCount = Math.max(1, Math.ceil((list?.totalCount ?? 0) / ORDERS_PAGE_SIZE));

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return useMemo(
    () => ({
      kind,
      search,
      status,
      page,
      pageCount,
      rows: list?.items ?? [],
      totalCount: list?.totalCount ?? 0,
      // Skeleton only on the first load of a view; a page change keeps the old rows until the new ones come.
      loading: loading && !list,
      refreshing: loading && !!list,
      error: error && !loading ? error : null,
      retry: () => void refetch().catch(() => undefined),
      refetch,
      setKind: (next: OrderKind) => update({ tab: next === 'CUSTOM' ? 'custom' : null, page: null }),
      // The box searches as you type: refining a search replaces its history entry instead of adding one per pause.
      setSearch: (next: string) => update({ search: next.trim() || null, page: null }, search !== '' && next.trim() !== ''),
      setStatus: (next: number | null) => update({ status: next === null ? null : String(next), page: null }),
      setPage: (next: number) => update({ page: next <= 1 ? null : String(next) }),
    }),
    [error, kind, list, loading, page, pageCount, refetch, search, status, update],
  );
}
