import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { PaymentMethod } from '../../../graphql/generated/graphql';
import { formatMoney } from '../../../shared/money/format-money';
import { DUTIES_NOTE } from '../../../shared/orders/international';
import { AccountAcceptQuoteDocument, AccountDeclineQuoteDocument } from '../profile.generated';
import type { AccountOrder } from './order-card';

type Quote = NonNullable<AccountOrder['quote']>;

/** Accept (with how to pay) or Decline (asked first: it cannot be undone). */
function QuoteAnswer({ orderId, amount, inIndia }: { orderId: number; amount: string; inIndia: boolean }) {
  const labelId = useId();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('ONLINE');
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accept, accepting] = useMutation(AccountAcceptQuoteDocument);
  const [decline, declining] = useMutation(AccountDeclineQuoteDocument);
  const busy = accepting.loading || declining.loading;

  const report = (result: { __typename: string; message?: string } | undefined) => {
    if (result && result.__typename !== 'Order') setError(result.message ?? 'Your answer could not be saved');
  };
  const failed = () => setError('Your answer could not be saved. Please try again.');
  const onAccept = async () => {
    setError(null);
    try {
      report((await accept({ variables: { orderId, paymentMethod } })).data?.acceptCustomQuote);
    } catch {
      failed();
    }
  };
  const onDecline = async () => {
    setError(null);
    setConfirmDecline(false);
    try {
      report((await decline({ variables: { orderId } })).data?.declineCustomQuote);
    } catch {
      failed();
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="subtitle2" component="p" id={labelId}>
          If you accept, pay
        </Typography>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={paymentMethod}
          onChange={(event) => setPaymentMethod(event.target.value as PaymentMethod)}
        >
          <FormControlLabel value="ONLINE" control={<Radio size="small" />} label="Online" disabled={busy} />
          {/* Cash on delivery only in India (the server refuses it elsewhere, docs/decisions.md#delivery-addresses). */}
          {inIndia ? <FormControlLabel value="COD" control={<Radio size="small" />} label="Cash on delivery" disabled={busy} /> : null}
        </RadioGroup>
        {inIndia ? null : (
          <Typography variant="caption" color="text.secondary" component="p" data-testid="quote-duties-note">
            {DUTIES_NOTE}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => void onAccept()} disabled={busy} data-testid="quote-accept">
          {accepting.loading ? 'Accepting…' : `Accept ${amount}`}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => setConfirmDecline(true)} disabled={busy} data-testid="quote-decline">
          Decline
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" data-testid="quote-error">
          {error}
        </Alert>
      ) : null}
      <Dialog open={confirmDecline} onClose={() => setConfirmDecline(false)} aria-labelledby={`${labelId}-decline`}>
        <DialogTitle id={`${labelId}-decline`}>Decline this quote?</DialogTitle>
        <DialogContent>
          <DialogContentText>The request is then closed. You can always send a new design.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDecline(false)}>Keep it</Button>
          <Button color="error" onClick={() => void onDecline()} data-testid="quote-decline-confirm">
            Decline quote
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** My Order's part of a custom design request that is not accepted yet: waiting, the quote to answer, or declined. */
export function CustomQuotePanel({ orderId, quote, inIndia = true }: { orderId: number; quote: Quote; inIndia?: boolean }) {
  const amount = quote.amount ? formatMoney(quote.amount.amount, quote.amount.currencyCode) : null;
  if (quote.status === 'REQUESTED') {
    return (
      <Alert severity="info" data-testid="quote-waiting">
        Request received. Our jewellers are preparing your quote; it will appear here.
      </Alert>
    );
  }
  if (quote.status === 'DECLINED') {
    return (
      <Alert severity="warning" icon={false} data-testid="quote-declined">
        You declined our quote{amount ? ` of ${amount}` : ''}. This request is closed.
      </Alert>
    );
  }
  return (
    <Box
      data-testid="quote-panel"
      sx={{ border: 1, borderColor: 'primary.light', bgcolor: '#fbf8f3', p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          Our quote
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.5rem' }} data-testid="quote-amount">
          {amount}
        </Typography>
        {quote.note ? (
          <Typography variant="body2" color="text.secondary" data-testid="quote-note">
            {quote.note}
          </Typography>
        ) : null}
      </Box>
      {quote.status === 'QUOTED' && amount ? <QuoteAnswer orderId={orderId} amount={amount} inIndia={inIndia} /> : null}
    </Box>
  );
}
