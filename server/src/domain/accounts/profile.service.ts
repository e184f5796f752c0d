import { type DataSource, type EntityManager, In, IsNull, MoreThan, Not } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { inTransaction } from '../../database/transactions';
import { inUserTransaction } from '../../database/user-transaction';
import { AccountChange } from '../../entities/account-change.entity';
import { PasswordReset } from '../../entities/password-reset.entity';
import { Role, User } from '../../entities/user.entity';
import { forbidden, notFound } from '../common/domain-error';
import {
  type AccountLink,
  AccountLinkError,
  AccountLinkProblem,
  EmailAlreadyUsedError,
  InputValidationError,
  InvalidCredentialsError,
} from '../common/error-results';
import { assertOwnerOrAdmin } from '../common/ownership';
import { type RateLimits, callerIp } from '../common/rate-limits';
import type { RequestContext } from '../common/request-context';
import { invalidField, validateInput } from '../common/validation';
import { EMAIL_CONFIRM_HOURS, UNDO_LINK_DAYS } from '../notifications/mail-content';
import { notify } from '../notifications/notify';
import { CURRENT_PASSWORD_REQUIRED, updateProfileSchema } from './accounts.validation';
import { isOpaqueToken, newOpaqueToken, sha256 } from './opaque-tokens';
import { RESET_LINK_TTL_MS } from './password-reset.service';
import { checkCurrentPassword } from './current-password';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions.service';

/** Why an administrator cannot change another administrator's e-mail or phone (a stolen admin token would take it). */
const ADMIN_CONTACT_FORBIDDEN = "An administrator's e-mail or phone number can only be changed by that administrator";

/** How long the link to confirm a new e-mail works. */
export const EMAIL_CONFIRM_TTL_MS = EMAIL_CONFIRM_HOURS * 60 * 60 * 1000;
/** How long the undo link sent to the old e-mail works. */
export const UNDO_LINK_TTL_MS = UNDO_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A new e-mail that became the account's e-mail. */
export interface EmailChangeConfirmed {
  email: string;
  message: string;
}

/** An undone change: the account's e-mail now, and what happened. */
export interface AccountChangeUndone {
  email: string;
  message: string;
}

type ProfileFields = Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'gender' | 'dob'>;
const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'gender', 'dob'] as const;

