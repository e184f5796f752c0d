import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * One refresh token of a signed-in browser (docs/decisions.md#sessions). Only its sha256 is stored. Every
 * use rotates it: the row is marked used and a new one joins the same family; a used or revoked token
 * presented again revokes the whole family.
 */
@Entity('refresh_tokens')
@Index('IDX_refresh_tokens_user_revoked', ['userId', 'revokedAt'])
export class RefreshToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_refresh_tokens_user' })
  user?: User;

  /** The login this token descends from (random, 32 hex characters). */
  @Index('IDX_refresh_tokens_family')
  @Column({ type: 'varchar', length: 32 })
  familyId: string;

  /** The account's tokenVersion at login: a later revocation bumps the account's and refuses the family. */
  @Column({ type: 'int' })
  tokenVersion: number;

  /** sha256 of the token, hex. */
  @Index('IDX_refresh_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  /** Set when the token was exchanged for its successor. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  /** Set by logout, password change, deactivation, demotion or a detected reuse. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
