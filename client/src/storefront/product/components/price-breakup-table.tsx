import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '../../../shared/cart/line-money';
import { type PriceBreakup, gstContainedMinor } from '../price-breakup';

/** "Includes GST (3%) ₹3,000.00": the GST the total contains (prices are tax-inclusive). */
function GstContained({ amount, rate }: { amount: string; rate: number }) {
  return (
    <>
      <Typography component="dt" variant="caption" color="text.secondary">
        Includes GST ({rate}%)
      </Typography>
      <Typography
        component="dd"
        variant="caption"
        color="text.secondary"
        sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
        data-testid="breakup-gst"
      >
        {amount}
      </Typography>
    </>
  );
}

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

/**
 * Metal, stone charge, making charge and their total, for the chosen purity × quantity; with a GST rate
 * (rupee prices), the GST the total contains.
 */
export function PriceBreakupTable({ breakup, purity, gstRate }: { breakup: PriceBreakup; purity: string; gstRate: number | null }) {
  const money = (minor: number) => formatMinorUnits(minor, breakup.currencyCode);
  const rows = [
    { key: 'metal', label: `Metal (${purity})`, line: breakup.metal },
    { key: 'stone', label: 'Stone charge', line: breakup.stone },
    { key: 'labour', label: 'Making charge', line: breakup.labour },
  ] as const;
  return (
    <Box
      component="section"
      aria-labelledby="price-breakup-title"
      data-testid="price-breakup"
      sx={{ border: '1px solid', borderColor: 'divider', bgcolor: 'background.paper', p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography
          id="price-breakup-title"
          component="h2"
          sx={{ fontSize: '0.78rem', letterSpacing: '0.16em', textTransform: 'uppercase', fontWeight: 600 }}
        >
          Price breakup
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="price-breakup-quantity">
          {purity} · {pieces(breakup.quantity)}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 2 }}>
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
              {breakup.quantity > 1 ? (
                <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {money(row.line.unit)} × {breakup.quantity}
                </Typography>
              ) : null}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              data-testid={`breakup-${row.key}`}
            >
              {money(row.line.total)}
            </Typography>
          </Box>
        ))}
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gridTemplateColumns: 'subgrid',
            borderTop: '1px solid',
            borderColor: 'divider',
            pt: 1,
            mt: 0.5,
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Total
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            data-testid="breakup-total"
          >
            {money(breakup.total)}
          </Typography>
          {gstRate !== null ? <GstContained amount={money(gstContainedMinor(breakup.total, gstRate))} rate={gstRate} /> : null}
        </Box>
      </Box>
    </Box>
  );
}