/**
 * Profile edits, and the owner's e-mail and phone changes (docs/decisions.md#email-change). A change of the
 * e-mail or phone by the account itself needs its current password; the phone changes at once, a new e-mail
 * only once the link sent to it is followed, and the old e-mail is told, with a link that undoes the change,
 * signs every device out and makes the owner choose a new password. An administrator editing another
 * customer's e-mail or phone changes it at once (the back-office users page), and the old e-mail gets the same
 * notice and undo link; another administrator's e-mail or phone is FORBIDDEN.
 */
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimits,
  ) {}

  /**
   * Saves a profile edit (docs/decisions.md#unsent-forms): only the fields sent change, each checked with the
   * sign-up rules; a taken e-mail is EmailAlreadyUsedError. A user edits their own account; an administrator
   * may name another one with `userId` (anyone else gets FORBIDDEN). When the account's own user changes the
   * e-mail or phone, `currentPassword` must be sent and right (InputValidationError on `currentPassword` when
   * missing, InvalidCredentialsError when wrong, counted per account, and checked before a taken e-mail is
   * told; InvalidCredentialsError too when the sessions or the password changed before the change was written,
   * e.g. by an undo): the answer then still shows the old e-mail, and `pendingEmail` the new one. An
   * administrator's change of another customer's e-mail or phone applies at once and sends the old e-mail the
   * notice with its undo link; of another administrator's, FORBIDDEN. Runs for GraphQL `updateProfile`.
   */
  async updateProfile(
    ctx: RequestContext,
    input: unknown,
    userId: number | null | undefined,
    /** The shop's own origin for the links (PUBLIC_URL; http/public-origin.ts), never a Host the caller chose. */
    origin: string,
  ): Promise<User | InputValidationError | EmailAlreadyUsedError | InvalidCredentialsError> {
    const targetId = userId ?? ctx.user?.id ?? 0;
    const caller = assertOwnerOrAdmin(ctx, targetId);
    const data = validateInput(updateProfileSchema, input);
    if (data instanceof InputValidationError) return data;
    const users = this.dataSource.getRepository(User);
    const user = await users.findOneBy({ id: targetId });
    if (!user) throw notFound('User not found');

    const changes: Partial<ProfileFields> = {};
    for (const key of PROFILE_FIELDS) {
      if (data[key] !== undefined && data[key] !== user[key]) Object.assign(changes, { [key]: data[key] });
    }
    if (Object.keys(changes).length === 0) return user;
    const own = caller.id === user.id;
    const sensitive = changes.email !== undefined || changes.phone !== undefined;
    if (sensitive && !own && user.role === Role.ADMIN) throw forbidden(ADMIN_CONTACT_FORBIDDEN);
    // The password first: otherwise any token holder could learn which e-mails have an account.
    if (sensitive && own) {
      if (!data.currentPassword) return invalidField('currentPassword', CURRENT_PASSWORD_REQUIRED);
      if (!(await checkCurrentPassword(this.rateLimits, user, data.currentPassword))) return new InvalidCredentialsError();
    }
    if (changes.email !== undefined && (await users.existsBy({ email: changes.email, id: Not(user.id) })))
      return new EmailAlreadyUsedError();
    if (!sensitive) {
      await inTransaction(this.dataSource, (m) => m.update(User, { id: user.id }, changes));
      return Object.assign(user, changes);
    }
    const next = { newEmail: changes.email ?? null, newPhone: changes.phone ?? null };
    try {
      const applied = await inUserTransaction(this.dataSource, user.id, async (m) => {
        // Under the account's lock, so an undo runs wholly before or after: what was checked must still hold.
        const current = await m.findOneBy(User, { id: user.id });
        if (!current) throw notFound('User not found');
        if (own && (current.tokenVersion !== caller.tokenVersion || current.passwordHash !== user.passwordHash))
          return new InvalidCredentialsError();
        if (!own && current.role === Role.ADMIN) throw forbidden(ADMIN_CONTACT_FORBIDDEN);
        // The owner's new e-mail waits for its link; an administrator's edit applies at once.
        const { email: _pending, ...ownAtOnce } = changes;
        const atOnce = own ? ownAtOnce : changes;
        if (Object.keys(atOnce).length > 0) await m.update(User, { id: user.id }, atOnce);
        await recordChange(m, ctx, current, next, origin, own ? 'confirm-link' : 'applied');
        return atOnce;
      });
      if (applied instanceof InvalidCredentialsError) return applied;
      return Object.assign(user, applied);
    } catch (error) {
      // An administrator's edit racing another account to one e-mail: the UNIQUE index decides.
      if (isUniqueViolation(error)) return new EmailAlreadyUsedError();
      throw error;
    }
  }

  /**
   * Makes a change's new e-mail the account's e-mail with the token of the link sent to it: once, within 24
   * hours, unless a newer change replaced it or an undo ended it. Two uses at once: one wins, the other is told
   * the link was used. The address taken by another account meanwhile is EmailAlreadyUsedError (nothing
   * changes). Anyone holding the link may use it, signed in or not. Runs for GraphQL `confirmEmailChange`.
   */
  async confirmEmailChange(ctx: RequestContext, token: unknown): Promise<EmailChangeConfirmed | AccountLinkError | EmailAlreadyUsedError> {
    await this.rateLimits.consume('passwordResetPerIp', callerIp(ctx));
    const now = new Date();
    const change = await this.findByToken('confirm', token);
    const problem = confirmProblem(change, now);
    if (problem || !change?.newEmail) return new AccountLinkError('confirm', problem ?? AccountLinkProblem.INVALID);
    const newEmail = change.newEmail;
    try {
      const done = await inUserTransaction(this.dataSource, change.userId, async (m) => {
        const changes = m.getRepository(AccountChange);
        const claimed = await changes.update(
          { id: change.id, confirmedAt: IsNull(), emailCancelledAt: IsNull(), undoneAt: IsNull(), closedAt: IsNull() },
          { confirmedAt: now },
        );
        if (!claimed.affected) return 'not-claimed';
        // Only over the e-mail the change was asked from: an account moved on since (an undo, an
        // administrator's edit) makes the link stale, and the change records why it ended.
        const moved = await m.update(User, { id: change.userId, email: change.oldEmail }, { email: newEmail });
        if (moved.affected) return 'confirmed';
        await changes.update({ id: change.id }, { confirmedAt: null, emailCancelledAt: now });
        return 'stale';
      });
      if (done === 'stale') return new AccountLinkError('confirm', AccountLinkProblem.INVALID);
      if (done === 'not-claimed')
        return new AccountLinkError('confirm', confirmProblem(await this.reread(change.id), now) ?? AccountLinkProblem.USED);
    } catch (error) {
      // Someone signed up with (or moved to) the address after it was asked for: the UNIQUE index decides.
      if (isUniqueViolation(error)) return new EmailAlreadyUsedError();
      throw error;
    }
    return { email: newEmail, message: `Your e-mail is now ${newEmail}. Use it to log in from now on.` };
  }

  /**
   * Puts the account back as it was before a change, with the token of the undo link sent to its old e-mail:
   * the e-mail and phone of then, every later change ended and every unconfirmed e-mail dropped, every session
   * ended, the password replaced by an unknown one, unused reset links deleted, and a fresh reset link sent to
   * the restored e-mail. Whoever made the change (holding a token, even the password) is out, and only the
   * owner of the old inbox can get back in. Once, within 7 days. Runs for GraphQL `undoAccountChange`.
   */
  async undoAccountChange(
    ctx: RequestContext,
    token: unknown,
    /** The shop's own origin for the links (PUBLIC_URL; http/public-origin.ts), never a Host the caller chose. */
    origin: string,
  ): Promise<AccountChangeUndone | AccountLinkError | EmailAlreadyUsedError> {
    await this.rateLimits.consume('passwordResetPerIp', callerIp(ctx));
    const now = new Date();
    const change = await this.findByToken('undo', token);
    const problem = undoProblem(change, now);
    if (problem || !change) return new AccountLinkError('undo', problem ?? AccountLinkProblem.INVALID);
    // Nobody knows this password: the owner chooses a new one through the link sent below.
    const lockedHash = await hashPassword(newOpaqueToken());
    const resetToken = newOpaqueToken();
    try {
      // The account's lock first: a change being recorded commits before the reads below, or waits and then
      // finds the sessions it was checked with ended (updateProfile).
      const done = await inUserTransaction(this.dataSource, change.userId, async (m) => {
        const changes = m.getRepository(AccountChange);
        const claimed = await changes.update({ id: change.id, undoneAt: IsNull(), closedAt: IsNull() }, { undoneAt: now });
        if (!claimed.affected) return false;
        // Read first, then written by id: an UPDATE ranging over the userId index would take gap locks on MariaDB.
        const later = await changes.find({
          select: { id: true },
          where: { userId: change.userId, id: MoreThan(change.id), undoneAt: IsNull(), closedAt: IsNull() },
        });
        if (later.length > 0) await changes.update({ id: In(later.map((row) => row.id)) }, { closedAt: now });
        await cancelPendingEmails(m, change.userId, now);
        await m.update(User, { id: change.userId }, { email: change.oldEmail, phone: change.oldPhone, passwordHash: lockedHash });
        await revokeUserSessions(m, change.userId, now);
        const resets = m.getRepository(PasswordReset);
        const unused = await resets.find({ select: { id: true }, where: { userId: change.userId, usedAt: IsNull() } });
        if (unused.length > 0) await resets.delete({ id: In(unused.map((row) => row.id)) });
        await resets.insert({
          userId: change.userId,
          tokenHash: sha256(resetToken),
          expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
          usedAt: null,
          requestIp: ctx.ip?.slice(0, 45) ?? null,
        });
        await notify(m, { kind: 'account-secured', userId: change.userId, resetUrl: `${origin}/reset-password?token=${resetToken}` });
        return true;
      });
      if (!done) return new AccountLinkError('undo', undoProblem(await this.reread(change.id), now) ?? AccountLinkProblem.USED);
    } catch (error) {
      // The old e-mail went to another account since: the account cannot take it back.
      if (isUniqueViolation(error)) return new EmailAlreadyUsedError();
      throw error;
    }
    return {
      email: change.oldEmail,
      message:
        `Your account is back to ${change.oldEmail}. Every device was signed out and your password was reset: ` +
        `we have sent ${change.oldEmail} a link to choose a new one.`,
    };
  }

  private async findByToken(link: AccountLink, token: unknown): Promise<AccountChange | null> {
    const raw = typeof token === 'string' ? token.trim() : '';
    if (!isOpaqueToken(raw)) return null;
    const column = link === 'confirm' ? 'confirmTokenHash' : 'undoTokenHash';
    return this.dataSource.getRepository(AccountChange).findOne({ where: { [column]: sha256(raw) }, relations: { user: true } });
  }

  private reread(id: number): Promise<AccountChange | null> {
    return this.dataSource.getRepository(AccountChange).findOne({ where: { id }, relations: { user: true } });
  }
}

