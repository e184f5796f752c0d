import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '../../../shared/cart/line-money';
import { formatOrderNumber } from '../order-number';
import type { PlacedOrder } from './order-placed';

/** Between an online order being placed and the provider's page (or Razorpay Checkout) opening. */
export function PaymentStarting({ order }: { order: PlacedOrder }) {
  return (
    <Paper
      variant="outlined"
      data-testid="checkout-paying"
      sx={{ maxWidth: 560, mx: 'auto', my: { xs: 2, md: 6 }, px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 6 }, textAlign: 'center' }}
    >
      <CircularProgress aria-hidden size={48} />
      <Typography variant="h4" component="h1" role="status" sx={{ mt: 3 }}>
        Taking you to payment…
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Order {formatOrderNumber(order.id)} is placed. Pay {formatMinorUnits(order.total.minorUnits, order.total.currencyCode)} to confirm
        it.
      </Typography>
    </Paper>
  );
}
