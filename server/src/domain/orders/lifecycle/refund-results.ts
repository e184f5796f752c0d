import type { EntityManager } from 'typeorm';
import { type Order, OrderStatus, PaymentStatus, StockReservation } from '../../../entities/order.entity';
import type { OrderRefund } from '../../../entities/order-refund.entity';
import { PaymentAttempt } from '../../../entities/payment-attempt.entity';
import { PaymentEvent } from '../../../entities/payment-event.entity';
import { returnStock } from '../../inventory/inventory';
import { notify } from '../../notifications/notify';
import { PROVIDER, SYSTEM, addHistory, creditWithHistory, payingAttempt, writeOrder } from './order-lifecycle';
import { statusName } from './order-transitions';

/**
 * Records that the provider made `refund` (the order's row locked; once: a refund no longer `requested` was
 * recorded before, by the request or by the sweep, and nothing happens). A refund of the payment that paid the
 * order adds to refundedMinor: the order is then partially refunded or refunded, a refund of all of it before
 * shipping cancels the order and returns its stock; the shopper is told once, with the amount, and the credit
 * note is issued. A refund of a payment the order did not owe (a second payment, one after a cancel) moves only
 * its attempt.
 */
export async function recordRefundSucceeded(m: EntityManager, order: Order, refund: OrderRefund, providerRefundId: string): Promise<void> {
  const moved = await m
    .createQueryBuilder()
    .update('order_refunds')
    .set({ status: 'succeeded', providerRefundId: providerRefundId.slice(0, 255) })
    .where('id = :id AND status = :requested', { id: refund.id, requested: 'requested' })
    .execute();
  if (!moved.affected) return;
  const attempt = await m.getRepository(PaymentAttempt).findOneByOrFail({ id: refund.attemptId });
  const paying = await payingAttempt(m, order);
  const ofOrder =
    paying?.id === attempt.id && (order.paymentStatus === PaymentStatus.PAID || order.paymentStatus === PaymentStatus.PARTIALLY_REFUNDED);
  // The processed-event row of the refund: the provider's own report of it (a webhook) is then a duplicate.
  await m.getRepository(PaymentEvent).insert({
    provider: attempt.provider,
    eventId: `refund:${providerRefundId}`.slice(0, 255),
    kind: 'refunded',
    providerPaymentId: (attempt.providerPaymentId ?? '').slice(0, 255),
    orderId: order.id,
    amountMinor: refund.amountMinor,
    currencyCode: refund.currencyCode,
    outcome: ofOrder ? 'applied' : 'superseded',
  });
  const refundedOfAttempt = ofOrder ? order.refundedMinor + refund.amountMinor : refund.amountMinor;
  if (refundedOfAttempt >= attempt.amountMinor) await m.getRepository(PaymentAttempt).update({ id: attempt.id }, { status: 'refunded' });
  await addHistory(m, order, PROVIDER, {
    kind: 'refunded',
    amountMinor: refund.amountMinor,
    note: ofOrder ? refund.reason : `${refund.reason} (a payment the order did not owe)`,
    providerReference: providerRefundId,
    customerVisible: true,
  });
  await notify(m, { kind: 'refund-issued', orderId: order.id, refundId: refund.id, amountMinor: refund.amountMinor });
  if (!ofOrder) {
    await writeOrder(m, order, {});
    return;
  }
  const refundedMinor = order.refundedMinor + refund.amountMinor;
  const full = refundedMinor >= order.totalMinor;
  const from = order.paymentStatus;
  const to = full ? PaymentStatus.REFUNDED : PaymentStatus.PARTIALLY_REFUNDED;
  await writeOrder(m, order, { refundedMinor, paymentStatus: to });
  if (from !== to) await addHistory(m, order, SYSTEM, { kind: 'payment', fromState: from, toState: to, customerVisible: false });
  await creditWithHistory(m, order, { amountMinor: refund.amountMinor, reason: refund.reason, refundId: refund.id });
  // All the money back before the pieces left: the sale is over, the pieces go back on sale.
  if (full && (order.status === OrderStatus.PENDING || order.status === OrderStatus.PROCESSING)) {
    const fromStatus = order.status;
    await writeOrder(m, order, { status: OrderStatus.CANCELLED });
    if (await returnStock(m, order.id, StockReservation.RETURNED)) order.stockReservation = StockReservation.RETURNED;
    await addHistory(m, order, SYSTEM, {
      kind: 'cancelled',
      fromState: statusName(fromStatus),
      toState: statusName(OrderStatus.CANCELLED),
      note: 'Refunded in full before shipping',
      customerVisible: true,
    });
  }
}

/** Records that the provider refused `refund` (once): nothing was refunded; an administrator may refund again. */
export async function recordRefundFailed(m: EntityManager, order: Order, refund: OrderRefund, message: string): Promise<void> {
  const moved = await m
    .createQueryBuilder()
    .update('order_refunds')
    .set({ status: 'failed' })
    .where('id = :id AND status = :requested', { id: refund.id, requested: 'requested' })
    .execute();
  if (!moved.affected) return;
  await writeOrder(m, order, {});
  await addHistory(m, order, PROVIDER, { kind: 'refund-failed', amountMinor: refund.amountMinor, note: message, customerVisible: false });
}
