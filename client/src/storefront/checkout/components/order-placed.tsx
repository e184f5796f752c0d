import { pagePath } from '@shop/contracts';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckoutCreateOrderMutation } from '../checkout.generated';
import { formatMinorUnits } from '../../../shared/cart/line-money';
import { paymentLabel } from '../../../shared/orders/payment-label';
import { formatOrderNumber } from '../order-number';

export type PlacedOrder = Extract<CheckoutCreateOrderMutation['createOrder'], { __typename: 'CreateOrderSuccess' }>['order'];

/** The storefront specification's wait before going home (docs/specifications.md#storefront-4-states, docs/specifications.md#storefront-9-constants). */
export const HOME_REDIRECT_MS = 3000;

/** 'Order placed successfully!', the order number and what happens next; home after 3 s. */
export function OrderPlaced({ order }: { order: PlacedOrder }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the news, not on a control that no longer exists.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const address = [order.address, order.apartment, order.city, order.state, order.zipCode].filter(Boolean).join(', ');

  return (
    <Paper
      variant="outlined"
      data-testid="order-placed"
      sx={{ maxWidth: 560, mx: 'auto', my: { xs: 2, md: 6 }, px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 6 }, textAlign: 'center' }}
    >
      <Box aria-hidden sx={{ color: 'success.main', '& svg': { fontSize: 64 } }}>
        <CheckCircleOutlineOutlinedIcon />
      </Box>
      <Typography ref={headingRef} tabIndex={-1} variant="h3" component="h1" sx={{ mt: 2, '&:focus': { outline: 'none' } }}>
        Order placed successfully!
      </Typography>
      <Typography variant="overline" component="p" color="primary.dark" sx={{ mt: 2 }}>
        Order number
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.08em' }} data-testid="order-number">
        {formatOrderNumber(order.id)}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 3,
          display: 'grid',
          gap: 0.75,
          textAlign: 'left',
          '& dt': { color: 'text.secondary', whiteSpace: 'nowrap' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <dt>Total</dt>
          <dd data-testid="order-placed-total">{formatMinorUnits(order.total.minorUnits, order.total.currencyCode)}</dd>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <dt>Payment</dt>
          <dd data-testid="order-placed-payment">{paymentLabel(order.paymentStatus).label}</dd>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <dt>Deliver to</dt>
          <dd style={{ textAlign: 'right' }}>{address}</dd>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Thank you, {order.firstName}. You can follow your order under My Order in your profile. Taking you to the home page…
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
        <Button component={RouterLink} to={pagePath('profile')} variant="outlined">
          View my orders
        </Button>
        <Button component={RouterLink} to={pagePath('home')} variant="contained">
          Back to home
        </Button>
      </Box>
    </Paper>
  );
}
