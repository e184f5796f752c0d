import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { minorUnits, CreatedAt } from './columns';

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

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 255 })
  eventId: string;

  /** paid, failed or refunded. */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'varchar', length: 255 })
  providerPaymentId: string;

  /** The order of the attempt the event names; null when no attempt has that provider payment id. */
  @Index('IDX_payment_events_order')
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  @Column(minorUnits())
  amountMinor: number;

  @Column({ type: 'varchar', length: 3 })
  currencyCode: string;

  @Column({ type: 'varchar', length: 40 })
  outcome: string;

  @CreatedAt()
  createdAt: Date;
}
