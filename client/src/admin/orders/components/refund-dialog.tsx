import Typography from '@mui/material/Typography';
import type { OrdersRowFragment } from '../orders.generated';
import { ConfirmDialog } from '../../../shared/admin/confirm-dialog';
import type { ConfirmedDelete } from '../../../shared/admin/use-resource-delete';
import { formatMoney } from '../../../shared/money/format-money';
import { providerName } from '../../../shared/payments/provider-name';

/** Asks before a full refund: how much goes back, to whom, through which provider. A refusal stays in the dialog. */
export function RefundDialog({ refund }: { refund: ConfirmedDelete<OrdersRowFragment> }) {
  const order = refund.target;
  const provider = providerName(order?.paymentProvider);
  return (
    <ConfirmDialog
      open={order !== null}
      title={`Refund order #${order?.id ?? ''}`}
      confirmLabel="Refund"
      message={
        order ? (
          <>
            Refund the full {formatMoney(order.grandTotal.amount, order.currencyCode)} to {order.customerName}
            {provider ? ` through ${provider}` : ''}? This cannot be undone.
            {order.paymentReference ? (
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere' }}>
                Payment reference: {order.paymentReference}
              </Typography>
            ) : null}
          </>
        ) : (
          ''
        )
      }
      busy={refund.busy}
      refusal={refund.refusal}
      onConfirm={refund.confirm}
      onClose={refund.close}
      testId="order-refund-dialog"
    />
  );
}
