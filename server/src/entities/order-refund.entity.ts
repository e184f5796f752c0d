import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { minorUnits, CreatedAt, UpdatedAt } from './columns';

export type OrderRefundStatus = 'requested' | 'succeeded' | 'failed';

/**
 * One refund the shop asked a provider for (docs/decisions.md#order-lifecycle). Created `requested` under the
 * order's lock (what is requested and succeeded never exceeds what was paid), committed, THEN sent to the
 * provider with `id` as its idempotency key, then recorded `succeeded` or `failed`. A row left `requested`
 * (the process died in between) is sent again with the same key by the refund sweep, so money moves once.
 */
@Entity('order_refunds')
@Index('IDX_order_refunds_order', ['orderId'])
@Index('IDX_order_refunds_status', ['status', 'createdAt'])
export class OrderRefund {
  /** A UUID: also the idempotency key sent to the provider. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  orderId: number;

  /** The payment attempt refunded. */
  @Column({ type: 'varchar', length: 36 })
  attemptId: string;

  @Column(minorUnits())
  amountMinor: number;

  @Column({ type: 'varchar', length: 3 })
  currencyCode: string;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'varchar', length: 10 })
  status: OrderRefundStatus;

  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRefundId: string | null;

  @Column({ type: 'int', nullable: true })
  requestedByUserId: number | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
