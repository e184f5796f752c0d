import type { ReactNode } from 'react';
import type { ResourceColumn, ResourceNames } from './resource-config';
import type { ListController } from './use-resource-list';

// The props of <ResourceTable> (resource-table.tsx) and its rows (resource-table-rows.tsx).

/** Rows that open to show more under them (an order's details). */
export interface ExpandableRows<TRow> {
  /** The open row, or null. */
  openId: number | null;
  onToggle: (row: TRow) => void;
  render: (row: TRow) => ReactNode;
  /** The toggle's accessible name: "Show details of order #12". */
  toggleLabel: (row: TRow, open: boolean) => string;
}

/** What the table reads of the list and calls on it (the controller of useResourceList, or one shaped like it). */
export type TableList<TRow> = Pick<
  ListController<TRow>,
  | 'pageRows'
  | 'total'
  | 'params'
  | 'searchText'
  | 'loading'
  | 'refreshing'
  | 'error'
  | 'retry'
  | 'setSearch'
  | 'submitSearch'
  | 'toggleSort'
  | 'setPage'
  | 'setPageSize'
>;

export interface ResourceTableProps<TRow extends { id: number }> {
  names: ResourceNames;
  testId: string;
  columns: readonly ResourceColumn<TRow>[];
  /** The list: its page of rows, view, states and the calls that change them. */
  list: TableList<TRow>;
  /** Shown (with Retry) when the list failed to load: "Failed to fetch <plural>" by default. */
  errorText?: string;
  rowLabel: (row: TRow) => string;
  onEdit?: (row: TRow) => void;
  onDelete?: (row: TRow) => void;
  /** The row loaded in the form, highlighted. */
  selectedId?: number | null;
  emptyText?: string;
  /** Extra icon buttons per row, before edit and delete. */
  rowActions?: (row: TRow) => ReactNode;
  /** The filter box's placeholder and label, e.g. the specification's "Search users..."; "Filter <plural>" by default. */
  searchPlaceholder?: string;
  /** Controls shown next to the filter box (e.g. a status filter). */
  toolbar?: ReactNode;
  /** False hides the filter box (a list the server cannot search). */
  searchable?: boolean;
  /** Shown when the filter matches nothing; "No <plural> match “…”." by default. */
  noMatchText?: (search: string) => string;
  /** A visible label over the filter box (then the placeholder is only an example). */
  searchLabel?: string;
  /** Above the filter box, inside the frame (e.g. tabs). */
  header?: ReactNode;
  /** Replaces the rows-per-page pagination (e.g. numbered pages). */
  pagination?: ReactNode;
  /** The table's accessible name; the title by default. */
  tableLabel?: string;
  expandable?: ExpandableRows<TRow>;
}
