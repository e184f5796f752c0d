/**
 * The view of a back-office list: quick filter, sort and page. Short lists (the catalogue settings)
 * are filtered, sorted and paged here in the browser; long ones (products, orders, users) send the same
 * parameters to the server instead (see pagedListQuery in resource-sources.ts).
 */

export type SortDirection = 'asc' | 'desc';

export interface ListParams {
  /** 0-based page. */
  page: number;
  pageSize: number;
  /** What the quick filter holds, as typed. */
  search: string;
  sort: { column: string; direction: SortDirection } | null;
  /** The list's own filters from the address (`status` → `pending`); none when absent. */
  filters?: Readonly<Record<string, string>>;
}

/** What a column offers the list view: text to filter on and a value to sort by. */
export interface ViewColumn<TRow> {
  key: string;
  /** Text and number values of the cell; a column without one is neither filtered nor sorted. */
  value?: (row: TRow) => string | number | null | undefined;
}

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const INITIAL_PARAMS: ListParams = { page: 0, pageSize: DEFAULT_PAGE_SIZE, search: '', sort: null };

const words = (text: string) => text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);

/** Rows whose filterable cells contain every word typed (case-insensitive), in any column. */
export function filterRows<TRow>(rows: readonly TRow[], search: string, columns: readonly ViewColumn<TRow>[]): TRow[] {
  const terms = words(search);
  if (terms.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = columns
      .map((column) => column.value?.(row))
      .filter((value) => value !== null && value !== undefined)
      .join(' ')
      .toLocaleLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A stable sort by one column: numbers as numbers, text naturally ("Size 9" before "Size 10"); blanks last. */
export function sortRows<TRow>(rows: readonly TRow[], sort: ListParams['sort'], columns: readonly ViewColumn<TRow>[]): TRow[] {
  const column = sort ? columns.find((candidate) => candidate.key === sort.column) : undefined;
  if (!sort || !column?.value) return [...rows];
  const read = column.value;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      const blankA = a.value === null || a.value === undefined || a.value === '';
      const blankB = b.value === null || b.value === undefined || b.value === '';
      if (blankA || blankB) return blankA === blankB ? a.index - b.index : blankA ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value));
      return order * factor || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** The page to show after the list changed: the last one that still has rows (a delete may empty the last page). */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return Math.min(Math.max(0, page), last);
}

/** Filter, sort and cut out the page: the rows to show and how many match in all. */
export function applyListView<TRow>(
  rows: readonly TRow[],
  params: ListParams,
  columns: readonly ViewColumn<TRow>[],
): { pageRows: TRow[]; total: number; page: number } {
  const matching = sortRows(filterRows(rows, params.search, columns), params.sort, columns);
  const page = clampPage(params.page, matching.length, params.pageSize);
  const start = page * params.pageSize;
  return { pageRows: matching.slice(start, start + params.pageSize), total: matching.length, page };
}

/** The next sort when a column header is clicked: ascending, then descending, then unsorted. */
export function nextSort(current: ListParams['sort'], column: string): ListParams['sort'] {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}
