import { randomUUID } from 'node:crypto';
import { type EntityManager, In } from 'typeorm';
import { lockRow } from '../../../database/locks';
import { Order, OrderStatus, PaymentMethod, PaymentStatus, StockReservation } from '../../../entities/order.entity';
import { OrderEvent, type OrderEventActor } from '../../../entities/order-event.entity';
import { OrderRefund } from '../../../entities/order-refund.entity';
import { PaymentAttempt } from '../../../entities/payment-attempt.entity';
import { PaymentEvent } from '../../../entities/payment-event.entity';
import { OrderTransitionError, StaleVersionError } from '../../common/error-results';
import { returnStock } from '../../inventory/inventory';
import { issueCreditNote } from '../../invoices/credit-notes';
import { issueInvoiceIn } from '../../invoices/invoice-issue';
import { notify } from '../../notifications/notify';
import { type LifecycleState, OrderAction, type Transition, refundableMinor, refusal, statusName } from './order-transitions';

/** Who causes a change: written on its history line. */
export interface Actor {
  actor: OrderEventActor;
  userId: number | null;
}

export const SYSTEM: Actor = { actor: 'system', userId: null };
export const PROVIDER: Actor = { actor: 'provider', userId: null };

/**
 * The order's row, locked until the transaction ends: on MySQL/MariaDB by SELECT ... FOR UPDATE, so every
 * lifecycle change of one order runs after the other; SQLite runs one write transaction at a time.
 * It must be the transaction's FIRST read: InnoDB's REPEATABLE READ answers every plain SELECT from the
 * snapshot of the transaction's first one, so a read made before the lock would show the order (and its
 * attempts and refunds) as they were before the transaction that held the lock committed.
 */
export async function lockOrder(m: EntityManager, orderId: number): Promise<Order | null> {
  await lockRow(m, 'orders', orderId);
  return m.getRepository(Order).findOneBy({ id: orderId });
}

/** The table's view of an order: its columns, what is being refunded, and whether money ever moved for it. */
export async function stateOf(m: EntityManager, order: Order): Promise<LifecycleState> {
  const [refunding, moneyAttempts, moneyEvents] = await Promise.all([
    m.getRepository(OrderRefund).find({ select: { amountMinor: true }, where: { orderId: order.id, status: 'requested' } }),
    m.getRepository(PaymentAttempt).countBy({ orderId: order.id, status: In(['paid', 'refunded']) }),
    m.getRepository(PaymentEvent).countBy({ orderId: order.id, kind: In(['paid', 'refunded']) }),
  ]);
  return {
    ...order,
    refundingMinor: refunding.reduce((sum, refund) => sum + refund.amountMinor, 0),
    hasPayment: moneyAttempts + moneyEvents > 0 || order.paymentStatus === PaymentStatus.COD_COLLECTED || order.refundedMinor > 0,
  };
}

/** The refusal of `transition` as the typed error, or null. */
export async function check(m: EntityManager, order: Order, transition: Transition): Promise<OrderTransitionError | null> {
  const reason = refusal(await stateOf(m, order), transition);
  return reason ? new OrderTransitionError(reason) : null;
}

export interface HistoryLine {
  kind: string;
  fromState?: string | null;
  toState?: string | null;
  amountMinor?: number | null;
  note?: string | null;
  providerReference?: string | null;
  customerVisible: boolean;
}

