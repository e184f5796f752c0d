import { type DataSource, type EntityManager, MoreThan } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { inTransaction } from '../../database/transactions';
import { Order } from '../../entities/order.entity';
import { PaymentAttempt } from '../../entities/payment-attempt.entity';
import { PaymentEvent } from '../../entities/payment-event.entity';
import { notify } from '../notifications/notify';
import { type EventOutcome, decide } from './payment-rules';
import type { PaymentLog } from './ports';
import type { VerifiedPaymentEvent } from './provider';

/** What recording an event did: its outcome, or `duplicate` when (provider, eventId) was processed before. */
export interface RecordedEvent {
  outcome: EventOutcome | 'duplicate';
  orderId: number | null;
  /** The attempt, when the event needs its payment refunded (outcome needs-refund). */
  attempt: PaymentAttempt | null;
}

/** The line recording an event logs: written once the transaction committed (a re-run after a deadlock logs nothing twice). */
interface EventLogLine {
  level: 'info' | 'warn' | 'error';
  fields: object;
  message: string;
}

/** Locks the order's row on MySQL/MariaDB (events of one order apply one after another); SQLite transactions run one at a time. */
async function lockedOrder(manager: EntityManager, orderId: number): Promise<Order | null> {
  const type = manager.connection.options.type;
  if (type === 'mysql' || type === 'mariadb') await manager.query('SELECT id FROM orders WHERE id = ? FOR UPDATE', [orderId]);
  return manager.getRepository(Order).findOneBy({ id: orderId });
}

async function recordInTransaction(
  manager: EntityManager,
  provider: string,
  event: VerifiedPaymentEvent,
): Promise<{ recorded: RecordedEvent; line: EventLogLine }> {
  const attempts = manager.getRepository(PaymentAttempt);
  // Stripe names a refunded payment by its payment intent, which the paid event reported as the reference.
  const found =
    (await attempts.findOneBy({ provider, providerPaymentId: event.providerPaymentId })) ??
    (event.kind === 'refunded' ? await attempts.findOneBy({ provider, reference: event.providerPaymentId }) : null);
  const order = found ? await lockedOrder(manager, found.orderId) : null;
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
  if (attempt && 'attempt' in decision && decision.attempt) await attempts.update({ id: attempt.id }, decision.attempt);
  if (order && 'order' in decision && decision.order) await manager.getRepository(Order).update({ id: order.id }, decision.order);
  if ('notification' in decision && decision.notification) await notify(manager, decision.notification);
  const fields = { provider, eventId: event.eventId, kind: event.kind, orderId: order?.id ?? null, outcome: decision.outcome };
  const messages = {
    'amount-mismatch': `payment event amount ${event.amountMinor} ${event.currencyCode} differs from the order's: not marked paid`,
    'needs-refund': 'payment taken for an order that cannot take it (cancelled, already paid or refunded): refunding it',
    'unknown-payment': 'payment event for a payment the shop did not start: recorded only',
  } as Partial<Record<EventOutcome, string>>;
  return {
    recorded: { outcome: decision.outcome, orderId: order?.id ?? null, attempt: decision.outcome === 'needs-refund' ? attempt : null },
    line: { level: decision.level, fields, message: messages[decision.outcome] ?? `payment event ${decision.outcome}` },
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
    const { recorded, line } = await inTransaction(dataSource, (manager) => recordInTransaction(manager, provider, event));
    log[line.level](line.fields, line.message);
    return recorded;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    log.info({ provider, eventId: event.eventId }, 'payment event already processed: ignored');
    return { outcome: 'duplicate', orderId: null, attempt: null };
  }
}