/**
 * Writes a change in the caller's transaction: the row with its two hashed tokens, the confirmation to the new
 * e-mail (when the e-mail changes; earlier unconfirmed e-mails of the account are dropped) and the notice with
 * the undo link to the e-mail the account has now.
 */
async function recordChange(
  m: EntityManager,
  ctx: RequestContext,
  user: User,
  next: { newEmail: string | null; newPhone: string | null },
  origin: string,
  /** `confirm-link`: the owner's new e-mail waits for its link; `applied`: an administrator's edit, already made. */
  email: 'confirm-link' | 'applied',
): Promise<void> {
  const now = new Date();
  const confirmToken = next.newEmail === null || email === 'applied' ? null : newOpaqueToken();
  const undoToken = newOpaqueToken();
  if (next.newEmail !== null) await cancelPendingEmails(m, user.id, now);
  const inserted = await m.getRepository(AccountChange).insert({
    userId: user.id,
    oldEmail: user.email,
    oldPhone: user.phone,
    newEmail: next.newEmail,
    newPhone: next.newPhone,
    confirmTokenHash: confirmToken === null ? null : sha256(confirmToken),
    confirmExpiresAt: confirmToken === null ? null : new Date(now.getTime() + EMAIL_CONFIRM_TTL_MS),
    confirmedAt: next.newEmail !== null && email === 'applied' ? now : null,
    emailCancelledAt: null,
    undoTokenHash: sha256(undoToken),
    undoExpiresAt: new Date(now.getTime() + UNDO_LINK_TTL_MS),
    undoneAt: null,
    closedAt: null,
    requestIp: ctx.ip?.slice(0, 45) ?? null,
  });
  const changeId = Number(inserted.identifiers[0].id);
  if (confirmToken !== null)
    await notify(m, { kind: 'email-change-confirm', changeId, confirmUrl: `${origin}/confirm-email?token=${confirmToken}` });
  await notify(m, { kind: 'account-change-notice', changeId, undoUrl: `${origin}/undo-account-change?token=${undoToken}` });
}