/** Writes one history line of the order, in the caller's transaction. */
export async function addHistory(m: EntityManager, order: Order, by: Actor, line: HistoryLine): Promise<OrderEvent> {
  const row = Object.assign(new OrderEvent(), {
    orderId: order.id,
    actor: by.actor,
    actorUserId: by.userId,
    kind: line.kind,
    fromState: line.fromState ?? null,
    toState: line.toState ?? null,
    amountMinor: line.amountMinor ?? null,
    currencyCode: line.amountMinor == null ? null : order.currencyCode,
    note: line.note?.slice(0, 500) ?? null,
    providerReference: line.providerReference?.slice(0, 255) ?? null,
    customerVisible: line.customerVisible,
    createdAt: new Date(),
  });
  // One statement (no read-back of generated columns): the checkout pays for it in its statement budget.
  const inserted = await m.createQueryBuilder().insert().into(OrderEvent).values(row).updateEntity(false).execute();
  const id = (inserted.identifiers[0] as { id?: number } | undefined)?.id ?? (inserted.raw as { insertId?: number }).insertId;
  if (typeof id === 'number') row.id = id;
  return row;
}

/** Writes the order's changed columns with its version bumped, and keeps the loaded entity in step. */
export async function writeOrder(m: EntityManager, order: Order, changes: Partial<Order>): Promise<void> {
  await m
    .createQueryBuilder()
    .update(Order)
    .set({ ...changes, version: () => 'version + 1' })
    .where('id = :id', { id: order.id })
    .updateEntity(false)
    .execute();
  Object.assign(order, changes, { version: order.version + 1 });
}

/** The payment attempt whose money paid the order (the one its paymentReference names). */
export async function payingAttempt(m: EntityManager, order: Order): Promise<PaymentAttempt | null> {
  const attempts = await m.getRepository(PaymentAttempt).find({
    where: { orderId: order.id, status: In(['paid', 'refunded']) },
    order: { sequence: 'ASC' },
  });
  return (
    attempts.find((a) => order.paymentReference !== null && (a.reference ?? a.providerPaymentId) === order.paymentReference) ??
    attempts[0] ??
    null
  );
}

/**
 * Asks for a refund of `amountMinor` of `attempt` (the order's row locked): the order_refunds row the refund
 * sender then sends with its id as idempotency key. The caller checked the amount against refundableMinor.
 */
export async function requestRefund(
  m: EntityManager,
  order: Order,
  attempt: PaymentAttempt,
  amountMinor: number,
  reason: string,
  by: Actor,
): Promise<OrderRefund> {
  const refund = Object.assign(new OrderRefund(), {
    id: randomUUID(),
    orderId: order.id,
    attemptId: attempt.id,
    amountMinor,
    currencyCode: attempt.currencyCode,
    reason: reason.slice(0, 500),
    status: 'requested',
    providerRefundId: null,
    requestedByUserId: by.userId,
  });
  await m.getRepository(OrderRefund).insert(refund);
  await addHistory(m, order, by, { kind: 'refund-requested', amountMinor, note: reason, customerVisible: false });
  await writeOrder(m, order, {});
  return refund;
}

/** What a fulfilment change did: the order as it is now, and the refund to send once it committed (a cancel of a paid order). */
export interface Changed {
  order: Order;
  refundId: string | null;
}

/**
 * An administrator's fulfilment action on the locked order (process, ship, deliver, cancel, collect cash):
 * refused by the table with OrderTransitionError, or a stale `expectedVersion` with StaleVersionError, and
 * then nothing changed. Cancelling returns the stock and, for money taken online, asks for the refund of
 * all that is left in the same transaction; an invoiced cash-on-delivery order gets its credit note.
 */
