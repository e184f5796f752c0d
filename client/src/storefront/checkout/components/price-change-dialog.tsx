import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { formatMinorUnits } from '../../../shared/cart/line-money';
import type { OrderSummary } from '../order-summary';
import { OrderSummaryList } from './order-summary-list';

interface PriceChangeDialogProps {
  open: boolean;
  /** The lines and total as the server prices them now. */
  summary: OrderSummary | null;
  /** The total the shopper saw before. */
  previousTotalMinor: number | null;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The server answered that prices changed: show its lines and total, and ask before ordering at them. */
export function PriceChangeDialog({ open, summary, previousTotalMinor, sending, onConfirm, onCancel }: PriceChangeDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open && summary !== null}
      onClose={sending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
    >
      {summary ? (
        <>
          <DialogTitle id={titleId} component="h2" variant="h4">
            Prices have changed
          </DialogTitle>
          <DialogContent data-testid="price-change-dialog">
            <Typography sx={{ mb: 2 }} data-testid="price-change-message">
              {previousTotalMinor !== null
                ? `Since you opened checkout, the total has changed from ${formatMinorUnits(previousTotalMinor, summary.currencyCode)} to ${formatMinorUnits(summary.totalMinor, summary.currencyCode)}.`
                : 'Since you opened checkout, some prices have changed.'}{' '}
              Please review the new prices before placing your order.
            </Typography>
            <OrderSummaryList summary={summary} testIdPrefix="price-change" />
          </DialogContent>
          <DialogActions
            sx={{
              px: 3,
              pb: 3,
              gap: 1,
              flexDirection: { xs: 'column-reverse', sm: 'row' },
              '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
            }}
          >
            <Button onClick={onCancel} disabled={sending} fullWidth={phone}>
              Back to checkout
            </Button>
            <Button variant="contained" onClick={onConfirm} disabled={sending} fullWidth={phone} data-testid="price-change-confirm">
              {sending ? 'Placing order…' : `Place order at ${formatMinorUnits(summary.totalMinor, summary.currencyCode)}`}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