/** Drops the account's new e-mails still waiting for their confirmation (read first, then written by id). */
async function cancelPendingEmails(m: EntityManager, userId: number, now: Date): Promise<void> {
  const changes = m.getRepository(AccountChange);
  const pending = await changes.find({
    select: { id: true },
    where: { userId, newEmail: Not(IsNull()), confirmedAt: IsNull(), emailCancelledAt: IsNull() },
  });
  if (pending.length > 0) await changes.update({ id: In(pending.map((row) => row.id)) }, { emailCancelledAt: now });
}

/** Why a confirmation link cannot be used now, or null when it can. */
function confirmProblem(change: AccountChange | null, now: Date): AccountLinkProblem | null {
  if (!change?.user?.isActive || !change.newEmail) return AccountLinkProblem.INVALID;
  if (change.confirmedAt) return AccountLinkProblem.USED;
  if (change.emailCancelledAt || change.undoneAt || change.closedAt) return AccountLinkProblem.INVALID;
  if (!change.confirmExpiresAt || change.confirmExpiresAt <= now) return AccountLinkProblem.EXPIRED;
  return null;
}

/** Why an undo link cannot be used now, or null when it can. */
function undoProblem(change: AccountChange | null, now: Date): AccountLinkProblem | null {
  if (!change?.user) return AccountLinkProblem.INVALID;
  if (change.undoneAt) return AccountLinkProblem.USED;
  if (change.closedAt) return AccountLinkProblem.INVALID;
  if (change.undoExpiresAt <= now) return AccountLinkProblem.EXPIRED;
  return null;
}
