import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, timestamp } from './columns';

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
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  /** The notification as JSON; emptied to `{}` once a message with a secret (a reset link) was sent or given up. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  recipient: string | null;

  @Column({ type: 'varchar', length: 10, default: OutboxStatus.PENDING })
  status: OutboxStatus;

  /** Sends started (each claim counts one). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(timestamp())
  nextAttemptAt: Date;

  @Column(timestamp({ nullable: true }))
  lockedUntil: Date | null;

  /** The worker holding the lease (host, process and a random part). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lockedBy: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column(timestamp({ nullable: true }))
  sentAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
