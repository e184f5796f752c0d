import { type Order, OrderStatus, PaymentMethod, PaymentStatus, QuoteStatus, StockReservation } from '../../entities/order.entity';
import type { PaymentAttempt, PaymentAttemptStatus } from '../../entities/payment-attempt.entity';
import type { Notification } from '../notifications/notify';
import type { VerifiedPaymentEvent } from './provider';

type PayableFields = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status'> & Partial<Pick<Order, 'stockReservation' | 'quoteStatus'>>;

/** A custom design request is paid only once its quote is accepted (docs/decisions.md#custom-designs). */
const quoteOpen = (order: PayableFields) => order.quoteStatus != null && order.quoteStatus !== QuoteStatus.ACCEPTED;

/**
 * Payable online now: an online order, not cancelled, whose payment is pending or failed (a declined or
 * abandoned attempt leaves it payable again) and whose pieces are still reserved (docs/decisions.md#stock:
 * an expired reservation went back on sale). Paid, refunded and cash-on-delivery orders are not.
 */
export function isPayable(order: PayableFields): boolean {
  return (
    order.paymentMethod === PaymentMethod.ONLINE &&
    order.status !== OrderStatus.CANCELLED &&
    order.stockReservation !== StockReservation.EXPIRED &&
    !quoteOpen(order) &&
    (order.paymentStatus === PaymentStatus.PENDING || order.paymentStatus === PaymentStatus.FAILED)
  );
}

/** Why an order is not payable, fit to show the shopper; null when it is payable. */
export function notPayableReason(order: PayableFields): string | null {
  if (order.paymentMethod !== PaymentMethod.ONLINE) return 'This order is paid by cash on delivery';
  if (order.status === OrderStatus.CANCELLED) return 'This order is cancelled';
  if (quoteOpen(order)) return 'This custom design can be paid once its quote is accepted';
  if (order.stockReservation === StockReservation.EXPIRED) {
    return 'This order was not paid in time and its pieces went back on sale; please order again';
  }
  if (order.paymentStatus === PaymentStatus.PAID) return 'This order is already paid';
  if (order.paymentStatus === PaymentStatus.REFUNDED) return 'This order was refunded';
  return isPayable(order) ? null : 'This order cannot be paid online';
}

/** What one verified event did; stored in payment_events.outcome. */
export type EventOutcome =
  /** The order (and the attempt) moved: paid, failed or refunded. */
  | 'applied'
  /** The attempt moved, the order not (a newer attempt of the order is still open). */
  | 'superseded'
  /** The same payment reported again under another event id (callback and webhook). */
  | 'already-applied'
  /** Arrived after a later state (failed after paid, paid after refunded): nothing moved backwards. */
  | 'stale'
  /** Amount or currency differs from the attempt's or the order's: not paid. */
  | 'amount-mismatch'
  /** A refund of less than the whole payment: recorded only (the shop refunds in full). */
  | 'partial-refund'
  /** No attempt has this provider payment id. */
  | 'unknown-payment'
  /** A failure for a cancelled order: recorded on the attempt only. */
  | 'order-cancelled'
  /** Money taken for an order that is cancelled, already paid or refunded: refunded automatically. */
  | 'needs-refund'
  /** Not an online order. */
  | 'not-online';

/** What the event changes, decided from the state it finds; the caller writes it in one transaction. */
export interface Decision {
  outcome: EventOutcome;
  level: 'info' | 'warn' | 'error';
  order?: Partial<Pick<Order, 'paymentStatus' | 'paymentProvider' | 'paymentReference'>>;
  attempt?: Partial<Pick<PaymentAttempt, 'status' | 'reference' | 'failureMessage'>>;
  notification?: Notification;
}

const attemptTo = (status: PaymentAttemptStatus, event: VerifiedPaymentEvent): Decision['attempt'] => ({
  status,
  ...(event.reference ? { reference: event.reference } : {}),
  ...(status === 'failed' ? { failureMessage: (event.failureMessage ?? 'The payment did not go through').slice(0, 500) } : {}),
});

