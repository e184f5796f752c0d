import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate } from 'react-router-dom';
import { orderPaymentUrl, paymentNoticeState } from '../../../shared/payments/payment-notice';
import { useStartPayment } from '../../../shared/payments/use-start-payment';

/**
 * My Order's Pay now on an order that can still be paid online: straight to the provider's page; when the
 * payment cannot start (or Razorpay Checkout is closed), the order's payment page says why.
 */
export function PayNowButton({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const { start, starting } = useStartPayment();
  const payNow = async () => {
    const attempt = await start(orderId);
    if (attempt.kind === 'redirected') return;
    void navigate(orderPaymentUrl(orderId), { state: attempt.kind === 'failed' ? paymentNoticeState(attempt.message) : undefined });
  };
  return (
    <Button
      variant="contained"
      size="small"
      onClick={() => void payNow()}
      disabled={starting}
      startIcon={starting ? <CircularProgress size={14} color="inherit" /> : undefined}
      data-testid="order-pay-now"
      sx={{ ml: { sm: 'auto' } }}
    >
      Pay now
    </Button>
  );
}
