import { type DataSource, type EntityManager, MoreThan } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { inTransaction } from '../../database/transactions';
import { type Order, OrderStatus, PaymentStatus, StockReservation } from '../../entities/order.entity';
import { OrderRefund } from '../../entities/order-refund.entity';
import { PaymentAttempt } from '../../entities/payment-attempt.entity';
import { PaymentEvent } from '../../entities/payment-event.entity';
import { returnStock } from '../inventory/inventory';
import {
  PROVIDER,
  SYSTEM,
  addHistory,
  lockOrder,
  markPaid,
  markPaymentFailed,
  requestRefund,
  writeOrder,
} from '../orders/lifecycle/order-lifecycle';
import { statusName } from '../orders/lifecycle/order-transitions';
import { notify } from '../notifications/notify';
import { type EventOutcome, decide } from './payment-rules';
import type { PaymentLog } from './ports';
import type { VerifiedPaymentEvent } from './provider';

/** What recording an event did: its outcome, or `duplicate` when (provider, eventId) was processed before. */
export interface RecordedEvent {
  outcome: EventOutcome | 'duplicate';
  orderId: number | null;
  /** The refund asked for in the event's transaction (outcome needs-refund): sent to the provider once it committed. */
  refundId: string | null;
}

/** The line recording an event logs: written once the transaction committed (a re-run after a deadlock logs nothing twice). */
interface EventLogLine {
  level: 'info' | 'warn' | 'error';
  fields: object;
  message: string;
}

/**
 * A refund the provider reports that the shop did not ask for (made in the provider's dashboard, or reported
 * before the payment): the order is refunded in full, and a refund of all of it before shipping cancels it.
 */
async function applyProviderRefund(manager: EntityManager, order: Order, event: VerifiedPaymentEvent): Promise<void> {
  const from = order.paymentStatus;
  await writeOrder(manager, order, { paymentStatus: PaymentStatus.REFUNDED, refundedMinor: order.totalMinor });
  await addHistory(manager, order, PROVIDER, {
    kind: 'refunded',
    fromState: from,
    toState: PaymentStatus.REFUNDED,
    amountMinor: event.amountMinor,
    providerReference: event.reference ?? event.eventId,
    customerVisible: true,
  });
  await notify(manager, { kind: 'refund-issued', orderId: order.id, amountMinor: event.amountMinor });
  if (order.status === OrderStatus.PENDING || order.status === OrderStatus.PROCESSING) {
    const fromStatus = order.status;
    await writeOrder(manager, order, { status: OrderStatus.CANCELLED });
    await returnStock(manager, order.id, StockReservation.RETURNED);
    await addHistory(manager, order, SYSTEM, {
      kind: 'cancelled',
      fromState: statusName(fromStatus),
      toState: statusName(OrderStatus.CANCELLED),
      note: 'Refunded in full before shipping',
      customerVisible: true,
    });
  }
}

/**
 * Applies what the payment rules decided to the locked order, through the order lifecycle: paid (with its
 * invoice), failed, refunded by the provider; a payment the order does not owe is marked and its refund asked
 * for in this transaction (the order is then paid with a refund under way, never paid and cancelled alone).
 */
async function applyDecision(
  manager: EntityManager,
  order: Order,
  attempt: PaymentAttempt,
  event: VerifiedPaymentEvent,
  decision: ReturnType<typeof decide>,
): Promise<{ outcome: EventOutcome; refundId: string | null }> {
  if (decision.outcome === 'applied' && event.kind === 'paid' && decision.order?.paymentReference) {
    await markPaid(manager, order, attempt, decision.order.paymentReference, true);
  } else if (decision.outcome === 'applied' && event.kind === 'failed') {
    const reason = decision.attempt?.failureMessage ?? 'The payment did not go through';
    await markPaymentFailed(manager, order, attempt.provider, reason, PROVIDER);
  } else if (decision.outcome === 'applied' && event.kind === 'refunded') {
    // A refund the shop asked for is recorded by the refund itself (order_refunds): its webhook changes nothing.
    if ((await manager.getRepository(OrderRefund).countBy({ orderId: order.id })) > 0)
      return { outcome: 'already-applied', refundId: null };
    await manager.getRepository(PaymentAttempt).update({ id: attempt.id }, decision.attempt ?? {});
    await applyProviderRefund(manager, order, event);
  } else if (decision.outcome === 'needs-refund') {
    const paid = Object.assign(attempt, decision.attempt);
    const unpaid = order.paymentStatus === PaymentStatus.PENDING || order.paymentStatus === PaymentStatus.FAILED;
    // Money taken for a cancelled or expired order is the order's money until it is given back.
    if (unpaid) await markPaid(manager, order, paid, paid.reference ?? event.providerPaymentId, false);
    const reason = unpaid ? 'Paid after the order was cancelled or expired' : 'A second payment of an order already paid';
    const refund = await requestRefund(manager, order, paid, paid.amountMinor, reason, SYSTEM);
    return { outcome: decision.outcome, refundId: refund.id };
  }
  return { outcome: decision.outcome, refundId: null };
}

