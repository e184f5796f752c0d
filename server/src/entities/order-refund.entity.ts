import { Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, IntColumn, MoneyColumn, VarcharColumn } from './columns';

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

  @IntColumn()
  orderId: number;

  /** The payment attempt refunded. */
  @VarcharColumn(36)
  attemptId: string;

  @MoneyColumn()
  amountMinor: number;

  @VarcharColumn(3)
  currencyCode: string;

  @VarcharColumn(500)
  reason: string;

  @VarcharColumn(10)
  status: OrderRefundStatus;

  @VarcharColumn(255, { nullable: true })
  providerRefundId: string | null;

  @IntColumn({ nullable: true })
  requestedByUserId: number | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
