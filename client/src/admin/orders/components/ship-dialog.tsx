import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { CERTIFICATE_MAX_LENGTH, HUID_LENGTH, TRACKING_MAX_LENGTH, type ShipController } from '../use-order-ship';
import { withCounter } from '../../../shared/forms/text-limit';
import { DialogSubmitActions } from '../../../shared/admin/dialog-submit-actions';

/** The courier (the active ones) and the tracking number. */
function ParcelFields({ ship }: { ship: ShipController }) {
  const { errors } = ship;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 0.5 }}>
      <TextField
        select
        label="Courier"
        value={ship.courierId}
        onChange={(event) => ship.setCourierId(event.target.value === '' ? '' : Number(event.target.value))}
        required
        error={Boolean(errors.courierId)}
        helperText={errors.courierId ?? ' '}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'order-ship-courier' } as object } }}
      >
        {ship.couriers.map((courier) => (
          <MenuItem key={courier.id} value={courier.id} data-testid="order-ship-courier-option">
            {courier.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Tracking number"
        value={ship.trackingNumber}
        onChange={(event) => ship.setTrackingNumber(event.target.value)}
        required
        error={Boolean(errors.trackingNumber)}
        helperText={errors.trackingNumber ?? withCounter(null, ship.trackingNumber, TRACKING_MAX_LENGTH)}
        slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'order-ship-tracking' } }}
      />
    </Box>
  );
}

/** A HUID and a certificate report number for each piece of each line. */
function PieceFields({ ship }: { ship: ShipController }) {
  const { errors } = ship;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {ship.pieces.map((piece, i) => (
        <Box
          component="li"
          key={`${piece.orderItemId}-${piece.index}`}
          data-testid="order-ship-piece"
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
        >
          <Typography variant="body2" sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
            {piece.productName}
            {ship.pieces.filter((p) => p.orderItemId === piece.orderItemId).length > 1 ? ` · piece ${piece.index}` : ''}
          </Typography>
          <TextField
            size="small"
            label="HUID"
            value={piece.huid}
            onChange={(event) => ship.setPiece(i, 'huid', event.target.value.toUpperCase())}
            error={Boolean(errors[`pieces.${i}.huid`])}
            helperText={errors[`pieces.${i}.huid`] ?? withCounter('6 letters or digits', piece.huid, HUID_LENGTH)}
            slotProps={{
              htmlInput: { autoComplete: 'off', spellCheck: false, 'data-testid': 'order-ship-huid' },
            }}
          />
          <TextField
            size="small"
            label="Certificate report no."
            value={piece.certificateNumber}
            onChange={(event) => ship.setPiece(i, 'certificateNumber', event.target.value)}
            error={Boolean(errors[`pieces.${i}.certificateNumber`])}
            helperText={
              errors[`pieces.${i}.certificateNumber`] ??
              withCounter('When the piece has its own report', piece.certificateNumber, CERTIFICATE_MAX_LENGTH)
            }
            slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'order-ship-certificate' } }}
          />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Ship an order (docs/decisions.md#shipments-and-one-vocabulary): the courier, the tracking number, and for each piece of each line its HUID (six
 * letters or digits, stamped on the piece) and certificate report number. Full screen on a phone.
 */
export function ShipDialog({ ship }: { ship: ShipController }) {
  const { order, busy, refusal, errors } = ship;
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={order !== null}
      onClose={busy ? undefined : ship.close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      data-testid="order-ship-dialog"
    >
      <Box component="form" noValidate onSubmit={(event) => void ship.submit(event)}>
        <DialogTitle id={titleId}>Ship order #{order?.id ?? ''}</DialogTitle>
        {order ? (
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {order.customerName} will see the courier and the tracking number in My Order and in the e-mail, and the HUID of each piece on
              the invoice.
            </Typography>
            <ParcelFields ship={ship} />
            <Typography variant="subtitle2" component="h3">
              Pieces sent
            </Typography>
            {errors.pieces ? (
              <Alert severity="error" data-testid="order-ship-pieces-error">
                {errors.pieces}
              </Alert>
            ) : null}
            <PieceFields ship={ship} />
            {refusal && !errors.pieces ? (
              <Alert severity="warning" data-testid="order-ship-refusal">
                {refusal}
              </Alert>
            ) : null}
          </DialogContent>
        ) : null}
        <DialogSubmitActions busy={busy} onCancel={ship.close} submitLabel="Ship" submitTestId="order-ship-confirm" />
      </Box>
    </Dialog>
  );
}
