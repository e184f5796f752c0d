import { productPath } from '@shop/contracts';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountOrderFieldsFragment } from '../profile.generated';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { formatMoney } from '../../../shared/money/format-money';
import { gstParts } from '../../../shared/orders/gst-parts';
import { DUTIES_NOTE } from '../../../shared/orders/international';
import { CreditNoteLinks } from '../../../shared/orders/credit-note-links';
import { InvoiceButton } from '../../../shared/orders/invoice-button';
import { ParcelDetails } from '../../../shared/orders/parcel-details';
import { PaymentChip } from '../../../shared/orders/payment-chip';
import { QuoteChip } from '../../../shared/orders/quote-chip';
import { CANCELLED_STATUS, formatOrderDate } from '../order-status';
import { CustomQuotePanel } from './custom-quote-panel';
import { OrderEventsList, RefundNote } from './order-events';
import { OrderTimeline } from './order-timeline';
import { PayNowButton } from './pay-now-button';

export type AccountOrder = AccountOrderFieldsFragment;
type OrderLine = AccountOrder['items'][number];
type Money = AccountOrder['total'];

const money = (value: Money) => formatMoney(value.amount, value.currencyCode);
/** Product pictures are square, 800 × 800. */
const THUMB_SIZE = 800;

function LineThumbnail({ line }: { line: OrderLine }) {
  const src = apiAssetUrl(line.images[0] ?? line.customDesign?.imageUrl);
  return (
    <Box
      sx={{
        width: { xs: 64, sm: 80 },
        height: { xs: 64, sm: 80 },
        flexShrink: 0,
        bgcolor: '#f3ede4',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        color: 'primary.light',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={line.productName}
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <DiamondOutlinedIcon aria-hidden />
      )}
    </Box>
  );
}

