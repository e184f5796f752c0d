/**
 * How an order's history reads (docs/decisions.md#order-lifecycle), in the back-office timeline and in My Order alike: one title per
 * event kind (docs/lifecycle contract: placed, paid, status, refunded …), the move it made, and when.
 */
const EVENT_TITLES: Readonly<Record<string, string>> = {
  placed: 'Order placed',
  paid: 'Payment received',
  'payment-failed': 'Payment failed',
  payment: 'Payment status changed',
  'cod-collected': 'Cash collected',
  status: 'Status changed',
  shipment: 'Parcel sent',
  cancelled: 'Order cancelled',
  'refund-requested': 'Refund requested',
  refunded: 'Refunded',
  'refund-failed': 'Refund failed',
  expired: 'Reservation expired',
  archived: 'Archived',
  quote: 'Quote',
  note: 'Note',
  'credit-note': 'Credit note issued',
  invoice: 'Invoice issued',
};

/** The title of an event; a kind this build does not know yet shows as the API spells it. */
export function eventTitle(kind: string): string {
  return EVENT_TITLES[kind] ?? kind;
}

// Payment states come as the server stores them (partially_refunded); fulfilment states already read well (Shipped).
const STATE_LABELS: Readonly<Record<string, string>> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  cod: 'Cash on delivery',
  cod_collected: 'Cash collected',
  // A custom design's quote (kind `quote`): the shop's step and the answer (its actor says who gave it) (docs/decisions.md#e-mails-that-lead-back).
  requested: 'Requested',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** A state as people read it: a stored payment state in words, any other snake_case value with spaces. */
export function stateLabel(state: string): string {
  const known = STATE_LABELS[state];
  if (known) return known;
  if (!/^[a-z]+(_[a-z]+)+$/.test(state)) return state;
  const words = state.replace(/_/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
}

/** 'Pending → Processing', or the one side that is known, or null when the event moved no state. */
export function eventTransition(event: { fromState?: string | null; toState?: string | null }): string | null {
  const fromState = event.fromState ? stateLabel(event.fromState) : null;
  const toState = event.toState ? stateLabel(event.toState) : null;
  if (fromState && toState) return `${fromState} → ${toState}`;
  return toState ?? fromState ?? null;
}

/** Warning colours for the events that tell of something that went wrong, so they stand out in a long history. */
export function eventTone(kind: string): 'error' | 'primary' | 'info' {
  if (kind === 'payment-failed' || kind === 'refund-failed' || kind === 'cancelled') return 'error';
  if (kind === 'note') return 'info';
  return 'primary';
}

// Indian time: the shop and its administrators are in India, and a history must read the same on every machine.
const eventTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '29 Nov 2026, 4:30 pm' for the API's ISO timestamp; the text as it is when it is not a date. */
export function formatEventTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : eventTimeFormat.format(date);
}

/** Who did it: the account's name when the API knows it, else the kind of actor ('Customer', 'System'). */
export function eventActor(event: { actor: string; actorName?: string | null }): string {
  if (event.actorName) return event.actorName;
  const actor = event.actor.trim();
  return actor === '' ? 'Unknown' : actor[0].toUpperCase() + actor.slice(1);
}
