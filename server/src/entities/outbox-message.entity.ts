import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TimestampColumn, VarcharColumn } from './columns';

/** Where an outbox row is (docs/decisions.md#notifications). */
export enum OutboxStatus {
  PENDING = 'pending',
  SENDING = 'sending',
  SENT = 'sent',
  FAILED = 'failed',
}

/**
 * One message to send, written in the same transaction as the change that causes it (domain/notifications)
 * and sent later by the job loop. `payload` is the notification as JSON (ids, and what cannot be read back
 * later, e.g. a status or a reset link); the message is rendered when it is sent. `recipient` null means
 * the shop's own address (SHOP_EMAIL), resolved at send time.
 *
 * Claiming reads one index: a row is due when its status is pending or sending and `nextAttemptAt` has
 * passed. A claimed row is `sending` with `nextAttemptAt` = `lockedUntil` = the end of its lease, so a row
 * whose worker died becomes due again when the lease ends.
 */
@Entity('outbox')
@Index('IDX_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  /** The notification kind (order-placed, …) or an internal one (contact-enquiry-notice). */
  @VarcharColumn(40)
  kind: string;

  /** The notification as JSON; emptied to `{}` once a message with a secret (a reset link) was sent or given up. */
  @Column({ type: 'text' })
  payload: string;

  @VarcharColumn(255, { nullable: true })
  recipient: string | null;

  @VarcharColumn(10, { default: OutboxStatus.PENDING })
  status: OutboxStatus;

  /** Sends started (each claim counts one). */
  @IntColumn({ default: 0 })
  attempts: number;

  @TimestampColumn()
  nextAttemptAt: Date;

  @TimestampColumn({ nullable: true })
  lockedUntil: Date | null;

  /** The worker holding the lease (host, process and a random part). */
  @VarcharColumn(64, { nullable: true })
  lockedBy: string | null;

  @VarcharColumn(500, { nullable: true })
  lastError: string | null;

  @TimestampColumn({ nullable: true })
  sentAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
