import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OrdersEventFragment, OrdersRowFragment } from '../orders.generated';
import { formatMoney } from '../../../shared/money/format-money';
import { eventActor, eventTitle, eventTone, eventTransition, formatEventTime } from '../../../shared/orders/order-events';
import { OrderNoteBox } from './order-note-box';
import { OrderSection } from './order-section';

/** One event: a dot on the line, what happened (from → to, amount), when and by whom, its note and reference. */
function TimelineEvent({ event, last }: { event: OrdersEventFragment; last: boolean }) {
  const transition = eventTransition(event);
  const amount = event.amount ? formatMoney(event.amount.amount, event.amount.currencyCode) : null;
  return (
    <Box
      component="li"
      data-testid="order-event"
      data-kind={event.kind}
      sx={{ display: 'grid', gridTemplateColumns: '20px minmax(0, 1fr)', columnGap: 1.5 }}
    >
      {/* The dot and the line down to the next event. */}
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box sx={{ width: 12, height: 12, mt: 0.5, borderRadius: '50%', bgcolor: `${eventTone(event.kind)}.main`, flexShrink: 0 }} />
        {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {eventTitle(event.kind)}
          </Typography>
          {transition ? (
            <Typography variant="body2" data-testid="order-event-transition">
              {transition}
            </Typography>
          ) : null}
          {amount ? (
            <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="order-event-amount">
              {amount}
            </Typography>
          ) : null}
          {event.customerVisible ? null : (
            <Chip size="small" variant="outlined" label="Internal" sx={{ height: 20 }} data-testid="order-event-internal" />
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={event.at}>{formatEventTime(event.at)}</time> · {eventActor(event)}
        </Typography>
        {event.note ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.25 }} data-testid="order-event-note">
            {event.note}
          </Typography>
        ) : null}
        {event.providerReference ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            Provider reference: {event.providerReference}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * The order's history (docs/decisions.md#order-lifecycle): every transition, money action and note, oldest first, with who did it; the
 * events the customer does not see are marked Internal. An administrator's note is added under it.
 */
export function OrderHistoryTimeline({ order }: { order: OrdersRowFragment }) {
  const events = order.history;
  return (
    <OrderSection title={`History (${events.length})`}>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          No events yet.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={`History of order #${order.id}`}
          data-testid="order-history"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {events.map((event, index) => (
            <TimelineEvent key={event.id} event={event} last={index === events.length - 1} />
          ))}
        </Box>
      )}
      <OrderNoteBox orderId={order.id} />
    </OrderSection>
  );
}
