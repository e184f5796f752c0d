import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OrdersRowFragment } from '../../../graphql/generated/graphql';
import { ConfirmDialog } from '../../../shared/admin/confirm-dialog';
import type { ResourceColumn } from '../../../shared/admin/resource-config';
import { ResourceTable } from '../../../shared/admin/resource-table';
import { useDebouncedSearch } from '../../../shared/admin/use-debounced-search';
import { formatMoney } from '../../../shared/money/format-money';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { OrderDetails } from '../components/order-details';
import { ORDER_STATUSES, ORDERS_PAGE_SIZE, emptyText, statusTone } from '../order-display';
import { paymentLabel } from '../../../shared/orders/payment-label';
import { useOrderActions } from '../use-order-actions';
import { useOrdersList } from '../use-orders-list';

const NAMES = { title: 'Orders', singular: 'order', plural: 'orders' };
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const COLUMNS: readonly ResourceColumn<OrdersRowFragment>[] = [
  {
    key: 'order',
    header: 'Order #',
    render: (order) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          #{order.id}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {dateFormat.format(new Date(order.createdAt))}
        </Typography>
      </>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    render: (order) => (
      <>
        <Typography variant="body2">{order.customerName}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'break-word' }}>
          {order.email}
        </Typography>
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (order) => {
      const payment = paymentLabel(order.paymentStatus);
      return (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="order-amount">
            {formatMoney(order.grandTotal.amount, order.currencyCode)}
          </Typography>
          <Chip size="small" variant="outlined" label={payment.label} color={payment.tone} sx={{ mt: 0.5 }} />
        </>
      );
    },
  },
  {
    key: 'status',
    header: 'Status',
    render: (order) => <Chip size="small" label={order.statusLabel} color={statusTone(order.status)} data-testid="order-status" />,
  },
  {
    key: 'items',
    header: 'Items',
    render: (order) => <Typography variant="body2">{order.items.length === 1 ? '1 item' : `${order.items.length} items`}</Typography>,
  },
];

/** The back-office orders page: two tabs, search (as you type) and status filter, expandable rows, numbered pages. */
export function OrdersView() {
  const list = useOrdersList();
  const actions = useOrderActions({ onDeleted: () => void list.refetch().catch(() => undefined) });
  // The box filters as you type; a new ?search= (the top bar) replaces what it shows.
  const search = useDebouncedSearch(list.search, list.setSearch);
  // A search for one order number opens that order until the admin picks another row.
  const only = list.rows.length === 1 && /^#?\d+$/.test(list.search.trim()) ? list.rows[0].id : null;
  const [choice, setChoice] = useState<{ search: string; id: number | null } | null>(null);
  const expanded = choice && choice.search === list.search ? choice.id : only;
  const setExpanded = (next: number | null) => setChoice({ search: list.search, id: next });

  const filtered = list.search !== '' || list.status !== null;
  return (
    <Box data-testid="admin-orders">
      <AdminPageHeader title="Orders" subtitle="Regular and custom orders: where they go, what they cost, and where they stand." />
      <ResourceTable
        names={NAMES}
        testId="orders"
        tableLabel={list.kind === 'CUSTOM' ? 'Custom orders' : 'Regular orders'}
        header={
          <Tabs
            value={list.kind}
            onChange={(_, value: 'REGULAR' | 'CUSTOM') => {
              setExpanded(null);
              list.setKind(value);
            }}
            aria-label="Order kind"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ px: { xs: 0, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="REGULAR" label="Regular Orders" data-testid="orders-tab-regular" />
            <Tab value="CUSTOM" label="Custom Orders" data-testid="orders-tab-custom" />
          </Tabs>
        }
        columns={COLUMNS}
        rows={list.rows}
        total={list.totalCount}
        params={{ page: list.page - 1, pageSize: ORDERS_PAGE_SIZE, search: list.search, sort: null }}
        searchText={search.text}
        searchLabel="Search orders"
        searchPlaceholder="#1042, name or e-mail"
        onSearch={search.setText}
        onSearchSubmit={search.flush}
        toolbar={
          <TextField
            select
            size="small"
            label="Status"
            value={list.status ?? 'all'}
            onChange={(event) => list.setStatus(event.target.value === 'all' ? null : Number(event.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'orders-status-filter' } }}
            sx={{ flex: '0 1 200px', minWidth: 160 }}
          >
            <MenuItem value="all">All statuses</MenuItem>
            {ORDER_STATUSES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        }
        loading={list.loading}
        refreshing={list.refreshing}
        error={list.error ? 'Failed to load orders' : null}
        onRetry={list.retry}
        onSort={() => undefined}
        onPage={(page) => list.setPage(page + 1)}
        onPageSize={() => undefined}
        rowLabel={(order) => `order #${order.id}`}
        emptyText={emptyText(list.kind, filtered)}
        noMatchText={() => emptyText(list.kind, true)}
        expandable={{
          openId: expanded,
          onToggle: (order) => setExpanded(expanded === order.id ? null : order.id),
          toggleLabel: (order, open) => `${open ? 'Hide' : 'Show'} details of order #${order.id}`,
          render: (order) => (
            <OrderDetails
              order={order}
              saving={actions.savingId === order.id}
              onStatusChange={(status) => void actions.changeStatus(order.id, status)}
              onDelete={() => actions.requestDelete(order.id)}
            />
          ),
        }}
        pagination={
          list.totalCount > ORDERS_PAGE_SIZE ? (
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
                siblingCount={0}
                getItemAriaLabel={(type, page, selected) =>
                  type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${page}` : `Go to ${type} page`
                }
                data-testid="orders-pagination"
              />
            </Box>
          ) : null
        }
      />
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
