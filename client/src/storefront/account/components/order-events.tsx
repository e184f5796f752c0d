import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AccountOrderFieldsFragment } from '../profile.generated';
import { formatMoney } from '../../../shared/money/format-money';
import { eventTitle, eventTransition, formatEventTime } from '../../../shared/orders/order-events';

type AccountOrder = AccountOrderFieldsFragment;
type Money = AccountOrder['total'];

const money = (value: Money) => formatMoney(value.amount, value.currencyCode);

/**
 * What went back to the shopper: "Refunded ₹X" when all of it did, "Partially refunded: ₹X of ₹Y"
 * when part did; nothing while nothing was refunded. A cancelled paid order reads Cancelled with this under it.
 */
export function RefundNote({ order }: { order: AccountOrder }) {
  if (order.refunded.minorUnits <= 0) return null;
  const full = order.paymentStatus === 'REFUNDED' || order.refunded.minorUnits >= order.total.minorUnits;
  return (
    <Box data-testid="order-refunded" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, color: 'primary.dark' }}>
      <CurrencyExchangeOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {full ? `Refunded ${money(order.refunded)}` : `Partially refunded: ${money(order.refunded)} of ${money(order.total)}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        to the way you paid
      </Typography>
    </Box>
  );
}

/** The order's history as the shopper may see it, oldest first, in a compact list under the progress steps. */
export function OrderEventsList({ order }: { order: AccountOrder }) {
  if (order.history.length === 0) return null;
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="overline" component="h4" color="text.secondary">
        History
      </Typography>
      <Box
        component="ol"
        aria-label={`History of ${order.trackingId}`}
        data-testid="order-events"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
      >
        {order.history.map((event) => {
          const transition = eventTransition(event);
          return (
            <Box
              component="li"
              key={event.id}
              data-testid="order-event"
              data-kind={event.kind}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem minmax(0, 1fr)' }, columnGap: 2 }}
            >
              <Typography variant="caption" color="text.secondary" component="time" dateTime={event.at} sx={{ pt: '2px' }}>
                {formatEventTime(event.at)}
              </Typography>
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {eventTitle(event.kind)}
                </Box>
                {transition ? ` · ${transition}` : ''}
                {event.amount ? ` · ${money(event.amount)}` : ''}
                {event.note ? (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {event.note}
                  </Box>
                ) : null}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
