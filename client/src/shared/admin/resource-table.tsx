import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Theme } from '@mui/material/styles';
import { StatusMessage } from '../ui/status-message';
import { useSettledMediaQuery } from '../ui/use-settled-media-query';
import { visuallyHidden } from '../ui/visually-hidden';
import { PAGE_SIZES } from './list-view';
import { resourceTexts } from './resource-config';
import { CardRows, type RowsContent, TableRows, columnCellSx } from './resource-table-rows';
import type { ResourceTableProps } from './resource-table-props';

/**
 * Below this width (a phone; the tablet is 820 px) each row is a card of "Header: value" lines with its
 * actions under them, instead of a table wider than the screen (as Shopify's admin and react-admin do).
 */
export const CARDS_BELOW = 'sm' as const;

/**
 * The table of a resource page (MUI Table): a quick filter, sortable headers, edit and delete icons
 * that name their row for screen readers, pagination, and the loading (skeleton rows), empty and
 * error (with Retry) states inside the table's frame. On a phone (below CARDS_BELOW) the rows are
 * stacked cards instead, so that every column and the actions stay on the screen.
 */
export function ResourceTable<TRow extends { id: number }>(props: ResourceTableProps<TRow>) {
  const { names, testId, list } = props;
  const { params, searchText, loading, refreshing, total } = list;
  const texts = resourceTexts(names);
  // Settled: a window that is phone-sized for a moment must not swap the table out (and an open row's typing with it).
  const cards = useSettledMediaQuery((theme: Theme) => theme.breakpoints.down(CARDS_BELOW));
  const hasActions = Boolean(props.onEdit || props.onDelete || props.rowActions);
  const filtering = searchText.trim() !== '';
  const showError = Boolean(list.error) && list.pageRows.length === 0;
  const label = props.tableLabel ?? names.title;

  let content: RowsContent = { kind: 'rows' };
  if (loading) content = { kind: 'loading' };
  else if (showError)
    content = {
      kind: 'message',
      message: (
        <StatusMessage tone="error" onRetry={list.retry} testId={`${testId}-error`}>
          {props.errorText ?? texts.fetchFailed}
        </StatusMessage>
      ),
    };
  else if (list.pageRows.length === 0)
    content = {
      kind: 'message',
      message: (
        <StatusMessage testId={`${testId}-empty`}>
          {filtering ? (props.noMatchText ?? texts.noMatch)(searchText) : (props.emptyText ?? texts.empty)}
        </StatusMessage>
      ),
    };
  const rows = { table: props, content, hasActions, label };

  return (
    <Paper variant="outlined" component="section" aria-label={names.title} data-testid={`${testId}-table`} sx={{ overflow: 'hidden' }}>
      {props.header}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        {props.searchable === false ? null : <SearchBox {...props} />}
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
      {cards ? (
        <CardRows {...rows} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label} aria-busy={loading || refreshing}>
            <HeaderRow {...props} hasActions={hasActions} />
            <TableBody>
              <TableRows {...rows} />
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {props.pagination !== undefined ? (
        props.pagination
      ) : !loading && total > PAGE_SIZES[0] ? (
        <TablePagination
          component="div"
          count={total}
          page={params.page}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_, page) => list.setPage(page)}
          onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
          data-testid={`${testId}-pagination`}
        />
      ) : null}
    </Paper>
  );
}

/** The quick filter: searches as you type (after a pause on a server-side list), Enter at once. */
function SearchBox<TRow extends { id: number }>({ list, testId, names, searchLabel, searchPlaceholder }: ResourceTableProps<TRow>) {
  const texts = resourceTexts(names);
  return (
    <TextField
      size="small"
      value={list.searchText}
      onChange={(event) => list.setSearch(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          list.submitSearch();
        }
      }}
      label={searchLabel}
      placeholder={searchPlaceholder ?? `${texts.filterLabel}…`}
      data-testid={`${testId}-filter`}
      sx={{ flex: '1 1 220px', maxWidth: 360 }}
      slotProps={{
        htmlInput: {
          type: 'search',
          'aria-label': searchLabel ? undefined : (searchPlaceholder?.replace(/\.+$|…$/, '') ?? texts.filterLabel),
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
  );
}

/** The column headers: sortable ones (with a value, unless `sortable: false`) sort on click. */
function HeaderRow<TRow extends { id: number }>({
  columns,
  list,
  expandable,
  hasActions,
}: ResourceTableProps<TRow> & { hasActions: boolean }) {
  const { sort } = list.params;
  return (
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
          const active = sort?.column === column.key;
          return (
            <TableCell
              key={column.key}
              align={column.align}
              sx={{ width: column.width, whiteSpace: 'nowrap', ...columnCellSx(column) }}
              sortDirection={active ? sort?.direction : false}
            >
              {sortable ? (
                <TableSortLabel active={active} direction={active ? sort?.direction : 'asc'} onClick={() => list.toggleSort(column.key)}>
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
  );
}
