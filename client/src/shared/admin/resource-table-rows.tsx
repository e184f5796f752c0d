import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { ResourceColumn } from './resource-config';
import type { ResourceTableProps } from './resource-table-props';

/**
 * The rows of <ResourceTable>: as table rows on a tablet or desktop, as stacked cards of
 * "Header: value" lines on a phone. Both show the same cells, actions and details.
 */

const SKELETON_ROWS = 4;

/** What the list shows: skeletons, a message (error or empty) or the rows. */
export type RowsContent = { kind: 'loading' } | { kind: 'message'; message: ReactNode } | { kind: 'rows' };

export interface RowsProps<TRow extends { id: number }> {
  table: ResourceTableProps<TRow>;
  content: RowsContent;
  hasActions: boolean;
  /** The list's accessible name. */
  label: string;
}

const cellOf = <TRow,>(column: ResourceColumn<TRow>, row: TRow) => (column.render ? column.render(row) : (column.value?.(row) ?? ''));

/** Extra actions, then the edit and delete icons, each naming its row for screen readers. */
function RowActions<TRow extends { id: number }>({ table, row }: { table: ResourceTableProps<TRow>; row: TRow }) {
  const label = table.rowLabel(row);
  return (
    <>
      {table.rowActions?.(row)}
      {table.onEdit ? (
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${label}`} onClick={() => table.onEdit?.(row)} data-testid={`${table.testId}-edit`} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {table.onDelete ? (
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${label}`}
            onClick={() => table.onDelete?.(row)}
            data-testid={`${table.testId}-delete`}
            size="small"
            sx={{ ml: 0.5, '&:hover': { color: 'error.main' } }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </>
  );
}

function ExpandToggle<TRow extends { id: number }>({ table, row }: { table: ResourceTableProps<TRow>; row: TRow }) {
  const { expandable, testId } = table;
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
}

function RowDetails<TRow extends { id: number }>({ table, row }: { table: ResourceTableProps<TRow>; row: TRow }) {
  const { expandable, testId } = table;
  if (!expandable) return null;
  return (
    <Collapse in={expandable.openId === row.id} timeout="auto" unmountOnExit id={`${testId}-${row.id}-details`}>
      {expandable.render(row)}
    </Collapse>
  );
}

const cardListSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

function Card<TRow extends { id: number }>({
  table,
  row,
  hasActions,
}: {
  table: ResourceTableProps<TRow>;
  row: TRow;
  hasActions: boolean;
}) {
  const selected = table.selectedId === row.id;
  const footer = hasActions || Boolean(table.expandable);
  return (
    <Box
      component="li"
      data-testid={`${table.testId}-row`}
      data-row-id={row.id}
      aria-current={selected ? 'true' : undefined}
      sx={{
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: selected ? 'action.selected' : 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          px: 1.5,
          pt: 1,
          pb: footer ? 0 : 1,
          display: 'grid',
          // One column of labels as wide as the longest, the values beside them.
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.75,
          alignItems: 'baseline',
        }}
      >
        {table.columns.map((column) => (
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
      {footer ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.5 }}
          data-testid={`${table.testId}-actions`}
        >
          {hasActions ? <RowActions table={table} row={row} /> : null}
          <ExpandToggle table={table} row={row} />
        </Box>
      ) : null}
      <RowDetails table={table} row={row} />
    </Box>
  );
}

/** A phone's list: each row a card of "Header: value" lines with its actions under them. */
export function CardRows<TRow extends { id: number }>({ table, content, hasActions, label }: RowsProps<TRow>) {
  const { testId, columns } = table;
  let inner: ReactNode;
  if (content.kind === 'loading') {
    inner = (
      <Box component="ul" aria-busy sx={cardListSx}>
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
    );
  } else if (content.kind === 'message') {
    inner = content.message;
  } else {
    inner = (
      <Box component="ul" aria-label={label} aria-busy={table.list.refreshing} data-testid={`${testId}-cards`} sx={cardListSx}>
        {table.list.pageRows.map((row) => (
          <Card key={row.id} table={table} row={row} hasActions={hasActions} />
        ))}
      </Box>
    );
  }
  return <Box sx={{ px: 2, pb: 2 }}>{inner}</Box>;
}

/** A column's cells (header and rows): left out below its `hideBelow` breakpoint, by CSS so the server's HTML agrees. */
export function columnCellSx(column: Pick<ResourceColumn<never>, 'hideBelow'>): { display: Record<string, string> } | undefined {
  return column.hideBelow ? { display: { xs: 'none', [column.hideBelow]: 'table-cell' } } : undefined;
}

/** The table body's rows: skeletons, a message across every column, or the rows (with their details under them). */
export function TableRows<TRow extends { id: number }>({ table, content, hasActions }: RowsProps<TRow>) {
  const { testId, columns, expandable } = table;
  const span = columns.length + (hasActions ? 1 : 0) + (expandable ? 1 : 0);
  if (content.kind === 'loading')
    return Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <TableRow key={`skeleton-${index}`} data-testid={`${testId}-skeleton`}>
        {expandable ? <TableCell padding="checkbox" /> : null}
        {columns.map((column) => (
          <TableCell key={column.key} sx={columnCellSx(column)}>
            <Skeleton variant="text" width="70%" />
          </TableCell>
        ))}
        {hasActions ? (
          <TableCell>
            <Skeleton variant="text" width={64} />
          </TableCell>
        ) : null}
      </TableRow>
    ));
  if (content.kind === 'message')
    return (
      <TableRow>
        <TableCell colSpan={span} sx={{ border: 0, p: 2 }}>
          {content.message}
        </TableCell>
      </TableRow>
    );
  return table.list.pageRows.map((row) => {
    const open = expandable?.openId === row.id;
    return (
      <Fragment key={row.id}>
        <TableRow
          hover
          selected={table.selectedId === row.id}
          data-testid={`${testId}-row`}
          data-row-id={row.id}
          onClick={expandable ? () => expandable.onToggle(row) : undefined}
          sx={expandable ? { cursor: 'pointer', '& > td': { borderBottom: open ? 'none' : undefined } } : undefined}
        >
          {expandable ? (
            <TableCell padding="checkbox">
              <ExpandToggle table={table} row={row} />
            </TableCell>
          ) : null}
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align} data-column={column.key} sx={columnCellSx(column)}>
              {cellOf(column, row)}
            </TableCell>
          ))}
          {hasActions ? (
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
              <RowActions table={table} row={row} />
            </TableCell>
          ) : null}
        </TableRow>
        {expandable ? (
          <TableRow>
            <TableCell colSpan={span} sx={{ p: 0, borderBottom: open ? undefined : 'none' }}>
              <RowDetails table={table} row={row} />
            </TableCell>
          </TableRow>
        ) : null}
      </Fragment>
    );
  });
}
