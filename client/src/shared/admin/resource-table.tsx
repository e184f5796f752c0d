import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
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
import { type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { StatusMessage } from '../ui/status-message';
import { visuallyHidden } from '../ui/visually-hidden';
import { PAGE_SIZES, type ListParams } from './list-view';
import { type ResourceColumn, type ResourceNames, resourceTexts } from './resource-config';

const SKELETON_ROWS = 4;

/**
 * Below this width (a phone; the tablet is 820 px) each row is a card of "Header: value" lines with its
 * actions under them, instead of a table wider than the screen (as Shopify's admin and react-admin do).
 */
export const CARDS_BELOW = 'sm' as const;

/** Rows that open to show more under them (an order's details). */
export interface ExpandableRows<TRow> {
  /** The open row, or null. */
  openId: number | null;
  onToggle: (row: TRow) => void;
  render: (row: TRow) => ReactNode;
  /** The toggle's accessible name: "Show details of order #12". */
  toggleLabel: (row: TRow, open: boolean) => string;
}

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
  /** Enter in the filter box (search now instead of after the pause). */
  onSearchSubmit?: () => void;
  /** A visible label over the filter box (then the placeholder is only an example). */
  searchLabel?: string;
  /** Above the filter box, inside the frame (e.g. tabs). */
  header?: ReactNode;
  /** Replaces the rows-per-page pagination (e.g. numbered pages kept in the address). */
  pagination?: ReactNode;
  /** The table's accessible name; the title by default. */
  tableLabel?: string;
  expandable?: ExpandableRows<TRow>;
}

/**
 * The table of a resource page (MUI Table): a quick filter, sortable headers, edit and delete icons
 * that name their row for screen readers, pagination, and the loading (skeleton rows), empty and
 * error (with Retry) states inside the table's frame. On a phone (below CARDS_BELOW) the rows are
 * stacked cards instead, so that every column and the actions stay on the screen.
 */
