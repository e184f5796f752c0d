import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TimestampColumn, VarcharColumn } from './columns';
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

  @IntColumn()
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_account_changes_user' })
  user?: User;

  /** The account's e-mail and phone before the change: what an undo restores. */
  @VarcharColumn(255)
  oldEmail: string;

  @VarcharColumn(20)
  oldPhone: string;

  /** The e-mail asked for, or null when the e-mail was not changed. */
  @VarcharColumn(255, { nullable: true })
  newEmail: string | null;

  /** The phone set by the change, or null when the phone was not changed. */
  @VarcharColumn(20, { nullable: true })
  newPhone: string | null;

  /** sha256 (hex) of the token of the link sent to newEmail; null when the e-mail was not changed. */
  @Index('IDX_account_changes_confirm', { unique: true })
  @VarcharColumn(64, { nullable: true })
  confirmTokenHash: string | null;

  @TimestampColumn({ nullable: true })
  confirmExpiresAt: Date | null;

  /** When newEmail became the account's e-mail. */
  @TimestampColumn({ nullable: true })
  confirmedAt: Date | null;

  /** When the unconfirmed newEmail was dropped: a newer change replaced it, or an undo took the account back. */
  @TimestampColumn({ nullable: true })
  emailCancelledAt: Date | null;

  /** sha256 (hex) of the token of the undo link sent to oldEmail. */
  @Index('IDX_account_changes_undo', { unique: true })
  @VarcharColumn(64)
  undoTokenHash: string;

  @TimestampColumn()
  undoExpiresAt: Date;

  /** When this change was undone with its link. */
  @TimestampColumn({ nullable: true })
  undoneAt: Date | null;

  /** When an undo of an earlier change of the account ended this one (its links no longer work). */
  @TimestampColumn({ nullable: true })
  closedAt: Date | null;

  /** The address that made the change (IPv6 at most 45 characters), for the owner's notice and an operator. */
  @VarcharColumn(45, { nullable: true })
  requestIp: string | null;

  @CreatedAt()
  createdAt: Date;
}
