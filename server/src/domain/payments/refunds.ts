import { type DataSource, LessThan } from 'typeorm';
import { outsideRequestDeadline } from '../../database/request-deadline';
import { inTransaction } from '../../database/transactions';
import { Order } from '../../entities/order.entity';
import { OrderRefund } from '../../entities/order-refund.entity';
import { PaymentAttempt } from '../../entities/payment-attempt.entity';
import { OrderNotFoundError, OrderNotRefundableError, OrderTransitionError, PaymentProviderError } from '../common/error-results';
import type { PaymentLog, PaymentProviders } from './ports';
import { type Actor, lockOrder, payingAttempt, requestRefund, stateOf } from '../orders/lifecycle/order-lifecycle';
import { OrderAction, refundableMinor, refusal } from '../orders/lifecycle/order-transitions';
import { recordRefundFailed, recordRefundSucceeded } from '../orders/lifecycle/refund-results';

export type RefundOutcome = Order | OrderNotFoundError | OrderNotRefundableError | OrderTransitionError | PaymentProviderError;

/** order_refunds.reason VARCHAR(500); the back-office mirrors it (REASON_MAX_LENGTH in refund-amount.ts). */
export const REFUND_REASON_MAX_LENGTH = 500;

/** How long a refund stays `requested` before the sweep sends it again (a request still under way answers in seconds). */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000;

/**
 * Refunds, exactly once (docs/decisions.md#order-lifecycle): the order_refunds row is created under the order's
 * lock, so what is requested and refunded never exceeds what was paid however many administrators press Refund at
 * once; it commits; THEN the provider is called with the row's id as idempotency key; then its answer is recorded
 * in a transaction of its own. A row left `requested` (the process died in between) is sent again with the same
 * key by `sweep` (jobs/app-jobs.ts). The order's side of each step is the order lifecycle's (domain/orders/lifecycle), which the provider answers with the first refund.
 */
export class OrderRefunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly log: () => PaymentLog,
  ) {}

  /**
   * Refunds `amountMinor` of the order (all that is left when absent) with a reason. Refused, with nothing
   * changed: an order with no payment taken online, or already refunded, or an amount above what is left.
   */
  async refund(
    by: Actor,
    orderId: number,
    amountMinor: number | null | undefined,
    reason: string | null | undefined,
  ): Promise<RefundOutcome> {
    // Refused, not cut to the column: the admin's words go on the refund and its credit note whole.
    if (reason && reason.trim().length > REFUND_REASON_MAX_LENGTH) {
      return new OrderNotRefundableError(`The reason may have at most ${REFUND_REASON_MAX_LENGTH} characters`);
    }
    const requested = await inTransaction(this.dataSource, async (m) => {
      const order = Number.isSafeInteger(orderId) && orderId > 0 ? await lockOrder(m, orderId) : null;
      if (!order) return new OrderNotFoundError(orderId);
      const state = await stateOf(m, order);
      const refused = refusal(state, OrderAction.REFUND);
      if (refused) return order.archivedAt ? new OrderTransitionError(refused) : new OrderNotRefundableError(refused);
      const left = refundableMinor(state);
      const amount = amountMinor ?? left;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
        return new OrderNotRefundableError(`The amount must be between 1 and ${left} (minor units) of ${order.currencyCode}`);
      }
      const attempt = await payingAttempt(m, order);
      if (!attempt) return new OrderNotRefundableError('Only an order paid online can be refunded');
      if (!this.providers.byName(attempt.provider)) {
        return new PaymentProviderError(`The ${attempt.provider} provider is not configured; refund it from the provider's dashboard`);
      }
      const why = reason?.trim() || (amount === left && order.refundedMinor === 0 ? 'Refunded in full' : 'Partial refund');
      return requestRefund(m, order, attempt, amount, why, by);
    });
    if (!(requested instanceof OrderRefund)) return requested;
    const sent = await this.send(requested.id);
    if (sent === 'failed')
      return new PaymentProviderError('The payment provider did not accept the refund; nothing was refunded, try again later');
    return this.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
  }

  /**
   * Sends a requested refund to its provider with its id as idempotency key and records the answer; answers
   * what became of it. Runs after the transaction that requested it committed, and from the sweep.
   */
  send(refundId: string): Promise<'succeeded' | 'failed' | 'done-before'> {
    // The refund was promised by a transaction that committed: sending it and recording the provider's answer
    // are not the request's to cut short. Under the request's deadline, a slow moment after the provider
    // refunded would leave the order paid, cancelled and unrefunded until the sweep.
    return outsideRequestDeadline(() => this.sendNow(refundId));
  }

  private async sendNow(refundId: string): Promise<'succeeded' | 'failed' | 'done-before'> {
    const refund = await this.dataSource.getRepository(OrderRefund).findOneBy({ id: refundId });
    if (refund?.status !== 'requested') return 'done-before';
    const attempt = await this.dataSource.getRepository(PaymentAttempt).findOneByOrFail({ id: refund.attemptId });
    const provider = this.providers.byName(attempt.provider);
    let answer: { refundId: string } | { error: string };
    try {
      if (!provider) throw new Error(`the ${attempt.provider} provider is not configured`);
      answer = await provider.refund({
        providerPaymentId: attempt.providerPaymentId ?? '',
        reference: attempt.reference,
        amountMinor: refund.amountMinor,
        currencyCode: refund.currencyCode,
        idempotencyKey: refund.id,
      });
    } catch (error) {
      this.log().error({ err: error, orderId: refund.orderId, refundId }, 'refund failed: refund it from the provider dashboard');
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    await inTransaction(this.dataSource, async (m) => {
      const order = await lockOrder(m, refund.orderId);
      if (!order) return;
      if ('refundId' in answer) await recordRefundSucceeded(m, order, refund, answer.refundId);
      else await recordRefundFailed(m, order, refund, answer.error);
    });
    return 'refundId' in answer ? 'succeeded' : 'failed';
  }

  /** Sends again every refund left `requested` for longer than REFUND_RETRY_AFTER_MS; answers how many it sent. */
  async sweep(now = new Date()): Promise<number> {
    const stuck = await this.dataSource.getRepository(OrderRefund).find({
      select: { id: true },
      where: { status: 'requested', createdAt: LessThan(new Date(now.getTime() - REFUND_RETRY_AFTER_MS)) },
      order: { createdAt: 'ASC' },
      take: 20,
    });
    for (const { id } of stuck) await this.send(id);
    return stuck.length;
  }
}
