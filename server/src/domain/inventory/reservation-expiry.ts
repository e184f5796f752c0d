import { type DataSource, In, LessThan, MoreThanOrEqual, Not } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { Order, OrderStatus, PaymentMethod, PaymentStatus, StockReservation } from '../../entities/order.entity';
import { PaymentAttempt } from '../../entities/payment-attempt.entity';
import { notify } from '../notifications/notify';
import { SYSTEM, addHistory, check, lockOrder, writeOrder } from '../orders/lifecycle/order-lifecycle';
import { returnStock } from './inventory';

/** Orders looked at per pass; a busy pass runs again at once (jobs/job-runner.ts). */
const BATCH = 50;

export interface ReservationExpiryOptions {
  /** STOCK_RESERVATION_MINUTES. */
  reservationMinutes: number;
  log: { info(details: object, message: string): void };
  /** The clock (tests may move it ahead). */
  now?: () => Date;
}

/**
 * The job that ends abandoned online payments (docs/decisions.md#stock): an online order still unpaid
 * (payment pending or failed) whose reservation is held, with no order or payment attempt started in the
 * last STOCK_RESERVATION_MINUTES, gets its payment marked failed and its pieces returned to stock
 * (reservation EXPIRED: it can no longer be paid; a payment that still arrives is refunded by the payment
 * rules). Cash-on-delivery orders keep their reservation. Runs in the app's job loop (jobs/app-jobs.ts).
 */
export class ReservationExpiryJob {
  readonly name = 'stock-reservation-expiry';

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: ReservationExpiryOptions,
  ) {}

  async run(signal: AbortSignal): Promise<boolean> {
    const now = this.options.now?.() ?? new Date();
    const cutoff = new Date(now.getTime() - this.options.reservationMinutes * 60_000);
    const candidates = await this.dataSource.getRepository(Order).find({
      select: { id: true },
      where: {
        paymentMethod: PaymentMethod.ONLINE,
        paymentStatus: In([PaymentStatus.PENDING, PaymentStatus.FAILED]),
        status: Not(OrderStatus.CANCELLED),
        stockReservation: StockReservation.HELD,
        createdAt: LessThan(cutoff),
      },
      order: { id: 'ASC' },
      take: BATCH,
    });
    if (candidates.length === 0) return false;
    // A shopper who started paying within the window is still at it.
    const recent = await this.dataSource.getRepository(PaymentAttempt).find({
      select: { orderId: true },
      where: { orderId: In(candidates.map((order) => order.id)), createdAt: MoreThanOrEqual(cutoff) },
    });
    const busy = new Set(recent.map((attempt) => attempt.orderId));
    let expired = 0;
    for (const { id } of candidates) {
      if (signal.aborted) break;
      if (busy.has(id)) continue;
      // Through the order lifecycle: under the order's lock, only if the table still allows EXPIRE (a payment
      // or a cancel that landed first wins), with its history line and e-mail in the same transaction.
      const done = await inTransaction(this.dataSource, async (m) => {
        const order = await lockOrder(m, id);
        if (!order || (await check(m, order, 'EXPIRE'))) return false;
        const from = order.paymentStatus;
        if (!(await returnStock(m, id, StockReservation.EXPIRED))) return false;
        await writeOrder(m, order, { stockReservation: StockReservation.EXPIRED, paymentStatus: PaymentStatus.FAILED });
        const reason = 'The payment was not completed in time, so the pieces went back on sale';
        await addHistory(m, order, SYSTEM, {
          kind: 'expired',
          fromState: from,
          toState: PaymentStatus.FAILED,
          note: reason,
          customerVisible: true,
        });
        await notify(m, { kind: 'payment-failed', orderId: id, reason });
        return true;
      });
      if (done) {
        expired += 1;
        this.options.log.info({ orderId: id }, 'stock: unpaid online order expired, its pieces are back in stock');
      }
    }
    // Busy when a full batch came back: the next one may hold more.
    return candidates.length === BATCH && expired > 0;
  }
}
