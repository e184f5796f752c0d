import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrdersRowFragment } from '../orders.generated';
import { formatMoney } from '../../../shared/money/format-money';
import { LineThumbnail } from '../../../shared/ui/line-thumbnail';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { ORDER_STATUSES, addressLines } from '../order-display';
import { gstParts } from '../../../shared/orders/gst-parts';
import { CreditNoteLinks } from '../../../shared/orders/credit-note-links';
import { InvoiceButton } from '../../../shared/orders/invoice-button';
import { paymentLabel } from '../../../shared/orders/payment-label';
import { providerName } from '../../../shared/payments/provider-name';
import { QuoteForm } from './quote-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', letterSpacing: '0.12em' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

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
      {/* Phones: a request's long details take the row's width under its picture. */}
      <Box sx={{ flex: 1, minWidth: { xs: design ? '100%' : 0, sm: 0 } }}>
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
        <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          <Typography variant="body2">
            {item.quantity} × {money(item.piecePrice)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {money(item.lineTotal)}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          To be quoted
        </Typography>
      )}
    </Box>
  );
}

interface OrderDetailsProps {
  order: OrdersRowFragment;
  saving: boolean;
  onStatusChange: (status: number) => void;
  onDelete: () => void;
  /** Asks to refund the order in full (shown on paid orders only). */
  onRefund: () => void;
}

/** The order's status (saved as soon as it is picked), Refund on a paid order, and Delete. */
function OrderActions({ order, saving, onStatusChange, onDelete, onRefund }: OrderDetailsProps) {
  return (
    <Section title="Actions">
      <TextField
        select
        size="small"
        fullWidth
        label="Status"
        value={order.status}
        disabled={saving}
        onChange={(event) => onStatusChange(Number(event.target.value))}
        slotProps={{
          htmlInput: { 'data-testid': 'order-status-select' },
          input: { endAdornment: saving ? <CircularProgress size={16} sx={{ mr: 3 }} aria-label="Saving status" /> : undefined },
        }}
        sx={{ mt: 1, mb: 2, bgcolor: 'background.paper' }}
      >
        {ORDER_STATUSES.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.value} {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {order.invoiceUrl ? (
          <InvoiceButton
            invoiceUrl={order.invoiceUrl}
            orderId={order.id}
            label={order.invoiceNumber ? `Invoice ${order.invoiceNumber}` : 'Invoice'}
            size="medium"
          />
        ) : null}
        <CreditNoteLinks creditNotes={order.creditNotes} orderId={order.id} size="medium" />
        {order.paymentStatus === 'PAID' ? (
          <Button variant="outlined" startIcon={<CurrencyExchangeOutlinedIcon />} onClick={onRefund} data-testid="order-refund">
            Refund
          </Button>
        ) : null}
        <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={onDelete} data-testid="order-delete">
          Delete Order
        </Button>
      </Box>
    </Section>
  );
}

/** The expanded part of an order row: where it goes, what it costs, what is in it, and its actions. */
export function OrderDetails({ order, saving, onStatusChange, onDelete, onRefund }: OrderDetailsProps) {
  const money = (value: { amount: string }) => formatMoney(value.amount, order.currencyCode);
  const payment = paymentLabel(order.paymentStatus);
  const provider = providerName(order.paymentProvider);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, bgcolor: '#fbf8f3', display: 'grid', gap: 3 }} data-testid="order-details">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <Section title="Shipping details">
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
        </Section>
        <Section title="Payment details">
          <AmountLine label="Subtotal" value={money(order.subtotal)} testId="order-subtotal" />
          <AmountLine label="Shipping" value={money(order.shipping)} testId="order-shipping" />
          <AmountLine label="Tax" value={money(order.tax)} testId="order-tax" />
          <Divider sx={{ my: 0.5 }} />
          <AmountLine label="Grand total" value={money(order.grandTotal)} strong testId="order-grand-total" />
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
            {order.paymentMethod === 'COD' ? 'Cash on delivery' : `Online payment · ${payment.label}`} · amounts in {order.currencyCode}
          </Typography>
          {provider || order.paymentReference ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {provider ?? 'Provider'} reference: {order.paymentReference ?? 'none yet'}
            </Typography>
          ) : null}
        </Section>
        <OrderActions order={order} saving={saving} onStatusChange={onStatusChange} onDelete={onDelete} onRefund={onRefund} />
      </Box>
      {order.quote ? <QuoteForm order={order} quote={order.quote} /> : null}
      <Section title={`Items (${order.items.length})`}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {order.items.map((item) => (
            <OrderItem key={item.id} item={item} money={money} priced={!order.quote || order.quote.status === 'ACCEPTED'} />
          ))}
        </Box>
      </Section>
    </Box>
  );
}
