import { DEFAULT_PAGE_SIZE, type ListParams, PAGE_SIZES } from './list-view';

/**
 * A back-office list's view kept in the address, its only home, so that a reload or a shared link
 * shows the same page and Back and Forward step through the views:
 * `?search=gold&sort=-rate&page=2&perPage=25&status=pending`. Defaults are left out (no `page=1`), a
 * descending sort is the column with a minus (JSON:API's convention), pages count from 1 as people
 * say them, and a list names the other filters it keeps (`status`, `tab`) as plain keys.
 */

export const LIST_KEYS = { search: 'search', sort: 'sort', page: 'page', pageSize: 'perPage' } as const;

/** A 1-based page from the URL, 1 when missing or not a positive whole number. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function pageSizeOf(value: string | null, fallback: number): number {
  const size = Number(value);
  return PAGE_SIZES.some((allowed) => allowed === size) ? size : fallback;
}

function sortOf(value: string | null): ListParams['sort'] {
  const text = value?.trim() ?? '';
  const column = text.replace(/^-/, '');
  if (column === '') return null;
  return { column, direction: text.startsWith('-') ? 'desc' : 'asc' };
}

/** The list's view as the address gives it; `filterKeys` are the list's own filters (`status`, `tab`). */
export function readListParams(
  search: URLSearchParams,
  filterKeys: readonly string[] = [],
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): ListParams {
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = search.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  return {
    page: pageFromParam(search.get(LIST_KEYS.page)) - 1,
    pageSize: pageSizeOf(search.get(LIST_KEYS.pageSize), defaultPageSize),
    search: search.get(LIST_KEYS.search) ?? '',
    sort: sortOf(search.get(LIST_KEYS.sort)),
    filters,
  };
}

/** A change to the view: what is named is set (null or '' removes a filter); anything but the page itself starts again at page 1. */
export interface ListChange {
  page?: number;
  pageSize?: number;
  search?: string;
  sort?: ListParams['sort'];
  filters?: Readonly<Record<string, string | null>>;
}

/**
 * The address after a change, keeping every other parameter (e.g. `?edit=`) as it was. Defaults are
 * removed rather than written, so the plain list stays at its plain address.
 */
export function writeListParams(
  current: URLSearchParams,
  change: ListChange,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value === null || value === '' ? next.delete(key) : next.set(key, value));
  if (change.search !== undefined) put(LIST_KEYS.search, change.search.trim());
  if (change.sort !== undefined)
    put(LIST_KEYS.sort, change.sort ? `${change.sort.direction === 'desc' ? '-' : ''}${change.sort.column}` : null);
  if (change.pageSize !== undefined) put(LIST_KEYS.pageSize, change.pageSize === defaultPageSize ? null : String(change.pageSize));
  for (const [key, value] of Object.entries(change.filters ?? {})) put(key, value);
  const page = change.page ?? 0;
  put(LIST_KEYS.page, page > 0 ? String(page + 1) : null);
  return next;
}

/**
 * Whether a change replaces the current history entry instead of adding one: refining a search
 * typed into the box (one entry per search, not one per pause in the typing).
 */
export function refinesSearch(current: ListParams, change: ListChange): boolean {
  return change.search !== undefined && current.search.trim() !== '' && change.search.trim() !== '';
}
