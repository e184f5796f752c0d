import { type DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { PasswordReset } from '../../entities/password-reset.entity';
import { User } from '../../entities/user.entity';
import { InputValidationError, ResetLinkError, ResetLinkProblem } from '../common/error-results';
import { RateLimitedError, type RateLimits, callerIp } from '../common/rate-limits';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import { notify } from '../notifications/notify';
import { requestPasswordResetSchema, resetPasswordSchema } from './accounts.validation';
import { isOpaqueToken, newOpaqueToken, sha256 } from './opaque-tokens';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions.service';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** The one answer to every request for a link, whether or not the e-mail has an account, sent or not. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail, we have sent it a link to choose a new password. The link works for 1 hour; if you asked more than once, use the newest e-mail.';

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Please log in with your new password.';

/** The answer to a link request: always the same text. */
export interface PasswordResetRequested {
  message: string;
}

/** A reset that set the password: the account's e-mail, to fill in the log-in form. */
export interface PasswordResetDone {
  email: string;
  message: string;
}

/**
 * Self-service password reset (docs/decisions.md#password-reset): a single-use link, valid for an hour, sent
 * by e-mail (an outbox row written with the link's row, through notify), whose token is stored as its sha256
 * only; using it sets a new password with the sign-up rules and ends every session of the account.
 */
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimits,
  ) {}

  /**
   * Sends a reset link to the account of `input.email` if it exists and is active, and answers the same text
   * either way, after the same statements (a look-up, a transaction clearing the earlier unused links), so
   * neither the answer nor its time tells whether the account exists. Counts against the caller's address
   * (refused past its budget) and against the e-mail: past the e-mail's budget the request is answered alike but
   * nothing is sent and the last link sent stays valid, so a stranger's requests never keep the owner from a
   * working link (docs/decisions.md#the-owners-way-in). The link is on `origin`, the shop's own (PUBLIC_URL; http/public-origin.ts), never on a
   * Host the caller chose. Runs for GraphQL `requestPasswordReset`.
   */
  async requestReset(ctx: RequestContext, input: unknown, origin: string): Promise<PasswordResetRequested | InputValidationError> {
    const ip = callerIp(ctx);
    await this.rateLimits.consume('passwordResetPerIp', ip);
    const data = validateInput(requestPasswordResetSchema, input);
    if (data instanceof InputValidationError) return data;
    if (!(await withinBudget(this.rateLimits, 'passwordResetPerEmail', data.email))) return { message: RESET_REQUESTED_MESSAGE };

    const token = newOpaqueToken();
    const tokenHash = sha256(token);
    const user = await this.dataSource.getRepository(User).findOne({ select: { id: true, isActive: true }, where: { email: data.email } });
    // Deactivated accounts get no link: they could not log in with the new password anyway.
    const userId = user?.isActive ? user.id : null;
    await inTransaction(this.dataSource, async (m) => {
      // Only the newest link of an account works: asking again ends the earlier ones.
      await deleteUnusedLinks(m, userId ?? 0);
      if (userId === null) return;
      const expiresAt = new Date(Date.now() + RESET_LINK_TTL_MS);
      await m.getRepository(PasswordReset).insert({ userId, tokenHash, expiresAt, usedAt: null, requestIp: ctx.ip?.slice(0, 45) ?? null });
      await notify(m, { kind: 'password-reset', userId, resetUrl: `${origin}/reset-password?token=${token}` });
    });
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /**
   * Sets a new password with a reset link's token: once, within the hour, for an active account. The link is
   * checked before the password, so a dead link is said at once; a bad password leaves the link usable. On
   * success the account's other links die and every session of the account ends (tokenVersion, refresh
   * tokens); the link proved the inbox, so the account's log-in lock is lifted and the address that used the link
   * logs in as a known one (docs/decisions.md#the-owners-way-in). Runs for GraphQL `resetPassword`.
   */
  async resetPassword(ctx: RequestContext, input: unknown): Promise<PasswordResetDone | InputValidationError | ResetLinkError> {
    const ip = callerIp(ctx);
    await this.rateLimits.consume('passwordResetPerIp', ip);
    const raw = (typeof input === 'object' && input !== null ? input : {}) as { token?: unknown; password?: unknown };
    const token = typeof raw.token === 'string' ? raw.token.trim() : '';
    const now = new Date();
    const link = isOpaqueToken(token)
      ? await this.dataSource.getRepository(PasswordReset).findOne({ where: { tokenHash: sha256(token) }, relations: { user: true } })
      : null;
    const problem = linkProblem(link, now);
    if (problem || !link?.user) return new ResetLinkError(problem ?? ResetLinkProblem.INVALID);
    const data = validateInput(resetPasswordSchema, { password: raw.password });
    if (data instanceof InputValidationError) return data;

    const passwordHash = await hashPassword(data.password);
    const user = link.user;
    const done = await inTransaction(this.dataSource, async (m) => {
      // Only one use of a link wins, even when two arrive at once: the loser is told the link was used.
      const claimed = await m.getRepository(PasswordReset).update({ id: link.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) return false;
      await m.update(User, { id: user.id }, { passwordHash });
      await revokeUserSessions(m, user.id, now);
      await deleteUnusedLinks(m, user.id);
      return true;
    });
    if (!done) return new ResetLinkError(ResetLinkProblem.USED);
    // The keys log-in counts under (AccountsService.login): the e-mail as stored is the lower-cased one it checks.
    await this.rateLimits.reset('loginPerAccount', user.email);
    await this.rateLimits.reset('loginPerAccountAndIp', `${user.email}|${ip}`);
    await this.rateLimits.rememberAddress(user.email, ip);
    return { email: user.email, message: PASSWORD_RESET_DONE_MESSAGE };
  }
}

/** Counts one attempt of `action` by `key`: false, instead of a refusal, once its budget is spent. */
async function withinBudget(rateLimits: RateLimits, action: 'passwordResetPerEmail', key: string): Promise<boolean> {
  try {
    await rateLimits.consume(action, key);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/** Why `link` cannot set a password now, or null when it can. */
function linkProblem(link: PasswordReset | null, now: Date): ResetLinkProblem | null {
  if (!link?.user?.isActive) return ResetLinkProblem.INVALID;
  if (link.usedAt) return ResetLinkProblem.USED;
  if (link.expiresAt <= now) return ResetLinkProblem.EXPIRED;
  return null;
}

/**
 * Deletes the account's links that were never used (used ones stay, so a second use is told it was used).
 * Found by a plain read and deleted by id: a DELETE ranging over the userId index takes gap locks on MariaDB,
 * and two requests for neighbouring accounts would then deadlock on their INSERTs.
 */
async function deleteUnusedLinks(m: EntityManager, userId: number): Promise<void> {
  const unused = await m.getRepository(PasswordReset).find({ select: { id: true }, where: { userId, usedAt: IsNull() } });
  if (unused.length > 0) await m.getRepository(PasswordReset).delete({ id: In(unused.map((row) => row.id)) });
}
