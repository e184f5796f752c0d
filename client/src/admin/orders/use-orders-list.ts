import { useState } from 'react';
import { OrdersListDocument, type OrdersRowFragment } from './orders.generated';
import { type OrderKind } from '../../graphql/generated/graphql';
import { pagedListQuery } from '../../shared/admin/resource-sources';
import { useResourceList } from '../../shared/admin/use-resource-list';
import { ORDERS_PAGE_SIZE, kindFromParam, statusFromParam } from './order-display';

/** The address's own filters of the orders list, beside search and page: `?tab=custom&status=3`. */
const TAB = 'tab';
const STATUS = 'status';

/** The server filters (kind, search, status) and pages the orders, newest first. */
const ORDERS_SOURCE = pagedListQuery(OrdersListDocument, {
  variables: (params) => ({
    kind: kindFromParam(params.filters?.[TAB] ?? null),
    search: params.search.trim() || null,
    status: statusFromParam(params.filters?.[STATUS] ?? null),
    first: ORDERS_PAGE_SIZE,
    offset: params.page * ORDERS_PAGE_SIZE,
  }),
  rows: (data) => data.adminOrders.items,
  totalCount: (data) => data.adminOrders.totalCount,
});

// The server answers newest first and does not sort by column.
const NO_SORT_COLUMNS: readonly [] = [];

/**
 * The orders list controller: the shared list (useResourceList) with the tab and status filter. Tab,
 * search, status and page live in the URL (`?tab=custom&search=%231042&status=3&page=2`), so the
 * top-bar search, a reload and the back button land on the same view; the server filters and pages.
 */
export function useOrdersList() {
  const list = useResourceList(ORDERS_SOURCE, NO_SORT_COLUMNS, { filters: [TAB, STATUS], pageSize: ORDERS_PAGE_SIZE });
  const filters = list.params.filters ?? {};
  return {
    list,
    kind: kindFromParam(filters[TAB] ?? null),
    status: statusFromParam(filters[STATUS] ?? null),
    pageCount: Math.max(1, Math.ceil(list.total / ORDERS_PAGE_SIZE)),
    setKind: (next: OrderKind) => list.setFilter(TAB, next === 'CUSTOM' ? 'custom' : null),
    setStatus: (next: number | null) => list.setFilter(STATUS, next === null ? null : String(next)),
  };
}

export type OrdersList = ReturnType<typeof useOrdersList>;

/**
 * The open order: the one the admin picked, or, while a search for one order number finds it alone,
 * that order (until the admin picks another row). A new search or view forgets the pick.
 */
export function useExpandedOrder(list: OrdersList['list']) {
  const search = list.params.search;
  const only = list.pageRows.length === 1 && /^#?\d+$/.test(search.trim()) ? list.pageRows[0].id : null;
  const [choice, setChoice] = useState<{ search: string; id: number | null } | null>(null);
  const expanded = choice && choice.search === search ? choice.id : only;
  return {
    expanded,
    setExpanded: (next: number | null) => setChoice({ search, id: next }),
    toggle: (order: OrdersRowFragment) => setChoice({ search, id: expanded === order.id ? null : order.id }),
  };
}
