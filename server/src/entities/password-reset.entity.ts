import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * One self-service password-reset link (docs/decisions.md#password-reset). Only the sha256 of its token is
 * stored; the raw token travels once, in the e-mail. A link works once, for an hour; asking again deletes the
 * account's unused links, and a reset deletes the others.
 */
@Entity('password_resets')
@Index('IDX_password_resets_user', ['userId'])
export class PasswordReset {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_password_resets_user' })
  user?: User;

  /** sha256 of the token (32 random bytes, base64url), hex. */
  @Index('IDX_password_resets_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  /** Set when the link set a new password; a used link is refused with its own message. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** The address that asked for the link (IPv6 at most 45 characters), for an operator reading abuse. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  requestIp: string | null;
}