/** What a custom design request asked for, in one line: metal and purity, stone and carat, size, dimensions, budget. */
function designSummary(design: NonNullable<OrderLine['customDesign']>): string {
  const dimensions = [design.width, design.height].filter((value) => value !== null).map((value) => `${value} mm`);
  return [
    [design.purity, design.material].filter(Boolean).join(' '),
    [design.stone, design.caratWish ? `${design.caratWish} ct` : null].filter(Boolean).join(', '),
    design.customSize ? `Ring size ${design.customSize}` : null,
    dimensions.length > 0 ? dimensions.join(' × ') : null,
    design.budget ? `Budget ${money(design.budget)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function OrderLineRow({ line, priced }: { line: OrderLine; priced: boolean }) {
  const design = line.customDesign;
  const options = design
    ? designSummary(design)
    : [line.purity, line.colorName, line.sizeName ? `Size ${line.sizeName}` : null].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      data-testid="order-line"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '80px minmax(0, 1fr) auto' },
        columnGap: 2,
        rowGap: 1,
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <LineThumbnail line={line} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h4"
          sx={{ fontFamily: (theme) => theme.typography.h6.fontFamily, fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.3 }}
        >
          {line.productId ? (
            <Link component={RouterLink} to={productPath(line.productId)} color="inherit" underline="hover">
              {line.productName}
            </Link>
          ) : (
            line.productName
          )}
        </Typography>
        {options ? (
          <Typography variant="body2" color="text.secondary">
            {options}
          </Typography>
        ) : null}
        {line.identifiers.map((identifier) => (
          <Typography key={identifier} variant="caption" component="p" sx={{ color: 'primary.dark' }} data-testid="order-line-identifier">
            {identifier}
          </Typography>
        ))}
        {design ? (
          <Typography variant="body2" component="p" sx={{ mt: 0.5, whiteSpace: 'pre-line' }} data-testid="order-line-instructions">
            {design.instructions}
          </Typography>
        ) : (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            Each: metal {money(line.unitPrice)} · stone {money(line.stoneCharge)} · making {money(line.labourCharge)}
          </Typography>
        )}
      </Box>
      {/* Phones: quantity and amount on their own line under the details. */}
      <Box
        sx={{
          gridColumn: { xs: '2', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          justifyContent: { xs: 'space-between', sm: 'flex-start' },
          alignItems: { xs: 'baseline', sm: 'flex-end' },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Qty {line.quantity}
        </Typography>
        <Typography data-testid="order-line-total" sx={{ fontWeight: 600 }}>
          {priced ? money(line.lineTotal) : 'To be quoted'}
        </Typography>
      </Box>
    </Box>
  );
}

function SummaryRow({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography
        variant={strong ? 'body1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 400 }}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The tax the total contains, said once: a rupee order's GST (CGST + SGST inside the shop's state, else IGST); an
 * order in another currency is an export, without Indian GST, and the destination's import duties are the buyer's.
 */
function GstRows({ order }: { order: AccountOrder }) {
  const gst = order.gst;
  if (!gst) {
    return order.currencyCode === 'INR' ? null : (
      <Typography variant="caption" color="text.secondary" component="p" data-testid="order-duties-note" sx={{ mt: 0.5 }}>
        {DUTIES_NOTE}
      </Typography>
    );
  }
  return (
    <Box data-testid="order-gst" sx={{ mt: 0.5 }}>
      {gstParts(gst).map((part) => (
        <Box key={part.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="caption" color="text.secondary">
            Includes {part.label}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid={`order-gst-${part.label.toLowerCase()}`}>
            {money(part.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** An order without a country is an older rupee one: India. */
const deliveredInIndia = (order: AccountOrder) => (order.country ?? (order.currencyCode === 'INR' ? 'IN' : null)) === 'IN';

/** "US" as "United States" (the browser's names); the code itself when the browser has none. */
function countryName(code: string | null): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A custom design request not accepted yet owes nothing: its amounts are the quote's business. */
const isOpenRequest = (order: AccountOrder) => order.quote !== null && order.quote.status !== 'ACCEPTED';

/** The order's number and date, and its total (a request's quote, or that it waits for one). */
function OrderCardHeader({ order, headingId }: { order: AccountOrder; headingId: string }) {
  const open = isOpenRequest(order);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 2,
        bgcolor: '#f7f2ea',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box>
        <Typography
          id={headingId}
          variant="h5"
          component="h3"
          data-testid="order-number"
          sx={{ letterSpacing: '0.04em', fontVariantNumeric: 'lining-nums' }}
        >
          {order.trackingId}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="order-date">
          Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {open ? 'Quote' : 'Total'}
        </Typography>
        <Typography data-testid="order-total" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {open ? (order.quote?.amount ? money(order.quote.amount) : 'Awaiting quote') : money(order.total)}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The order's status and payment chips above its timeline. A custom design request shows where its quote
 * stands instead until it is accepted (then it is an order like any other, Pay now included).
 */
function OrderCardStatus({ order }: { order: AccountOrder }) {
  const cancelled = order.status === CANCELLED_STATUS;
  if (order.quote && isOpenRequest(order) && !cancelled) {
    return (
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 3, pb: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" component="p">
            Custom design:
          </Typography>
          <QuoteChip status={order.quote.status} />
        </Box>
        <CustomQuotePanel orderId={order.id} quote={order.quote} inIndia={deliveredInIndia(order)} />
      </Box>
    );
  }
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pt: 3, pb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2.5 }}>
        <Typography variant="subtitle2" component="p">
          Status:
        </Typography>
        <Chip
          size="small"
          label={cancelled ? 'Cancelled' : order.statusLabel}
          data-testid="order-status"
          sx={{ fontWeight: 600, bgcolor: cancelled ? '#f9e3e1' : '#efe6d8', color: cancelled ? 'error.main' : 'text.primary' }}
        />
        {order.quote ? <QuoteChip status={order.quote.status} /> : null}
        <PaymentChip status={order.paymentStatus} />
        {order.payable ? <PayNowButton orderId={order.id} /> : null}
      </Box>
      <OrderTimeline status={order.status} />
      {order.shipment ? (
        <Box sx={{ mt: 2 }}>
          <ParcelDetails shipment={order.shipment} lines={order.items} />
        </Box>
      ) : null}
      <RefundNote order={order} />
      <OrderEventsList order={order} />
    </Box>
  );
}

/** The delivery address beside the amounts. */
function OrderCardFooter({ order }: { order: AccountOrder }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: { xs: 2.5, sm: 4 },
        px: { xs: 2, sm: 3 },
        py: 2.5,
      }}
    >
      <Box>
        <Typography variant="overline" component="h4" color="text.secondary">
          Delivery address
        </Typography>
        <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
          {order.firstName} {order.lastName}
          <br />
          {order.address}
          {order.apartment ? `, ${order.apartment}` : ''}
          <br />
          {order.city}, {order.state} {order.zipCode}
          {deliveredInIndia(order) ? null : (
            <>
              <br />
              {countryName(order.country)}
            </>
          )}
        </Typography>
      </Box>
      {isOpenRequest(order) ? null : (
        <Box>
          <SummaryRow label="Subtotal" value={money(order.subtotal)} />
          <SummaryRow label="Shipping" value={order.shipping.minorUnits === 0 ? 'Free' : money(order.shipping)} />
          {/* Prices include GST: no tax is added on top, so no "Tax ₹0.00" row above the GST it contains (GstRows). */}
          {order.tax.minorUnits > 0 ? <SummaryRow label="Tax" value={money(order.tax)} testId="order-summary-tax" /> : null}
          <Divider sx={{ my: 0.75 }} />
          <SummaryRow label="Total" value={money(order.total)} strong testId="order-summary-total" />
          {order.refunded.minorUnits > 0 ? (
            <SummaryRow label="Refunded" value={`− ${money(order.refunded)}`} testId="order-summary-refunded" />
          ) : null}
          <GstRows order={order} />
          {order.invoiceUrl || order.creditNotes.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
              {order.invoiceUrl ? <InvoiceButton invoiceUrl={order.invoiceUrl} orderId={order.id} /> : null}
              <CreditNoteLinks creditNotes={order.creditNotes} orderId={order.id} />
            </Box>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

/** One order of My Order: number, date, status timeline, items with pictures and amounts, address and totals. */
export function OrderCard({ order }: { order: AccountOrder }) {
  const headingId = `order-${order.id}-heading`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid="order-card"
      data-order-id={order.id}
      sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <OrderCardHeader order={order} headingId={headingId} />
      <OrderCardStatus order={order} />

      <Divider />
      <Box component="ul" aria-label={`Items of ${order.trackingId}`} sx={{ listStyle: 'none', m: 0, px: { xs: 2, sm: 3 }, py: 0.5 }}>
        {order.items.map((line) => (
          <OrderLineRow key={line.id} line={line} priced={!isOpenRequest(order)} />
        ))}
      </Box>
      <Divider />

      <OrderCardFooter order={order} />
    </Box>
  );
}