export async function applyAction(
  m: EntityManager,
  order: Order,
  action: OrderAction.PROCESS | OrderAction.SHIP | OrderAction.DELIVER | OrderAction.CANCEL | OrderAction.COLLECT_COD,
  by: Actor,
  expectedVersion?: number | null,
): Promise<Changed | OrderTransitionError | StaleVersionError> {
  if (expectedVersion != null && expectedVersion !== order.version) return new StaleVersionError(order.version);
  const state = await stateOf(m, order);
  const reason = refusal(state, action);
  if (reason) return new OrderTransitionError(reason);
  if (action === OrderAction.COLLECT_COD) {
    await writeOrder(m, order, { paymentStatus: PaymentStatus.COD_COLLECTED });
    await addHistory(m, order, by, {
      kind: 'cod-collected',
      fromState: PaymentStatus.COD,
      toState: PaymentStatus.COD_COLLECTED,
      amountMinor: order.totalMinor,
      customerVisible: false,
    });
    return { order, refundId: null };
  }
  const to = { PROCESS: OrderStatus.PROCESSING, SHIP: OrderStatus.SHIPPED, DELIVER: OrderStatus.DELIVERED, CANCEL: OrderStatus.CANCELLED }[
    action
  ];
  const from = order.status;
  await writeOrder(m, order, { status: to });
  await addHistory(m, order, by, {
    kind: action === OrderAction.CANCEL ? 'cancelled' : 'status',
    fromState: statusName(from),
    toState: statusName(to),
    customerVisible: true,
  });
  await notify(m, { kind: 'order-status-changed', orderId: order.id, status: to });
  if (action !== OrderAction.CANCEL) return { order, refundId: null };
  if (await returnStock(m, order.id, StockReservation.RETURNED)) order.stockReservation = StockReservation.RETURNED;
  const left = refundableMinor(state);
  if (left > 0) {
    const attempt = await payingAttempt(m, order);
    if (attempt) {
      const refund = await requestRefund(m, order, attempt, left, 'Order cancelled', by);
      return { order, refundId: refund.id };
    }
  }
  if (order.paymentMethod === PaymentMethod.COD && order.invoiceNumber) {
    await creditWithHistory(m, order, { amountMinor: order.totalMinor, reason: 'Order cancelled' });
  }
  return { order, refundId: null };
}

/**
 * Issues the credit note of money given back or a sale undone (docs/decisions.md#credit-notes)
 * and records it in the order's history, which the customer sees: nothing when the order was never invoiced.
 */
export async function creditWithHistory(
  m: EntityManager,
  order: Order,
  input: { amountMinor: number; reason: string; refundId?: string | null },
): Promise<void> {
  const note = await issueCreditNote(m, order, input);
  if (!note) return;
  await addHistory(m, order, SYSTEM, { kind: 'credit-note', note: note.number, amountMinor: note.amountMinor, customerVisible: true });
}

/**
 * Marks the locked online order paid by `attempt` (the PAY transition, already allowed by the payment rules):
 * its tax invoice is issued in this same transaction (docs/decisions.md#order-lifecycle), the shopper is told.
 */
export async function markPaid(m: EntityManager, order: Order, attempt: PaymentAttempt, reference: string, tell: boolean): Promise<void> {
  const from = order.paymentStatus;
  const invoice = tell && !order.invoiceNumber && order.taxableMinor != null ? await issueInvoiceIn(m, order) : null;
  await writeOrder(m, order, {
    paymentStatus: PaymentStatus.PAID,
    paymentProvider: attempt.provider,
    paymentReference: reference,
    ...(invoice ?? {}),
  });
  await addHistory(m, order, PROVIDER, {
    kind: 'paid',
    fromState: from,
    toState: PaymentStatus.PAID,
    amountMinor: attempt.amountMinor,
    providerReference: reference,
    customerVisible: true,
  });
  if (invoice) {
    await addHistory(m, order, SYSTEM, { kind: 'invoice', note: invoice.invoiceNumber, customerVisible: true });
  }
  if (tell) await notify(m, { kind: 'payment-received', orderId: order.id });
}

/** Marks the locked order's payment failed (the FAIL transition) and tells the shopper why. */
export async function markPaymentFailed(m: EntityManager, order: Order, provider: string, reason: string, by: Actor): Promise<void> {
  const from = order.paymentStatus;
  await writeOrder(m, order, { paymentStatus: PaymentStatus.FAILED, paymentProvider: provider });
  await addHistory(m, order, by, {
    kind: 'payment-failed',
    fromState: from,
    toState: PaymentStatus.FAILED,
    note: reason,
    customerVisible: true,
  });
  await notify(m, { kind: 'payment-failed', orderId: order.id, reason });
}
