import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusMessage } from '../ui/status-message';
import { PAGE_SIZES, type ListParams } from './list-view';
import { type ResourceColumn, type ResourceNames, resourceTexts } from './resource-config';

const SKELETON_ROWS = 4;

export interface ResourceTableProps<TRow extends { id: number }> {
  names: ResourceNames;
  testId: string;
  columns: readonly ResourceColumn<TRow>[];
  /** The rows of the current page. */
  rows: readonly TRow[];
  /** How many rows match in all (every page). */
  total: number;
  params: ListParams;
  searchText: string;
  loading: boolean;
  refreshing: boolean;
  /** The text of a failed load ("Failed to fetch metal types"), or null. */
  error: string | null;
  onRetry: () => void;
  onSearch: (text: string) => void;
  onSort: (column: string) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
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
}

/**
 * The table of a resource page (MUI Table): a quick filter, sortable headers, edit and delete icons
 * that name their row for screen readers, pagination, and the loading (skeleton rows), empty and
 * error (with Retry) states inside the table's frame.
 */
export function ResourceTable<TRow extends { id: number }>(props: ResourceTableProps<TRow>) {
  const { names, testId, columns, rows, total, params, searchText, loading, refreshing, error } = props;
  const texts = resourceTexts(names);
  const hasActions = Boolean(props.onEdit || props.onDelete || props.rowActions);
  const span = columns.length + (hasActions ? 1 : 0);
  const filtering = searchText.trim() !== '';

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <TableRow key={`skeleton-${index}`} data-testid={`${testId}-skeleton`}>
        {Array.from({ length: span }, (__, cell) => (
          <TableCell key={cell}>
            <Skeleton variant="text" width={cell === span - 1 && hasActions ? 64 : '70%'} />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (error && rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={span} sx={{ border: 0, p: 2 }}>
          <StatusMessage tone="error" onRetry={props.onRetry} testId={`${testId}-error`}>
            {error}
          </StatusMessage>
        </TableCell>
      </TableRow>
    );
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={span} sx={{ border: 0, p: 2 }}>
          <StatusMessage testId={`${testId}-empty`}>
            {filtering ? (props.noMatchText ?? texts.noMatch)(searchText) : (props.emptyText ?? texts.empty)}
          </StatusMessage>
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => {
      const label = props.rowLabel(row);
      return (
        <TableRow key={row.id} hover selected={props.selectedId === row.id} data-testid={`${testId}-row`} data-row-id={row.id}>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align} data-column={column.key}>
              {column.render ? column.render(row) : (column.value?.(row) ?? '')}
            </TableCell>
          ))}
          {hasActions ? (
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
              {props.rowActions?.(row)}
              {props.onEdit ? (
                <Tooltip title="Edit">
                  <IconButton aria-label={`Edit ${label}`} onClick={() => props.onEdit?.(row)} data-testid={`${testId}-edit`} size="small">
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              {props.onDelete ? (
                <Tooltip title="Delete">
                  <IconButton
                    aria-label={`Delete ${label}`}
                    onClick={() => props.onDelete?.(row)}
                    data-testid={`${testId}-delete`}
                    size="small"
                    sx={{ ml: 0.5, '&:hover': { color: 'error.main' } }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
            </TableCell>
          ) : null}
        </TableRow>
      );
    });
  }

  return (
    <Paper variant="outlined" component="section" aria-label={names.title} data-testid={`${testId}-table`} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        {props.searchable === false ? null : (
          <TextField
            size="small"
            value={searchText}
            onChange={(event) => props.onSearch(event.target.value)}
            placeholder={props.searchPlaceholder ?? `${texts.filterLabel}…`}
            data-testid={`${testId}-filter`}
            sx={{ flex: '1 1 220px', maxWidth: 360 }}
            slotProps={{
              htmlInput: { 'aria-label': props.searchPlaceholder?.replace(/\.+$|…$/, '') ?? texts.filterLabel },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {props.toolbar}
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          aria-live="polite"
          data-testid={`${testId}-count`}
          sx={{ ml: 'auto' }}
        >
          {loading || (error && rows.length === 0) ? '' : `${total} ${total === 1 ? names.singular : names.plural}`}
        </Typography>
      </Box>
      <Box sx={{ height: 2 }}>{refreshing ? <LinearProgress aria-label={`Refreshing ${names.plural}`} sx={{ height: 2 }} /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label={names.title} aria-busy={loading || refreshing}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const sortable = column.sortable !== false && Boolean(column.value);
                const active = params.sort?.column === column.key;
                return (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{ width: column.width, whiteSpace: 'nowrap' }}
                    sortDirection={active ? params.sort?.direction : false}
                  >
                    {sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? params.sort?.direction : 'asc'}
                        onClick={() => props.onSort(column.key)}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
              {hasActions ? (
                <TableCell align="right" sx={{ width: 112 }}>
                  Actions
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      {!loading && total > PAGE_SIZES[0] ? (
        <TablePagination
          component="div"
          count={total}
          page={params.page}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_, page) => props.onPage(page)}
          onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
          data-testid={`${testId}-pagination`}
        />
      ) : null}
    </Paper>
  );
}
