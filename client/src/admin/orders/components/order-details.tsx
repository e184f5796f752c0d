import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { OrdersRowFragment } from '../orders.generated';
import type { ActionSpec } from '../order-actions';
import type { OrderActionProblem } from '../use-order-actions';
import { formatMoney } from '../../../shared/money/format-money';
import { LineThumbnail } from '../../../shared/ui/line-thumbnail';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { addressLines, awaitsQuote } from '../order-display';
import { gstParts } from '../../../shared/orders/gst-parts';
import { paymentLabel } from '../../../shared/orders/payment-label';
import { providerName } from '../../../shared/payments/provider-name';
import { OrderActionsPanel } from './order-actions-panel';
import { OrderHistoryTimeline } from './order-history-timeline';
import { ParcelDetails } from '../../../shared/orders/parcel-details';
import { OrderSection } from './order-section';
import { QuoteForm } from './quote-form';

function AmountLine({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

type Item = OrdersRowFragment['items'][number];

/** A line's options in one line: purity, colour, size; or what a custom design request asked for. */
function itemDetails(item: Item, money: (value: { amount: string }) => string): string {
  const design = item.customDesign;
  if (!design) return [item.purity, item.colorName, item.sizeName ? `Size ${item.sizeName}` : null].filter(Boolean).join(' · ');
  const dimensions = [design.width, design.height].filter((value) => value !== null).map((value) => `${value} mm`);
  return [
    [design.purity, item.material].filter(Boolean).join(' '),
    [design.stone, design.caratWish ? `${design.caratWish} ct` : null].filter(Boolean).join(', '),
    item.customSize ? `Ring size ${item.customSize}` : null,
    dimensions.join(' × '),
    design.budget ? `Budget ${money(design.budget)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One line of the order: its picture, name and options (or the custom piece's request), quantity × price and total. */
function OrderItem({
  item,
  money,
  priced,
}: {
  item: Item;
  money: (value: { amount: string }) => string;
  /** False for a custom design request whose quote is not accepted yet: its price is the quote's. */
  priced: boolean;
}) {
  const design = item.customDesign;
  const details = itemDetails(item, money);
  return (
    <Box
      component="li"
      data-testid="order-item"
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: 2,
        alignItems: 'center',
        bgcolor: 'background.paper',
        p: 1.5,
        borderRadius: 1,
      }}
    >
      {design?.imageUrl ? (
        // The reference picture, large enough to judge, opening full size in a new tab.
        <Box
          component="a"
          href={apiAssetUrl(design.imageUrl)}
          target="_blank"
          rel="noopener"
          aria-label="Open the reference picture"
          sx={{ flexShrink: 0 }}
        >
          <LineThumbnail src={design.imageUrl} alt="Reference picture" size={120} />
        </Box>
      ) : (
        <LineThumbnail src={item.images[0] ?? item.imageUrl} alt={item.productName} size={design ? 120 : 64} />
      )}
      {/* Phones: a request's long details take the row's width under its picture; a piece's name and details the
          width beside its 64 px picture, so the price wraps under them instead of squeezing them to a word a line. */}
      <Box sx={{ flex: 1, minWidth: { xs: design ? '100%' : 'calc(100% - 80px)', sm: 0 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {item.productName}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="order-item-details">
          {details}
        </Typography>
        {item.identifiers.map((identifier) => (
          <Typography key={identifier} variant="caption" component="p" sx={{ color: 'primary.dark' }}>
            {identifier}
          </Typography>
        ))}
        {design ? (
          <Typography
            variant="body2"
            sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid="order-item-instructions"
          >
            {item.instructions}
          </Typography>
        ) : null}
      </Box>
      {priced ? (
        <Box sx={{ ml: 'auto', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          <Typography variant="body2">
            {item.quantity} × {money(item.piecePrice)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {money(item.lineTotal)}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', textAlign: 'right' }}>
          To be quoted
        </Typography>
      )}
    </Box>
  );
}

interface OrderDetailsProps {
  order: OrdersRowFragment;
  saving: boolean;
  /** Why the last action on this order did not happen (someone else's change, a refused transition). */
  problem: OrderActionProblem | null;
  /** Runs one of the order's allowed actions (asking first where money moves). */
  onAction: (spec: ActionSpec) => void;
  /** Reads the order again, after someone else changed it. */
  onReload: () => void;
}

/** Where the order goes, how to reach the customer, and the parcel once shipped. */
function ShippingDetails({ order }: { order: OrdersRowFragment }) {
  return (
    <OrderSection title="Shipping details">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {order.firstName} {order.lastName}
      </Typography>
      {addressLines(order).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {order.phone}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {order.email}
      </Typography>
      {order.shipment ? (
        <Box sx={{ mt: 1.5 }}>
          <ParcelDetails shipment={order.shipment} lines={order.items} />
        </Box>
      ) : null}
    </OrderSection>
  );
}

/** The expanded part of an order row: where it goes, what it costs, what is in it, its actions and its history. */
export function OrderDetails({ order, saving, problem, onAction, onReload }: OrderDetailsProps) {
  const money = (value: { amount: string }) => formatMoney(value.amount, order.currencyCode);
  const payment = paymentLabel(order.paymentStatus);
  const provider = providerName(order.paymentProvider);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, bgcolor: '#fbf8f3', display: 'grid', gap: 3 }} data-testid="order-details">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <ShippingDetails order={order} />
        <OrderSection title="Payment details">
          {awaitsQuote(order) ? (
            // Not priced yet: no zero subtotal, shipping or tax; the quote below sets the price.
            <AmountLine label="Grand total" value="Awaiting quote" strong testId="order-grand-total" />
          ) : (
            <>
              <AmountLine label="Subtotal" value={money(order.subtotal)} testId="order-subtotal" />
              <AmountLine label="Shipping" value={money(order.shipping)} testId="order-shipping" />
              <AmountLine label="Tax" value={money(order.tax)} testId="order-tax" />
              <Divider sx={{ my: 0.5 }} />
              <AmountLine label="Grand total" value={money(order.grandTotal)} strong testId="order-grand-total" />
            </>
          )}
          {order.refunded.minorUnits > 0 ? (
            <AmountLine label="Refunded" value={`− ${money(order.refunded)}`} testId="order-refunded" />
          ) : null}
          {order.gst ? (
            <Box data-testid="order-gst" sx={{ color: 'text.secondary' }}>
              <AmountLine label="Taxable value" value={money(order.gst.taxable)} />
              {gstParts(order.gst).map((part) => (
                <AmountLine
                  key={part.label}
                  label={`Includes ${part.label}`}
                  value={money(part.value)}
                  testId={`order-gst-${part.label.toLowerCase()}`}
                />
              ))}
              <Typography variant="caption" component="p">
                Place of supply {order.gst.placeOfSupply}
              </Typography>
            </Box>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p" data-testid="order-payment-summary">
            {awaitsQuote(order)
              ? 'Payment is asked for once the shopper accepts a quote'
              : order.paymentMethod !== 'COD'
                ? `Online payment · ${payment.label}`
                : order.paymentStatus === 'COD'
                  ? 'Cash on delivery'
                  : `Cash on delivery · ${payment.label}`}{' '}
            · amounts in {order.currencyCode}
          </Typography>
          {provider || order.paymentReference ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {provider ?? 'Provider'} reference: {order.paymentReference ?? 'none yet'}
            </Typography>
          ) : null}
        </OrderSection>
        <OrderActionsPanel order={order} saving={saving} problem={problem} onAction={onAction} onReload={onReload} />
      </Box>
      {order.quote ? <QuoteForm order={order} quote={order.quote} /> : null}
      <OrderSection title={`Items (${order.items.length})`}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {order.items.map((item) => (
            <OrderItem key={item.id} item={item} money={money} priced={!order.quote || order.quote.status === 'ACCEPTED'} />
          ))}
        </Box>
      </OrderSection>
      <OrderHistoryTimeline order={order} />
    </Box>
  );
}
