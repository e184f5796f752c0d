import { pagePath } from '@shop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { useStartPayment } from '../../../shared/payments/use-start-payment';
import { StatusMessage } from '../../../shared/ui/status-message';
import { MY_ORDERS_URL, PaymentStatusCard } from '../components/payment-status-card';
import { readPaymentNotice } from '../../../shared/payments/payment-notice';
import { forgetPayingOrder } from '../payment-return';
import { useOrderPayment } from '../use-order-payment';

function PaymentSkeleton() {
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label="Loading the payment"
      data-testid="payment-loading"
      sx={{ maxWidth: 560, mx: 'auto', px: { xs: 3, sm: 6 }, py: { xs: 4, sm: 6 }, display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <Skeleton variant="circular" width={64} height={64} />
      <Skeleton width="30%" />
      <Skeleton width="60%" height={48} />
      <Skeleton width="90%" />
      <Skeleton variant="rectangular" width={160} height={44} sx={{ mt: 3 }} />
    </Paper>
  );
}

function SignedInPayment({ orderId }: { orderId: number }) {
  const location = useLocation();
  const state = useOrderPayment(orderId);
  const { start, starting } = useStartPayment();
  // Set by the checkout (or My Order) when the payment could not start: the order exists all the same.
  const [notice, setNotice] = useState<string | null>(() => readPaymentNotice(location.state));
  const refresh = state.kind === 'ready' ? state.refresh : undefined;

  const payNow = useCallback(async () => {
    setNotice(null);
    const attempt = await start(orderId);
    if (attempt.kind === 'failed') setNotice(attempt.message);
    else if (attempt.kind === 'confirmed') refresh?.();
  }, [orderId, refresh, start]);

  switch (state.kind) {
    case 'loading':
      return <PaymentSkeleton />;
    case 'failed':
      return (
        <StatusMessage tone="error" onRetry={state.retry} testId="payment-error">
          Failed to load the payment of this order
        </StatusMessage>
      );
    case 'refused':
      // Not this shopper's order, or none: say so, and show the way to the orders that are.
      return (
        <>
          <StatusMessage tone="error" testId="payment-error">
            {state.message}
          </StatusMessage>
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Button component={RouterLink} to={MY_ORDERS_URL} variant="outlined">
              My Order
            </Button>
          </Box>
        </>
      );
    default:
      return (
        <PaymentStatusCard
          payment={state.payment}
          checking={state.checking}
          notice={notice}
          starting={starting}
          onPayNow={() => void payNow()}
          onRefresh={state.refresh}
        />
      );
  }
}

/**
 * /order/:orderId/payment: where a shopper lands back from the payment provider (the returnUrl of every
 * payment session), and where a failed start sends them. Shows Paid, Payment declined (with the provider's
 * message) or Waiting, with Pay now while the order is payable, and the way to My Order.
 */
export function OrderPaymentView() {
  const { user } = useAuth();
  const orderId = Number(useParams().orderId);
  // Back with the provider's answer: a later Back to the checkout is an ordinary visit.
  useEffect(() => forgetPayingOrder(), []);
  return (
    <Container maxWidth="md" data-testid="payment-page" sx={{ py: { xs: 3, md: 8 } }}>
      {user ? (
        <SignedInPayment key={orderId} orderId={orderId} />
      ) : (
        <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 6 }, textAlign: 'center' }}>
          <Typography variant="h5" component="h1">
            Please log in to see this order&apos;s payment
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
            <Button component={RouterLink} to={pagePath('login')} variant="contained">
              Log in
            </Button>
          </Box>
        </Paper>
      )}
    </Container>
  );
}