/** The attempt an event names (its order never changes), read before the transaction that applies it. */
async function attemptNamed(dataSource: DataSource, provider: string, event: VerifiedPaymentEvent): Promise<PaymentAttempt | null> {
  const attempts = dataSource.getRepository(PaymentAttempt);
  // Stripe names a refunded payment by its payment intent, which the paid event reported as the reference.
  return (
    (await attempts.findOneBy({ provider, providerPaymentId: event.providerPaymentId })) ??
    (event.kind === 'refunded' ? await attempts.findOneBy({ provider, reference: event.providerPaymentId }) : null)
  );
}

async function recordInTransaction(
  manager: EntityManager,
  provider: string,
  event: VerifiedPaymentEvent,
  found: PaymentAttempt | null,
): Promise<{ recorded: RecordedEvent; line: EventLogLine }> {
  const attempts = manager.getRepository(PaymentAttempt);
  // The lock is the transaction's first read (lockOrder), so every read after it sees what committed before it.
  const order = found ? await lockOrder(manager, found.orderId) : null;
  // Read again after the lock: a concurrent event of the same order may just have changed it.
  const attempt = found && order ? await attempts.findOneByOrFail({ id: found.id }) : null;
  // Only a newer attempt still open supersedes a failure: one the shopper abandoned before retrying does not,
  // or a decline after an abandoned attempt would leave the order "Waiting" with no message.
  const newerOpen =
    attempt && order ? (await attempts.countBy({ orderId: order.id, status: 'created', sequence: MoreThan(attempt.sequence) })) > 0 : false;
  const decision = attempt && order ? decide(order, attempt, event, newerOpen) : ({ outcome: 'unknown-payment', level: 'warn' } as const);
  // The unique (provider, eventId) row first: a duplicate fails here and the transaction changes nothing.
  await manager.insert(PaymentEvent, {
    provider,
    eventId: event.eventId.slice(0, 255),
    kind: event.kind,
    providerPaymentId: event.providerPaymentId.slice(0, 255),
    orderId: order?.id ?? null,
    amountMinor: event.amountMinor,
    currencyCode: event.currencyCode.slice(0, 3),
    outcome: decision.outcome,
  });
  if (attempt && 'attempt' in decision && decision.attempt && (event.kind !== 'refunded' || decision.outcome === 'superseded'))
    await attempts.update({ id: attempt.id }, decision.attempt);
  const applied =
    attempt && order ? await applyDecision(manager, order, attempt, event, decision) : { outcome: decision.outcome, refundId: null };
  if (applied.outcome !== decision.outcome) {
    await manager.getRepository(PaymentEvent).update({ provider, eventId: event.eventId.slice(0, 255) }, { outcome: applied.outcome });
  }
  const fields = { provider, eventId: event.eventId, kind: event.kind, orderId: order?.id ?? null, outcome: applied.outcome };
  const messages = {
    'amount-mismatch': `payment event amount ${event.amountMinor} ${event.currencyCode} differs from the order's: not marked paid`,
    'needs-refund': 'payment taken for an order that cannot take it (cancelled, already paid or refunded): refunding it',
    'unknown-payment': 'payment event for a payment the shop did not start: recorded only',
  } as Partial<Record<EventOutcome, string>>;
  return {
    recorded: { outcome: applied.outcome, orderId: order?.id ?? null, refundId: applied.refundId },
    line: { level: decision.level, fields, message: messages[applied.outcome] ?? `payment event ${applied.outcome}` },
  };
}

/**
 * Records a verified provider event and applies it (payment-rules.ts decide), in ONE transaction with the
 * unique processed-event row and the notification: the same event delivered again answers `duplicate`
 * and changes nothing. Runs for webhooks, browser callbacks and refunds the shop made itself.
 */
export async function recordEvent(
  dataSource: DataSource,
  provider: string,
  event: VerifiedPaymentEvent,
  log: PaymentLog,
): Promise<RecordedEvent> {
  try {
    const found = await attemptNamed(dataSource, provider, event);
    const { recorded, line } = await inTransaction(dataSource, (manager) => recordInTransaction(manager, provider, event, found));
    log[line.level](line.fields, line.message);
    return recorded;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    log.info({ provider, eventId: event.eventId }, 'payment event already processed: ignored');
    return { outcome: 'duplicate', orderId: null, refundId: null };
  }
}
