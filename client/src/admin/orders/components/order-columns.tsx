import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OrdersRowFragment } from '../orders.generated';
import type { ResourceColumn } from '../../../shared/admin/resource-config';
import { formatMoney } from '../../../shared/money/format-money';
import { PaymentChip } from '../../../shared/orders/payment-chip';
import { QuoteChip } from '../../../shared/orders/quote-chip';
import { providerName } from '../../../shared/payments/provider-name';
import { awaitsQuote, statusTone } from '../order-display';
import { ArchivedChip } from './order-actions-panel';

// The columns of the orders table: number and date, customer, amount, payment, status, items.

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export const ORDER_COLUMNS: readonly ResourceColumn<OrdersRowFragment>[] = [
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
    render: (order) => (
      <>
        {awaitsQuote(order) ? (
          <Typography variant="body2" color="text.secondary" data-testid="order-amount">
            To be quoted
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="order-amount">
            {formatMoney(
              (order.quote?.status === 'QUOTED' && order.quote.amount ? order.quote.amount : order.grandTotal).amount,
              order.currencyCode,
            )}
          </Typography>
        )}
        {/* A custom design request: where its quote stands (the amount is the quote until it is accepted). */}
        {order.quote ? <QuoteChip status={order.quote.status} /> : null}
      </>
    ),
  },
  {
    key: 'payment',
    header: 'Payment',
    render: (order) => {
      // Nothing is owed before a quote: the request's state (the amount column's badge) stands in for the payment's.
      if (awaitsQuote(order))
        return (
          <Typography variant="body2" color="text.secondary" data-testid="order-payment-not-due">
            Not due yet
          </Typography>
        );
      const provider = providerName(order.paymentProvider);
      return (
        <>
          <PaymentChip status={order.paymentStatus} />
          {provider || order.paymentReference ? (
            // The reference the provider knows the payment by: what support quotes when a customer calls.
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
              data-testid="order-payment-reference"
            >
              {[provider, order.paymentReference].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
        </>
      );
    },
  },
  {
    key: 'status',
    header: 'Status',
    render: (order) => (
      <>
        <Chip size="small" label={order.statusLabel} color={statusTone(order.status)} data-testid="order-status" />
        {/* Kept for the customer and the books after a delete; a search by number still finds it. */}
        {order.archived ? <ArchivedChip /> : null}
      </>
    ),
  },
  {
    key: 'items',
    header: 'Items',
    render: (order) => <Typography variant="body2">{order.items.length === 1 ? '1 item' : `${order.items.length} items`}</Typography>,
  },
];
