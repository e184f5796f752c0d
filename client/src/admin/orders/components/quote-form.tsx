import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { OrdersQuoteDocument, type OrdersRowFragment } from '../orders.generated';
import { formatMoney } from '../../../shared/money/format-money';
import { QuoteChip } from '../../../shared/orders/quote-chip';
import { tooLongProblem, withCounter } from '../../../shared/forms/text-limit';
import { notify } from '../../../shared/ui/notify';

type Quote = NonNullable<OrdersRowFragment['quote']>;

/** The server's limit of the quote's note (custom-designs.validation.ts). */
const NOTE_MAX_LENGTH = 500;
const AMOUNT_RULE = 'Enter an amount more than 0, with at most two decimals';
const amountProblem = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0 ? null : AMOUNT_RULE);

/** What the shopper answered, or why the request cannot be quoted any more. */
const CLOSED_TEXT: Partial<Record<Quote['status'], string>> = {
  ACCEPTED: 'The shopper accepted this quote: the order now costs it and is paid like any order.',
  DECLINED: 'The shopper declined this quote. The request is closed.',
};

/** The quote form's state and its sending: the price checked here first, the server's refusal under its field. */
function useQuoteForm(order: OrdersRowFragment, quote: Quote) {
  const [amount, setAmount] = useState(quote.amount ? quote.amount.amount : '');
  const [note, setNote] = useState(quote.note ?? '');
  const [errors, setErrors] = useState<{ amount?: string; note?: string; form?: string }>({});
  const [send, { loading }] = useMutation(OrdersQuoteDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { amount: amountProblem(amount) ?? undefined, note: tooLongProblem('Note', note, NOTE_MAX_LENGTH) ?? undefined };
    setErrors(problems);
    if (problems.amount || problems.note) return;
    try {
      const { data } = await send({ variables: { id: order.id, amount: Number(amount), note: note.trim() || null } });
      const result = data?.quoteCustomOrder;
      if (result?.__typename === 'AdminOrder') {
        notify.success(`Quote sent for order #${order.id}`);
        return;
      }
      const fields = result && 'fieldErrors' in result ? result.fieldErrors : [];
      setErrors({
        amount: fields.find((f) => f.field === 'amount')?.message,
        note: fields.find((f) => f.field === 'note')?.message,
        form: fields.length === 0 ? (result?.message ?? 'The quote could not be sent') : undefined,
      });
    } catch {
      setErrors({ form: 'The quote could not be sent. Please try again.' });
    }
  };

  return { amount, setAmount, note, setNote, errors, loading, submit };
}

function QuoteHeading({ status, money }: { status: Quote['status']; money: string | null }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', letterSpacing: '0.12em' }}>
        Quote
      </Typography>
      <QuoteChip status={status} />
      {money ? (
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="order-quote-amount">
          {money}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The quote of a custom design request: a price in the request's currency and a note, sent again to replace a
 * quote the shopper has not answered; once answered (or the order cancelled) it only says where it stands.
 */
export function QuoteForm({ order, quote }: { order: OrdersRowFragment; quote: Quote }) {
  const { amount, setAmount, note, setNote, errors, loading, submit } = useQuoteForm(order, quote);
  const money = quote.amount ? formatMoney(quote.amount.amount, order.currencyCode) : null;
  const closed = CLOSED_TEXT[quote.status] ?? (order.status === 5 ? 'The order is cancelled: it cannot be quoted.' : null);

  return (
    <Box component="section" aria-label="Quote" data-testid="order-quote">
      <QuoteHeading status={quote.status} money={money} />
      {closed ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="order-quote-closed">
          {closed}
          {quote.note ? ` Note sent: “${quote.note}”` : ''}
        </Typography>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'grid', gap: 1.5, mt: 1, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr auto' }, alignItems: 'start' }}
        >
          <TextField
            size="small"
            label={`Price (${order.currencyCode})`}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            required
            disabled={loading}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'order-quote-price' },
              input: { startAdornment: <InputAdornment position="start">{order.currencyCode === 'USD' ? '$' : '₹'}</InputAdornment> },
            }}
            sx={{ bgcolor: 'background.paper' }}
          />
          <TextField
            size="small"
            label="Note to the shopper (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note ?? withCounter('e.g. Ready in 3 weeks, hallmarked 18K', note, NOTE_MAX_LENGTH)}
            disabled={loading}
            slotProps={{ htmlInput: { 'data-testid': 'order-quote-note' } }}
            sx={{ bgcolor: 'background.paper' }}
          />
          <Button type="submit" variant="contained" disabled={loading} data-testid="order-quote-send" sx={{ whiteSpace: 'nowrap' }}>
            {quote.status === 'QUOTED' ? 'Send new quote' : 'Send quote'}
          </Button>
          {errors.form ? (
            <Typography color="error" variant="body2" role="alert" sx={{ gridColumn: '1 / -1' }} data-testid="order-quote-error">
              {errors.form}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
