import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '../../graphql/generated/graphql';
import { paymentLabel } from './payment-label';

/** An order's payment status as a badge (My Order, the back-office orders table), in paymentLabel's words. */
export function PaymentChip({ status }: { status: PaymentStatus }) {
  const { label, tone } = paymentLabel(status);
  return <Chip size="small" variant="outlined" label={label} color={tone} data-testid="order-payment" data-status={status} />;
}
