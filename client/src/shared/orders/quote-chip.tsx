import Chip from '@mui/material/Chip';
import type { QuoteStatus } from '../../graphql/generated/graphql';

type Tone = 'warning' | 'info' | 'success' | 'default';

/** Where a custom design request stands, in the same words for the shopper and the back-office. */
export const QUOTE_LABELS: Record<QuoteStatus, { label: string; tone: Tone }> = {
  REQUESTED: { label: 'Awaiting quote', tone: 'warning' },
  QUOTED: { label: 'Quoted', tone: 'info' },
  ACCEPTED: { label: 'Quote accepted', tone: 'success' },
  DECLINED: { label: 'Quote declined', tone: 'default' },
};

/** A custom design request's quote status as a badge (My Order, the back-office's Custom Orders). */
export function QuoteChip({ status }: { status: QuoteStatus }) {
  const { label, tone } = QUOTE_LABELS[status];
  return <Chip size="small" label={label} color={tone} data-testid="order-quote-status" data-status={status} />;
}
