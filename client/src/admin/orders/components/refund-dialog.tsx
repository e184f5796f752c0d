import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { REASON_MAX_LENGTH } from '../refund-amount';
import type { RefundController } from '../use-order-refund';
import { currencySymbol, formatMoney } from '../../../shared/money/format-money';
import { withCounter } from '../../../shared/forms/text-limit';
import { providerName } from '../../../shared/payments/provider-name';
import { DialogSubmitActions } from '../../../shared/admin/dialog-submit-actions';

/**
 * The refund of a paid order: how much (all that may still be refunded, or less, in the order's currency), why,
 * to whom and through which provider, and what was refunded before. A refusal stays in the dialog.
 */
export function RefundDialog({ refund }: { refund: RefundController }) {
  const { order, busy, refusal, errors } = refund;
  const titleId = useId();
  const provider = providerName(order?.paymentProvider);
  const money = (value: { amount: string }) => (order ? formatMoney(value.amount, order.currencyCode) : '');
  return (
    <Dialog
      open={order !== null}
      onClose={busy ? undefined : refund.close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="order-refund-dialog"
    >
      <Box component="form" noValidate onSubmit={(event) => void refund.submit(event)}>
        <DialogTitle id={titleId}>Refund order #{order?.id ?? ''}</DialogTitle>
        {order ? (
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              Refund to {order.customerName}
              {provider ? ` through ${provider}` : ''}. Paid {money(order.grandTotal)}; refunded so far{' '}
              <Box component="span" data-testid="order-refund-so-far" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {money(order.refunded)}
              </Box>
              . This cannot be undone.
            </Typography>
            {order.paymentReference ? (
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Payment reference: {order.paymentReference}
              </Typography>
            ) : null}
            <TextField
              label={`Amount (${order.currencyCode})`}
              value={refund.amount}
              onChange={(event) => refund.setAmount(event.target.value)}
              required
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? `At most ${money(order.refundable)}`}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">{currencySymbol(order.currencyCode)}</InputAdornment> },
                htmlInput: { inputMode: 'decimal', 'data-testid': 'order-refund-amount' },
              }}
            />
            <TextField
              label="Reason"
              value={refund.reason}
              onChange={(event) => refund.setReason(event.target.value)}
              required
              multiline
              minRows={2}
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? withCounter('Kept on the refund and its credit note', refund.reason, REASON_MAX_LENGTH)}
              slotProps={{ htmlInput: { 'data-testid': 'order-refund-reason' } }}
            />
            {refusal ? (
              <Alert severity="warning" data-testid="order-refund-dialog-refusal">
                {refusal}
              </Alert>
            ) : null}
          </DialogContent>
        ) : null}
        <DialogSubmitActions busy={busy} onCancel={refund.close} submitLabel="Refund" submitTestId="order-refund-dialog-confirm" />
      </Box>
    </Dialog>
  );
}
