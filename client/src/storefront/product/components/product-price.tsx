import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '../../../shared/cart/line-money';
import type { MoneyAmount } from '../../../shared/cart/line-money';
import { struckPriceMinor } from '../price-breakup';

/** The price of one piece in the chosen purity (metal + stone + labour), with the struck-through 1.2× price. */
export function ProductPrice({ total }: { total: MoneyAmount | null }) {
  if (!total) {
    return (
      <Typography data-testid="product-price" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        Price on request
      </Typography>
    );
  }
  const struck = formatMinorUnits(struckPriceMinor(total.minorUnits), total.currencyCode);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
        <Typography
          data-testid="product-price"
          sx={{ fontSize: { xs: '1.6rem', md: '1.85rem' }, fontWeight: 600, letterSpacing: '0.01em' }}
        >
          {formatMinorUnits(total.minorUnits, total.currencyCode)}
        </Typography>
        <Typography
          component="s"
          color="text.secondary"
          sx={{ fontSize: '1.05rem' }}
          aria-label={`Was ${struck}`}
          data-testid="product-struck-price"
        >
          {struck}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Inclusive of stone and making charges
      </Typography>
    </Box>
  );
}
