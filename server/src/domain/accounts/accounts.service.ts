import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { inTransaction } from '../../database/transactions';
import { Currency } from '../../entities/currency.entity';
import { Role, User } from '../../entities/user.entity';
import { notFound } from '../common/domain-error';
import { EmailAlreadyUsedError, InputValidationError, InvalidCredentialsError } from '../common/error-results';
import { requireUser } from '../common/ownership';
import { RateLimitedError, type RateLimits, callerIp } from '../common/rate-limits';
import type { RequestContext } from '../common/request-context';
import { invalidField, validateInput } from '../common/validation';
import { notify } from '../notifications/notify';
import { changePasswordSchema, loginSchema, signupSchema } from './accounts.validation';
import { checkCurrentPassword } from './current-password';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions.service';
import type { AccessToken, TokenClaims, TokenService } from './tokens';

export interface AuthSession extends AccessToken {
  user: User;
}

/**
 * Guesses from many addresses locked the account for new addresses: its owner gets in through a reset link, which lifts
 * the lock (docs/decisions.md#the-owners-way-in), and the refusal says so.
 */
function resetInstead(error: unknown): never {
  if (error instanceof RateLimitedError)
    throw new RateLimitedError(error.retryAfterSeconds, 'choose a new password with "Forgot password?"');
  throw error;
}

/** Sign-up, log-in and the resolution of a bearer token to an active account. */
export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly rateLimits: RateLimits,
  ) {}

  /** Creates a customer account. Runs for GraphQL `signup` and REST `POST /signup`. */
  async signup(ctx: RequestContext, input: unknown): Promise<User | InputValidationError | EmailAlreadyUsedError> {
    await this.rateLimits.consume('signupPerIp', callerIp(ctx));
    const data = validateInput(signupSchema, input);
    if (data instanceof InputValidationError) return data;
    const users = this.dataSource.getRepository(User);
    const currency = await this.dataSource.getRepository(Currency).findOneBy({ id: data.currencyId });
    if (!currency) return invalidField('currencyId', 'Currency is not supported');
    if (await users.existsBy({ email: data.email })) return new EmailAlreadyUsedError();
    const passwordHash = await hashPassword(data.password);
    try {
      return await inTransaction(this.dataSource, async (m) => {
        const user = await m.save(
          m.create(User, {
            firstName: data.firstName,
            lastName: data.lastName,
            phone: data.phone,
            email: data.email,
            passwordHash,
            role: Role.CUSTOMER,
            currencyId: currency.id,
            currency,
            isActive: true,
            dob: null,
            gender: null,
          }),
        );
        // The welcome e-mail commits with the account (docs/decisions.md#notifications).
        await notify(m, { kind: 'welcome', userId: user.id });
        return user;
      });
    } catch (error) {
      // Two sign-ups with one e-mail at once: the UNIQUE index decides.
      if (isUniqueViolation(error)) return new EmailAlreadyUsedError();
      throw error;
    }
  }

  /**
   * Checks e-mail and password and issues an access token of the legacy life (JWT_TTL), as REST `POST /login`
   * documents it. Runs for REST `POST /login` and GraphQL `login` (which swaps the token for a short-lived
   * one plus a refresh cookie: SessionsService).
   */
  async login(ctx: RequestContext, input: unknown): Promise<AuthSession | InputValidationError | InvalidCredentialsError> {
    // Each attempt counts against the address, against the account from this address until one succeeds, and,
    // from an address that never logged in to the account, against the account (docs/decisions.md#rate-limits):
    // a stranger's guesses lock out the stranger, not the owner. Here, so every alias of a GraphQL request counts.
    const ip = callerIp(ctx);
    await this.rateLimits.consume('loginPerIp', ip);
    const data = validateInput(loginSchema, input);
    if (data instanceof InputValidationError) return data;
    const pair = `${data.email}|${ip}`;
    await this.rateLimits.consume('loginPerAccountAndIp', pair);
    if (!(await this.rateLimits.knowsAddress(data.email, ip)))
      await this.rateLimits.consume('loginPerAccount', data.email).catch(resetInstead);
    const user = await this.dataSource.getRepository(User).findOne({ where: { email: data.email }, relations: { currency: true } });
    if (!user || !user.isActive) {
      await burnPasswordCheck(data.password);
      return new InvalidCredentialsError();
    }
    if (!(await verifyPassword(user.passwordHash, data.password))) return new InvalidCredentialsError();
    await this.rateLimits.reset('loginPerAccountAndIp', pair);
    await this.rateLimits.reset('loginPerAccount', data.email);
    await this.rateLimits.rememberAddress(data.email, ip);
    return { ...this.tokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion }), user };
  }

  /**
   * Changes the caller's password after checking the current one, and signs the account out everywhere
   * (every access and refresh token, GraphQL and REST); the caller gets a fresh session from the resolver.
   * A wrong current password is InvalidCredentialsError. Each check of the current password counts against the
   * account, as log-in's do (docs/decisions.md#rate-limits): a stolen token is no licence to guess the password.
   * Runs for GraphQL `changePassword`.
   */
  async changePassword(ctx: RequestContext, input: unknown): Promise<User | InputValidationError | InvalidCredentialsError> {
    const caller = requireUser(ctx);
    const data = validateInput(changePasswordSchema, input);
    if (data instanceof InputValidationError) return data;
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: caller.id }, relations: { currency: true } });
    if (!user) throw notFound('User not found');
    if (!(await checkCurrentPassword(this.rateLimits, user, data.currentPassword))) return new InvalidCredentialsError();
    const passwordHash = await hashPassword(data.newPassword);
    await inTransaction(this.dataSource, async (m) => {
      await m.update(User, { id: user.id }, { passwordHash });
      await revokeUserSessions(m, user.id);
    });
    return (await this.dataSource.getRepository(User).findOne({ where: { id: user.id }, relations: { currency: true } })) ?? user;
  }

  /**
   * Resolves a bearer token to its active account, on every request that carries one, with one
   * primary-key read of the account (docs/decisions.md#tokens): its role, `isActive` and tokenVersion are
   * the database's now, so an account deactivated or demoted by any means (the back-office, an operator's
   * SQL, a replica catching up) loses its rights on its next request, and a token older than the account's
   * tokenVersion (logout, password change, a replayed refresh token) is refused.
   */
  async authenticate(token: string | null): Promise<RequestContext> {
    if (!token) return { user: null, authError: null };
    let claims: TokenClaims;
    try {
      claims = this.tokens.verify(token);
    } catch (error) {
      return { user: null, authError: (error as Error).message };
    }
    const user = await this.dataSource.getRepository(User).findOneBy({ id: claims.userId });
    if (!user || !user.isActive) return { user: null, authError: 'This account no longer exists' };
    if (claims.version !== user.tokenVersion) return { user: null, authError: 'Your session has ended, please log in again' };
    return { user, authError: null };
  }
}
