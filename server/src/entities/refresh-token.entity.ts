import { Entity, Index } from 'typeorm';
import { AccountSecret } from './account-secret';
import { IntColumn, TimestampColumn, VarcharColumn } from './columns';

/**
 * One refresh token of a signed-in browser (docs/decisions.md#sessions). Only its sha256 is stored. Every
 * use rotates it: the row is marked used and a new one joins the same family; a used or revoked token
 * presented again revokes the whole family. `usedAt` is set when it was exchanged for its successor.
 */
@Entity('refresh_tokens')
@Index('IDX_refresh_tokens_user_revoked', ['userId', 'revokedAt'])
export class RefreshToken extends AccountSecret('refresh_tokens') {
  /** The login this token descends from (random, 32 hex characters). */
  @Index('IDX_refresh_tokens_family')
  @VarcharColumn(32)
  familyId: string;

  /** The account's tokenVersion at login: a later revocation bumps the account's and refuses the family. */
  @IntColumn()
  tokenVersion: number;

  /** Set by logout, password change, deactivation, demotion or a detected reuse. */
  @TimestampColumn({ nullable: true })
  revokedAt: Date | null;
}
