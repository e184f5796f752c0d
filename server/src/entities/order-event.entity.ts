import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, MoneyColumn, VarcharColumn } from './columns';

/** Who caused an order event. */
export type OrderEventActor = 'customer' | 'admin' | 'provider' | 'system';

/**
 * One line of an order's history (docs/decisions.md#order-lifecycle): every lifecycle transition and money
 * action, and the admins' internal notes. Written by domain/orders/lifecycle in the transaction of the change,
 * so the history never disagrees with the order. `customerVisible` events are shown in My Order.
 */
@Entity('order_events')
@Index('IDX_order_events_order', ['orderId', 'id'])
export class OrderEvent {
  @PrimaryGeneratedColumn()
  id: number;

  /** No foreign key: an erased order (never paid, never invoiced) takes its events with it in deleteOrder. */
  @IntColumn()
  orderId: number;

  @CreatedAt()
  createdAt: Date;

  @VarcharColumn(10)
  actor: OrderEventActor;

  @IntColumn({ nullable: true })
  actorUserId: number | null;

  /** placed, paid, payment-failed, status, cancelled, refund-requested, refunded, refund-failed, expired, archived, quote, note, … */
  @VarcharColumn(20)
  kind: string;

  @VarcharColumn(40, { nullable: true })
  fromState: string | null;

  @VarcharColumn(40, { nullable: true })
  toState: string | null;

  @MoneyColumn({ nullable: true })
  amountMinor: number | null;

  @VarcharColumn(3, { nullable: true })
  currencyCode: string | null;

  @VarcharColumn(500, { nullable: true })
  note: string | null;

  @VarcharColumn(255, { nullable: true })
  providerReference: string | null;

  @Column({ type: 'boolean', default: false })
  customerVisible: boolean;
}
