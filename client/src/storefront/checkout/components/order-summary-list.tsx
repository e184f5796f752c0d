import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '../../../shared/cart/line-money';
import { LineThumbnail } from '../../../shared/ui/line-thumbnail';
import type { OrderSummary } from '../order-summary';

function AmountRow({
  label,
  minor,
  currencyCode,
  testId,
  strong = false,
}: {
  label: string;
  minor: number;
  currencyCode: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        ...(strong ? { borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 0.5 } : {}),
      }}
    >
      <Typography component="dt" sx={strong ? { fontWeight: 700, fontSize: '1.05rem' } : { color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{ m: 0, fontVariantNumeric: 'tabular-nums', ...(strong ? { fontWeight: 700, fontSize: '1.25rem' } : { fontWeight: 600 }) }}
      >
        {formatMinorUnits(minor, currencyCode)}
      </Typography>
    </Box>
  );
}

/**
 * The lines of an order with the price of one piece and the line total, then subtotal, shipping, tax
 * and total, all in the summary's currency. `testIdPrefix` keeps two lists on one page apart.
 */
export function OrderSummaryList({ summary, testIdPrefix = 'checkout' }: { summary: OrderSummary; testIdPrefix?: string }) {
  const { currencyCode } = summary;
  return (
    <Box>
      <Box component="ul" aria-label="Order items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {summary.lines.map((line) => (
          <Box
            component="li"
            key={line.key}
            data-testid={`${testIdPrefix}-summary-line`}
            data-product-id={line.productId}
            sx={{ display: 'flex', gap: 1.5, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <LineThumbnail src={line.image} alt={line.name} size={64} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, lineHeight: 1.35 }} data-testid={`${testIdPrefix}-line-name`}>
                {line.name}
              </Typography>
              {line.options ? (
                <Typography variant="caption" color="text.secondary" component="p">
                  {line.options}
                </Typography>
              ) : null}
              {line.available ? null : (
                <Typography variant="caption" color="error.main" component="p" role="note">
                  Currently unavailable
                </Typography>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5, mt: 0.25 }}>
                <Typography variant="body2" color="text.secondary" data-testid={`${testIdPrefix}-line-quantity`}>
                  {line.pieceMinor !== null
                    ? `${line.quantity} × ${formatMinorUnits(line.pieceMinor, currencyCode)}`
                    : `Qty ${line.quantity}`}
                </Typography>
                <Typography
                  sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  data-testid={`${testIdPrefix}-line-total`}
                >
                  {line.lineMinor !== null ? formatMinorUnits(line.lineMinor, currencyCode) : '—'}
                </Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <AmountRow label="Subtotal" minor={summary.subtotalMinor} currencyCode={currencyCode} testId={`${testIdPrefix}-subtotal`} />
        <AmountRow label="Shipping" minor={summary.shippingMinor} currencyCode={currencyCode} testId={`${testIdPrefix}-shipping`} />
        {/* Prices include GST: nothing is added on top, so no "Tax ₹0.00" row; a rupee order's invoice splits the GST it contains. */}
        {summary.taxMinor > 0 ? (
          <AmountRow label="Tax" minor={summary.taxMinor} currencyCode={currencyCode} testId={`${testIdPrefix}-tax`} />
        ) : null}
        <AmountRow label="Total" minor={summary.totalMinor} currencyCode={currencyCode} testId={`${testIdPrefix}-total`} strong />
      </Box>
      {summary.taxMinor === 0 && currencyCode === 'INR' ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 0.5, textAlign: 'right' }}
          data-testid={`${testIdPrefix}-tax`}
        >
          Prices include GST
        </Typography>
      ) : null}
    </Box>
  );
}
