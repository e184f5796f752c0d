import Box from '@mui/material/Box';
import { ResourceTable } from '../../../shared/admin/resource-table';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { ORDER_COLUMNS } from '../components/order-columns';
import { OrderActionDialog } from '../components/order-actions-panel';
import { OrderDetails } from '../components/order-details';
import { OrderKindTabs, OrderPages, OrderStatusFilter } from '../components/orders-controls';
import { RefundDialog } from '../components/refund-dialog';
import { ShipDialog } from '../components/ship-dialog';
import { ORDERS_PAGE_SIZE, emptyText } from '../order-display';
import { useOrderActions } from '../use-order-actions';
import { useExpandedOrder, useOrdersList } from '../use-orders-list';

const NAMES = { title: 'Orders', singular: 'order', plural: 'orders' };

/**
 * The back-office orders page: two tabs, search (as you type) and status filter, expandable rows, numbered
 * pages; each row's payment status and provider reference; in an open row the actions its state allows,
 * partial refunds, and its history with internal notes.
 */
export function OrdersView() {
  const { list, kind, status, pageCount, setKind, setStatus } = useOrdersList();
  const actions = useOrderActions({
    onDeleted: () => void list.refetch().catch(() => undefined),
    onReload: () => list.refetch().catch(() => undefined),
  });
  const { expanded, setExpanded, toggle } = useExpandedOrder(list);
  const filtered = list.params.search !== '' || status !== null;

  return (
    <Box data-testid="admin-orders">
      <AdminPageHeader title="Orders" subtitle="Regular and custom orders: where they go, what they cost, and where they stand." />
      <ResourceTable
        names={NAMES}
        testId="orders"
        tableLabel={kind === 'CUSTOM' ? 'Custom orders' : 'Regular orders'}
        header={
          <OrderKindTabs
            kind={kind}
            onChange={(next) => {
              setExpanded(null);
              setKind(next);
            }}
          />
        }
        columns={ORDER_COLUMNS}
        list={list}
        errorText="Failed to load orders"
        searchLabel="Search orders"
        searchPlaceholder="#1042, name or e-mail"
        toolbar={<OrderStatusFilter status={status} onChange={setStatus} />}
        rowLabel={(order) => `order #${order.id}`}
        emptyText={emptyText(kind, filtered)}
        noMatchText={() => emptyText(kind, true)}
        expandable={{
          openId: expanded,
          onToggle: toggle,
          toggleLabel: (order, open) => `${open ? 'Hide' : 'Show'} details of order #${order.id}`,
          render: (order) => (
            <OrderDetails
              order={order}
              saving={actions.savingId === order.id}
              problem={actions.problem?.orderId === order.id ? actions.problem : null}
              onAction={(spec) => actions.run(order, spec)}
              onReload={() => void actions.reload()}
            />
          ),
        }}
        pagination={
          list.total > ORDERS_PAGE_SIZE ? (
            <OrderPages
              page={list.params.page + 1}
              pageCount={pageCount}
              onChange={(page) => {
                setExpanded(null);
                list.setPage(page - 1);
              }}
            />
          ) : null
        }
      />
      <OrderActionDialog confirmation={actions.confirmation} />
      <RefundDialog refund={actions.refund} />
      <ShipDialog ship={actions.ship} />
    </Box>
  );
}
