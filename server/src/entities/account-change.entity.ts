import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, timestamp } from './columns';
import { User } from './user.entity';

/**
 * One change of an account's e-mail and/or phone made by its owner (docs/decisions.md#email-change). The
 * phone takes effect at once; a new e-mail only when the link sent to it is followed (`confirmedAt`). The old
 * address is told, with a link that puts the account back as it was before this change (`undoneAt`). Only the
 * sha256 of each link's token is stored, as for password-reset links (domain/accounts/opaque-tokens.ts).
 */
@Entity('account_changes')
@Index('IDX_account_changes_user', ['userId'])
export class AccountChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_account_changes_user' })
  user?: User;

  /** The account's e-mail and phone before the change: what an undo restores. */
  @Column({ type: 'varchar', length: 255 })
  oldEmail: string;

  @Column({ type: 'varchar', length: 20 })
  oldPhone: string;

  /** The e-mail asked for, or null when the e-mail was not changed. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  newEmail: string | null;

  /** The phone set by the change, or null when the phone was not changed. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  newPhone: string | null;

  /** sha256 (hex) of the token of the link sent to newEmail; null when the e-mail was not changed. */
  @Index('IDX_account_changes_confirm', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  @Column(timestamp({ nullable: true }))
  confirmExpiresAt: Date | null;

  /** When newEmail became the account's e-mail. */
  @Column(timestamp({ nullable: true }))
  confirmedAt: Date | null;

  /** When the unconfirmed newEmail was dropped: a newer change replaced it, or an undo took the account back. */
  @Column(timestamp({ nullable: true }))
  emailCancelledAt: Date | null;

  /** sha256 (hex) of the token of the undo link sent to oldEmail. */
  @Index('IDX_account_changes_undo', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  undoTokenHash: string;

  @Column(timestamp())
  undoExpiresAt: Date;

  /** When this change was undone with its link. */
  @Column(timestamp({ nullable: true }))
  undoneAt: Date | null;

  /** When an undo of an earlier change of the account ended this one (its links no longer work). */
  @Column(timestamp({ nullable: true }))
  closedAt: Date | null;

  /** The address that made the change (IPv6 at most 45 characters), for the owner's notice and an operator. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  requestIp: string | null;

  @CreatedAt()
  createdAt: Date;
}
