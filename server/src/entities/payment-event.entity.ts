import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, MoneyColumn, VarcharColumn } from './columns';

/**
 * A verified provider event the shop has processed, once: the unique (provider, eventId) is inserted in
 * the same transaction as the state change the event causes, so a webhook delivered again changes
 * nothing (docs/decisions.md#payments). `outcome` says what the event did, e.g. applied, duplicate
 * payment, amount mismatch, stale (arrived after a later state).
 */
@Entity('payment_events')
@Index('IDX_payment_events_provider_event', ['provider', 'eventId'], { unique: true })
export class PaymentEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @VarcharColumn(20)
  provider: string;

  @VarcharColumn(255)
  eventId: string;

  /** paid, failed or refunded. */
  @VarcharColumn(20)
  kind: string;

  @VarcharColumn(255)
  providerPaymentId: string;

  /** The order of the attempt the event names; null when no attempt has that provider payment id. */
  @Index('IDX_payment_events_order')
  @IntColumn({ nullable: true })
  orderId: number | null;

  @MoneyColumn()
  amountMinor: number;

  @VarcharColumn(3)
  currencyCode: string;

  @VarcharColumn(40)
  outcome: string;

  @CreatedAt()
  createdAt: Date;
}
