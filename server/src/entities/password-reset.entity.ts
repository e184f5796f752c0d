import { Entity, Index } from 'typeorm';
import { VarcharColumn } from './columns';
import { AccountSecret } from './account-secret';

/**
 * One self-service password-reset link (docs/decisions.md#password-reset). Only the sha256 of its token is
 * stored; the raw token travels once, in the e-mail. A link works once, for an hour (a used link is refused
 * with its own message); asking again deletes the account's unused links, and a reset deletes the others.
 */
@Entity('password_resets')
@Index('IDX_password_resets_user', ['userId'])
export class PasswordReset extends AccountSecret('password_resets') {
  /** The address that asked for the link (IPv6 at most 45 characters), for an operator reading abuse. */
  @VarcharColumn(45, { nullable: true })
  requestIp: string | null;
}
