import { pagePath } from '@shop/contracts';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderPaymentFieldsFragment } from '../../../shared/payments/payments.generated';
import type { PaymentStatus } from '../../../graphql/generated/graphql';
import { providerName } from '../../../shared/payments/provider-name';
import { formatOrderNumber } from '../order-number';

/** Where the shopper follows the order. */
export const MY_ORDERS_URL = '/profile?tab=orders';

interface StatusLook {
  title: string;
  icon: ReactNode;
  colour: string;
}

const LOOKS: Readonly<Record<PaymentStatus, StatusLook>> = {
  PAID: { title: 'Paid', icon: <CheckCircleOutlineOutlinedIcon />, colour: 'success.main' },
  FAILED: { title: 'Payment declined', icon: <ErrorOutlineOutlinedIcon />, colour: 'error.main' },
  PENDING: { title: 'Waiting for payment', icon: <HourglassEmptyOutlinedIcon />, colour: 'primary.main' },
  REFUNDED: { title: 'Refunded', icon: <CurrencyExchangeOutlinedIcon />, colour: 'primary.dark' },
  COD: { title: 'Cash on delivery', icon: <PaymentsOutlinedIcon />, colour: 'primary.main' },
  PARTIALLY_REFUNDED: { title: 'Partly refunded', icon: <CurrencyExchangeOutlinedIcon />, colour: 'primary.dark' },
  COD_COLLECTED: { title: 'Paid on delivery', icon: <CheckCircleOutlineOutlinedIcon />, colour: 'success.main' },
};

/** What the status means for the shopper, in a sentence or two. */
function explanation(payment: OrderPaymentFieldsFragment, checking: boolean): string {
  switch (payment.paymentStatus) {
    case 'PAID':
      return 'Thank you: we have received your payment. We will let you know when your jewellery is on its way.';
    case 'FAILED':
      return 'The payment did not go through and nothing was taken. Your order is saved: you can pay again now.';
    case 'REFUNDED':
      return 'The payment for this order has been refunded in full.';
    case 'PARTIALLY_REFUNDED':
      return 'Part of the payment for this order has been refunded.';
    case 'COD_COLLECTED':
      return 'Paid in cash on delivery. Thank you.';
    case 'COD':
      return 'Nothing to pay now: you pay when your jewellery is delivered.';
    default:
      return checking
        ? 'Checking with the payment provider. This takes a moment after you pay.'
        : payment.payable
          ? 'We have not received a payment for this order yet.'
          : 'This order can no longer be paid online.';
  }
}

export interface PaymentStatusCardProps {
  payment: OrderPaymentFieldsFragment;
  /** A pending payment is being asked about again. */
  checking: boolean;
  /** Why the last attempt to pay did not start or finish (shown above the actions). */
  notice: string | null;
  starting: boolean;
  onPayNow: () => void;
  onRefresh: () => void;
}

/** The payment page's card: the status, the provider's message or reference, and what the shopper can do next. */
export function PaymentStatusCard({ payment, checking, notice, starting, onPayNow, onRefresh }: PaymentStatusCardProps) {
  const look = (LOOKS as Partial<Record<string, StatusLook>>)[payment.paymentStatus] ?? LOOKS.PENDING;
  const provider = providerName(payment.provider);
  const pending = payment.paymentStatus === 'PENDING';
  // After a start that failed, there is nothing to wait for: say so rather than "checking".
  const checkingShown = checking && !notice;
  return (
    <Paper
      variant="outlined"
      data-testid="payment-card"
      data-status={payment.paymentStatus}
      sx={{ maxWidth: 560, mx: 'auto', px: { xs: 3, sm: 6 }, py: { xs: 4, sm: 6 }, textAlign: 'center' }}
    >
      <Box aria-hidden sx={{ color: look.colour, '& svg': { fontSize: 64 } }}>
        {look.icon}
      </Box>
      <Typography variant="overline" component="p" color="primary.dark" sx={{ mt: 1.5 }} data-testid="payment-order-number">
        Order {formatOrderNumber(payment.orderId)}
      </Typography>
      <Typography variant="h3" component="h1" aria-live="polite" data-testid="payment-status">
        {look.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }} data-testid="payment-explanation">
        {explanation(payment, checkingShown)}
      </Typography>
      {pending && checkingShown ? <CircularProgress size={24} sx={{ mt: 2 }} aria-label="Checking the payment" /> : null}

      {payment.paymentStatus === 'FAILED' && payment.failureMessage ? (
        <Alert severity="error" sx={{ mt: 3, textAlign: 'left' }} data-testid="payment-failure">
          {provider ? `${provider}: ` : ''}
          {payment.failureMessage}
        </Alert>
      ) : null}
      {notice ? (
        <Alert severity="warning" sx={{ mt: 3, textAlign: 'left' }} data-testid="payment-notice">
          {notice}
        </Alert>
      ) : null}
      {payment.reference && payment.paymentStatus !== 'FAILED' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, overflowWrap: 'anywhere' }} data-testid="payment-reference">
          {provider ? `${provider} reference` : 'Reference'}: {payment.reference}
        </Typography>
      ) : null}

      {/* Phones: one full-width button a line, the first (Pay now, when there is one) on top. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'center', mt: 4 }}>
        {payment.payable ? (
          <Button
            variant="contained"
            size="large"
            onClick={onPayNow}
            disabled={starting}
            startIcon={starting ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="payment-pay-now"
          >
            Pay now
          </Button>
        ) : null}
        {pending && !checking ? (
          <Button variant="outlined" size="large" onClick={onRefresh} data-testid="payment-check-again">
            Check again
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to={MY_ORDERS_URL}
          variant={payment.payable ? 'text' : 'outlined'}
          size="large"
          data-testid="payment-my-order"
        >
          My Order
        </Button>
        {payment.payable ? null : (
          <Button component={RouterLink} to={pagePath('home')} variant="contained" size="large">
            Continue shopping
          </Button>
        )}
      </Box>
    </Paper>
  );
}