function decidePaid(order: Order, attempt: PaymentAttempt, event: VerifiedPaymentEvent): Decision {
  const sameMoney =
    event.amountMinor === attempt.amountMinor &&
    event.currencyCode === attempt.currencyCode &&
    event.amountMinor === order.totalMinor &&
    event.currencyCode === order.currencyCode;
  if (!sameMoney) return { outcome: 'amount-mismatch', level: 'warn' };
  if (attempt.status === 'paid') return { outcome: 'already-applied', level: 'info' };
  if (attempt.status === 'refunded') return { outcome: 'stale', level: 'info' };
  const payable = isPayable(order);
  // Money was taken where it is not owed (cancelled, expired, or paid already by another attempt): the attempt is
  // paid, the order is not marked paid, and the service refunds the attempt after this commits.
  if (!payable) return { outcome: 'needs-refund', level: 'error', attempt: attemptTo('paid', event) };
  return {
    outcome: 'applied',
    level: 'info',
    attempt: attemptTo('paid', event),
    order: {
      paymentStatus: PaymentStatus.PAID,
      paymentProvider: attempt.provider,
      paymentReference: event.reference ?? event.providerPaymentId,
    },
    notification: { kind: 'payment-received', orderId: order.id },
  };
}

function decideFailed(order: Order, attempt: PaymentAttempt, event: VerifiedPaymentEvent, newerAttemptOpen: boolean): Decision {
  if (attempt.status === 'failed') return { outcome: 'already-applied', level: 'info' };
  if (attempt.status !== 'created') return { outcome: 'stale', level: 'info' };
  const failed = attemptTo('failed', event);
  if (order.status === OrderStatus.CANCELLED) return { outcome: 'order-cancelled', level: 'info', attempt: failed };
  if (order.paymentStatus !== PaymentStatus.PENDING && order.paymentStatus !== PaymentStatus.FAILED) {
    return { outcome: 'stale', level: 'info', attempt: failed };
  }
  if (newerAttemptOpen) return { outcome: 'superseded', level: 'info', attempt: failed };
  return {
    outcome: 'applied',
    level: 'info',
    attempt: failed,
    order: { paymentStatus: PaymentStatus.FAILED, paymentProvider: attempt.provider },
    notification: { kind: 'payment-failed', orderId: order.id, reason: failed?.failureMessage ?? undefined },
  };
}

function decideRefunded(order: Order, attempt: PaymentAttempt, event: VerifiedPaymentEvent): Decision {
  if (event.currencyCode !== attempt.currencyCode || event.amountMinor > attempt.amountMinor)
    return { outcome: 'amount-mismatch', level: 'warn' };
  if (event.amountMinor < attempt.amountMinor) return { outcome: 'partial-refund', level: 'warn' };
  if (attempt.status === 'refunded') return { outcome: 'already-applied', level: 'info' };
  const refunded = attemptTo('refunded', event);
  // The order was paid by another attempt (this one was a second payment): only the attempt moves.
  const paidByOther =
    order.paymentStatus === PaymentStatus.PAID && order.paymentReference !== (attempt.reference ?? attempt.providerPaymentId);
  if (paidByOther || order.paymentStatus === PaymentStatus.REFUNDED || order.paymentMethod !== PaymentMethod.ONLINE) {
    return { outcome: 'superseded', level: 'info', attempt: refunded };
  }
  return {
    outcome: 'applied',
    level: 'info',
    attempt: refunded,
    order: { paymentStatus: PaymentStatus.REFUNDED },
    notification: { kind: 'refund-issued', orderId: order.id },
  };
}

/**
 * The payment rules (docs/decisions.md#payments), pure: what a verified event does to an attempt and its
 * order. An order becomes PAID only for the attempt's and the order's exact amount and currency; nothing
 * moves backwards (failed after paid, paid after refunded); a payment for an order that cannot take it
 * is flagged for an automatic refund. Runs inside the transaction that records the event.
 */
export function decide(order: Order, attempt: PaymentAttempt, event: VerifiedPaymentEvent, newerAttemptOpen: boolean): Decision {
  if (order.paymentMethod !== PaymentMethod.ONLINE) return { outcome: 'not-online', level: 'warn' };
  switch (event.kind) {
    case 'paid':
      return decidePaid(order, attempt, event);
    case 'failed':
      return decideFailed(order, attempt, event, newerAttemptOpen);
    case 'refunded':
      return decideRefunded(order, attempt, event);
  }
}
