import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import type { OrdersRowFragment } from '../../../graphql/generated/graphql';
import { ConfirmDialog } from '../../../shared/admin/confirm-dialog';
import { formatMoney } from '../../../shared/money/format-money';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { StatusMessage } from '../../../shared/ui/status-message';
import { OrderDetails } from '../components/order-details';
import { ORDER_STATUSES, ORDERS_PAGE_SIZE, emptyText, statusTone } from '../order-display';
import { paymentLabel } from '../../../shared/orders/payment-label';
import { useOrderActions } from '../use-order-actions';
import { useOrdersList } from '../use-orders-list';

const COLUMNS = 6;
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function OrderRow({
  order,
  open,
  onToggle,
  saving,
  onStatusChange,
  onDelete,
}: {
  order: OrdersRowFragment;
  open: boolean;
  onToggle: () => void;
  saving: boolean;
  onStatusChange: (status: number) => void;
  onDelete: () => void;
}) {
  const payment = paymentLabel(order.paymentStatus);
  const detailsId = `order-${order.id}-details`;
  return (
    <Fragment>
      <TableRow
        hover
        data-testid="order-row"
        data-order-id={order.id}
        onClick={onToggle}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 'none' : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} details of order #${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
            data-testid="order-expand"
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            #{order.id}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {dateFormat.format(new Date(order.createdAt))}
          </Typography>
        </TableCell>
        <TableCell>
          <Typography variant="body2">{order.customerName}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {order.email}
          </Typography>
        </TableCell>
        <TableCell align="right">
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="order-amount">
            {formatMoney(order.grandTotal.amount, order.currencyCode)}
          </Typography>
          <Chip size="small" variant="outlined" label={payment.label} color={payment.tone} sx={{ mt: 0.5 }} />
        </TableCell>
        <TableCell>
          <Chip size="small" label={order.statusLabel} color={statusTone(order.status)} data-testid="order-status" />
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
          <Typography variant="body2">{order.items.length === 1 ? '1 item' : `${order.items.length} items`}</Typography>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ p: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <OrderDetails order={order} saving={saving} onStatusChange={onStatusChange} onDelete={onDelete} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** The back-office orders page: two tabs, search and status filter, expandable rows, numbered pages. */
export function OrdersView() {
  const list = useOrdersList();
  const actions = useOrderActions({ onDeleted: () => void list.refetch().catch(() => undefined) });
  // The search box's draft belongs to the search it started from: a new ?search= (the top bar) replaces it.
  const [draft, setDraft] = useState({ base: list.search, text: list.search });
  const searchText = draft.base === list.search ? draft.text : list.search;
  const setSearchText = (text: string) => setDraft({ base: list.search, text });
  // A search for one order number opens that order until the admin picks another row.
  const only = list.rows.length === 1 && /^#?\d+$/.test(list.search.trim()) ? list.rows[0].id : null;
  const [choice, setChoice] = useState<{ search: string; id: number | null } | null>(null);
  const expanded = choice && choice.search === list.search ? choice.id : only;
  const setExpanded = (next: number | null | ((current: number | null) => number | null)) =>
    setChoice({ search: list.search, id: typeof next === 'function' ? next(expanded) : next });

  const filtered = list.search !== '' || list.status !== null;
  return (
    <Box data-testid="admin-orders">
      <AdminPageHeader title="Orders" subtitle="Regular and custom orders: where they go, what they cost, and where they stand." />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={list.kind}
          onChange={(_, value: 'REGULAR' | 'CUSTOM') => {
            setExpanded(null);
            list.setKind(value);
          }}
          aria-label="Order kind"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="REGULAR" label="Regular Orders" data-testid="orders-tab-regular" />
          <Tab value="CUSTOM" label="Custom Orders" data-testid="orders-tab-custom" />
        </Tabs>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            list.setSearch(searchText);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'center' }}
        >
          <TextField
            size="small"
            label="Search orders"
            placeholder="#1042, name or e-mail"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            // The status select's hidden input blocks the form's implicit submission, so Enter is handled here.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                list.setSearch(searchText);
              }
            }}
            onBlur={() => searchText.trim() !== list.search && list.setSearch(searchText)}
            slotProps={{
              htmlInput: { 'data-testid': 'orders-search', type: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <TextField
            select
            size="small"
            label="Status"
            value={list.status ?? 'all'}
            onChange={(event) => list.setStatus(event.target.value === 'all' ? null : Number(event.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'orders-status-filter' } }}
            sx={{ flex: '0 0 200px', width: 200 }}
          >
            <MenuItem value="all">All statuses</MenuItem>
            {ORDER_STATUSES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }} aria-live="polite">
            {list.loading ? '' : `${list.totalCount} ${list.totalCount === 1 ? 'order' : 'orders'}`}
          </Typography>
        </Box>
        <Box sx={{ height: 4 }}>{list.refreshing ? <LinearProgress aria-label="Loading orders" /> : null}</Box>
        {list.error ? (
          <Box sx={{ p: 2 }}>
            <StatusMessage tone="error" onRetry={list.retry} testId="orders-error">
              Failed to load orders
            </StatusMessage>
          </Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={list.kind === 'CUSTOM' ? 'Custom orders' : 'Regular orders'} data-testid="orders-table">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
                      Details
                    </Box>
                  </TableCell>
                  <TableCell>Order #</TableCell>
                  <TableCell>Customer</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Items</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.loading ? (
                  <>
                    <TableRow>
                      <TableCell colSpan={COLUMNS}>
                        <Typography variant="body2" color="text.secondary" role="status" data-testid="orders-loading">
                          Loading orders...
                        </Typography>
                      </TableCell>
                    </TableRow>
                    {Array.from({ length: 5 }, (_, i) => (
                      <TableRow key={i}>
                        {Array.from({ length: COLUMNS }, (__, cell) => (
                          <TableCell key={cell}>
                            <Skeleton variant="text" width={cell === 0 ? 24 : '70%'} />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </>
                ) : list.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS} sx={{ py: 6, textAlign: 'center' }}>
                      <Typography color="text.secondary" data-testid="orders-empty">
                        {emptyText(list.kind, filtered)}
                      </Typography>
                    </TableCell>
                  </TableRow>
                ) : (
                  list.rows.map((order) => (
                    <OrderRow
                      key={order.id}
                      order={order}
                      open={expanded === order.id}
                      onToggle={() => setExpanded((current) => (current === order.id ? null : order.id))}
                      saving={actions.savingId === order.id}
                      onStatusChange={(status) => void actions.changeStatus(order.id, status)}
                      onDelete={() => actions.requestDelete(order.id)}
                    />
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {list.totalCount > ORDERS_PAGE_SIZE ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Pagination
              count={list.pageCount}
              page={Math.min(list.page, list.pageCount)}
              onChange={(_, page) => {
                setExpanded(null);
                list.setPage(page);
              }}
              color="primary"
              shape="rounded"
              getItemAriaLabel={(type, page, selected) =>
                type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${page}` : `Go to ${type} page`
              }
              data-testid="orders-pagination"
            />
          </Box>
        ) : null}
      </Paper>
      <ConfirmDialog
        open={actions.deleteTarget !== null}
        title={`Delete order #${actions.deleteTarget ?? ''}`}
        message="Are you sure you want to delete this order?"
        busy={actions.deleting}
        onConfirm={actions.confirmDelete}
        onClose={actions.closeDelete}
        testId="order-delete-dialog"
      />
    </Box>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