export function ResourceTable<TRow extends { id: number }>(props: ResourceTableProps<TRow>) {
  const { names, testId, columns, rows, total, params, searchText, loading, refreshing, error, expandable } = props;
  const texts = resourceTexts(names);
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down(CARDS_BELOW), { noSsr: true });
  const hasActions = Boolean(props.onEdit || props.onDelete || props.rowActions);
  const span = columns.length + (hasActions ? 1 : 0) + (expandable ? 1 : 0);
  const filtering = searchText.trim() !== '';

  const actionsOf = (row: TRow) => {
    const label = props.rowLabel(row);
    return (
      <>
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
      </>
    );
  };

  const toggleOf = (row: TRow) => {
    if (!expandable) return null;
    const open = expandable.openId === row.id;
    return (
      <IconButton
        size="small"
        aria-label={expandable.toggleLabel(row, open)}
        aria-expanded={open}
        aria-controls={`${testId}-${row.id}-details`}
        onClick={(event) => {
          event.stopPropagation();
          expandable.onToggle(row);
        }}
        data-testid={`${testId}-expand`}
      >
        {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
      </IconButton>
    );
  };

  const detailsOf = (row: TRow) =>
    expandable ? (
      <Collapse in={expandable.openId === row.id} timeout="auto" unmountOnExit id={`${testId}-${row.id}-details`}>
        {expandable.render(row)}
      </Collapse>
    ) : null;

  const cellOf = (column: ResourceColumn<TRow>, row: TRow) => (column.render ? column.render(row) : (column.value?.(row) ?? ''));

  const emptyMessage = (
    <StatusMessage testId={`${testId}-empty`}>
      {filtering ? (props.noMatchText ?? texts.noMatch)(searchText) : (props.emptyText ?? texts.empty)}
    </StatusMessage>
  );
  const errorMessage = (
    <StatusMessage tone="error" onRetry={props.onRetry} testId={`${testId}-error`}>
      {error}
    </StatusMessage>
  );
  const showError = Boolean(error) && rows.length === 0;

  let list: ReactNode;
  if (cards) {
    list = (
      <Box sx={{ px: 2, pb: 2 }}>
        {loading ? (
          <Box component="ul" aria-busy sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Box
                component="li"
                key={index}
                data-testid={`${testId}-skeleton`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                {columns.map((column) => (
                  <Skeleton key={column.key} variant="text" width="70%" />
                ))}
              </Box>
            ))}
          </Box>
        ) : showError ? (
          errorMessage
        ) : rows.length === 0 ? (
          emptyMessage
        ) : (
          <Box
            component="ul"
            aria-label={props.tableLabel ?? names.title}
            aria-busy={refreshing}
            data-testid={`${testId}-cards`}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                data-testid={`${testId}-row`}
                data-row-id={row.id}
                aria-current={props.selectedId === row.id ? 'true' : undefined}
                sx={{
                  border: 1,
                  borderColor: props.selectedId === row.id ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  bgcolor: props.selectedId === row.id ? 'action.selected' : 'background.paper',
                  overflow: 'hidden',
                }}
              >
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    px: 1.5,
                    pt: 1,
                    pb: hasActions || expandable ? 0 : 1,
                    display: 'grid',
                    // One column of labels as wide as the longest, the values beside them.
                    gridTemplateColumns: 'max-content minmax(0, 1fr)',
                    columnGap: 1.5,
                    rowGap: 0.75,
                    alignItems: 'baseline',
                  }}
                >
                  {columns.map((column) => (
                    <Fragment key={column.key}>
                      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: '0.02em' }}>
                        {column.header}
                      </Typography>
                      <Box component="dd" sx={{ m: 0, minWidth: 0 }} data-column={column.key}>
                        {cellOf(column, row)}
                      </Box>
                    </Fragment>
                  ))}
                </Box>
                {hasActions || expandable ? (
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.5 }}
                    data-testid={`${testId}-actions`}
                  >
                    {hasActions ? actionsOf(row) : null}
                    {toggleOf(row)}
                  </Box>
                ) : null}
                {detailsOf(row)}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    );
  } else {
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
    } else if (showError) {
      body = (
        <TableRow>
          <TableCell colSpan={span} sx={{ border: 0, p: 2 }}>
            {errorMessage}
          </TableCell>
        </TableRow>
      );
    } else if (rows.length === 0) {
      body = (
        <TableRow>
          <TableCell colSpan={span} sx={{ border: 0, p: 2 }}>
            {emptyMessage}
          </TableCell>
        </TableRow>
      );
    } else {
      body = rows.map((row) => {
        const open = expandable?.openId === row.id;
        return (
          <Fragment key={row.id}>
            <TableRow
              hover
              selected={props.selectedId === row.id}
              data-testid={`${testId}-row`}
              data-row-id={row.id}
              onClick={expandable ? () => expandable.onToggle(row) : undefined}
              sx={expandable ? { cursor: 'pointer', '& > td': { borderBottom: open ? 'none' : undefined } } : undefined}
            >
              {expandable ? <TableCell padding="checkbox">{toggleOf(row)}</TableCell> : null}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} data-column={column.key}>
                  {cellOf(column, row)}
                </TableCell>
              ))}
              {hasActions ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                  {actionsOf(row)}
                </TableCell>
              ) : null}
            </TableRow>
            {expandable ? (
              <TableRow>
                <TableCell colSpan={span} sx={{ p: 0, borderBottom: open ? undefined : 'none' }}>
                  {detailsOf(row)}
                </TableCell>
              </TableRow>
            ) : null}
          </Fragment>
        );
      });
    }
    list = (
      <TableContainer>
        <Table size="small" aria-label={props.tableLabel ?? names.title} aria-busy={loading || refreshing}>
          <TableHead>
            <TableRow>
              {expandable ? (
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    Details
                  </Box>
                </TableCell>
              ) : null}
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
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-label={names.title} data-testid={`${testId}-table`} sx={{ overflow: 'hidden' }}>
      {props.header}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        {props.searchable === false ? null : (
          <TextField
            size="small"
            value={searchText}
            onChange={(event) => props.onSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                props.onSearchSubmit?.();
              }
            }}
            label={props.searchLabel}
            placeholder={props.searchPlaceholder ?? `${texts.filterLabel}…`}
            data-testid={`${testId}-filter`}
            sx={{ flex: '1 1 220px', maxWidth: 360 }}
            slotProps={{
              htmlInput: {
                type: 'search',
                'aria-label': props.searchLabel ? undefined : (props.searchPlaceholder?.replace(/\.+$|…$/, '') ?? texts.filterLabel),
              },
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
          {loading || showError ? '' : `${total} ${total === 1 ? names.singular : names.plural}`}
        </Typography>
      </Box>
      <Box sx={{ height: 2 }}>{refreshing ? <LinearProgress aria-label={`Refreshing ${names.plural}`} sx={{ height: 2 }} /> : null}</Box>
      {list}
      {props.pagination !== undefined ? (
        props.pagination
      ) : !loading && total > PAGE_SIZES[0] ? (
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
