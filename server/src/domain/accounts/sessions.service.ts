import { randomBytes } from 'node:crypto';
import { type DataSource, type EntityManager, In, IsNull, LessThan } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { RefreshToken } from '../../entities/refresh-token.entity';
import { User } from '../../entities/user.entity';
import type { RequestContext } from '../common/request-context';
import { isOpaqueToken, newOpaqueToken, sha256 } from './opaque-tokens';
import type { AccessToken, TokenService } from './tokens';

/** A refresh token as handed to the browser (in the cookie only), with its end of life. */
export interface RefreshGrant {
  token: string;
  expiresAt: Date;
}

/** A browser session: a short-lived access token for memory, a refresh token for the cookie. */
export interface BrowserSession {
  access: AccessToken;
  refresh: RefreshGrant;
  user: User;
}

export interface SessionLifetimes {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/**
 * Signs the account out everywhere at once: bumps users.tokenVersion (every access token carries the
 * version it was issued with, and AccountsService.authenticate refuses an older one) and revokes every
 * refresh token. Runs in the caller's transaction for logout, password change, deactivation and demotion.
 */
export async function revokeUserSessions(m: EntityManager, userId: number, now: Date = new Date()): Promise<void> {
  await m
    .createQueryBuilder()
    .update(User)
    .set({ tokenVersion: () => 'tokenVersion + 1' })
    .where('id = :userId', { userId })
    .execute();
  await m.getRepository(RefreshToken).update({ userId, revokedAt: IsNull() }, { revokedAt: now });
}

/**
 * Browser sessions (docs/decisions.md#sessions): issues the access token and the refresh token of a
 * GraphQL login, rotates the refresh token on every use (a token presented twice revokes its whole
 * family), and logs out. Refresh tokens are stored as their sha256 only.
 */
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly lifetimes: SessionLifetimes,
  ) {}

  /** A short-lived access token for this account (GraphQL login, refresh, password change). */
  accessToken(user: User): AccessToken {
    return this.tokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion }, this.lifetimes.accessTtlSeconds);
  }

  /** Starts a new refresh-token family for a user who has just proved who they are. */
  async start(user: User): Promise<BrowserSession> {
    const refresh = await inTransaction(this.dataSource, async (m) => {
      // The account's expired tokens are of no more use, even to tell a replay (an expired token is refused anyway).
      // Found by a plain read and deleted by id: a DELETE ranging over the userId index takes gap locks on
      // MariaDB, and two log-ins of neighbouring accounts then deadlock on their INSERTs.
      const expired = await m.getRepository(RefreshToken).find({
        select: { id: true },
        where: { userId: user.id, expiresAt: LessThan(new Date()) },
      });
      if (expired.length > 0) await m.getRepository(RefreshToken).delete({ id: In(expired.map((row) => row.id)) });
      return this.issueRefresh(m, user, randomBytes(16).toString('hex'));
    });
    return { access: this.accessToken(user), refresh, user };
  }

  /**
   * Exchanges a refresh token for a new access token and a new refresh token of the same family. Null
   * when the token is unknown, expired, revoked, of an older tokenVersion or of an inactive account; a
   * token that was already exchanged (stolen and replayed, or replayed by the thief's victim) signs the
   * account out everywhere (revokeUserSessions): whoever holds the newer refresh token, and every access
   * token already issued from it, stop working at once. Access tokens name no family, so the token
   * version, which every request checks, is what ends them. Runs for GraphQL `refreshSession`.
   */
  async refresh(rawToken: string | null): Promise<BrowserSession | null> {
    if (!rawToken || !isOpaqueToken(rawToken)) return null;
    const now = new Date();
    const row = await this.dataSource.getRepository(RefreshToken).findOne({
      where: { tokenHash: sha256(rawToken) },
      relations: { user: { currency: true } },
    });
    if (!row?.user || row.revokedAt) return null;
    if (row.usedAt) {
      await this.endAfterReplay(row.userId, now);
      return null;
    }
    const user = row.user;
    if (row.expiresAt <= now || !user.isActive || row.tokenVersion !== user.tokenVersion) return null;
    const refresh = await inTransaction(this.dataSource, async (m) => {
      // Only one exchange of a token wins, even when two arrive at once: the loser counts as a replay.
      const claimed = await m.getRepository(RefreshToken).update({ id: row.id, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) return null;
      return this.issueRefresh(m, user, row.familyId, row.tokenVersion);
    });
    if (!refresh) {
      await this.endAfterReplay(row.userId, now);
      return null;
    }
    return { access: this.accessToken(user), refresh, user };
  }

  /**
   * Logs the caller out everywhere: their access tokens (GraphQL and REST) and refresh tokens stop
   * working at once. The caller is the bearer token's account, or else the refresh cookie's (an expired
   * access token must not keep a browser from logging out). Runs for GraphQL `logout`.
   */
  async logout(ctx: RequestContext, rawRefreshToken: string | null): Promise<boolean> {
    let userId = ctx.user?.id ?? null;
    if (userId === null && rawRefreshToken && isOpaqueToken(rawRefreshToken)) {
      const row = await this.dataSource.getRepository(RefreshToken).findOneBy({ tokenHash: sha256(rawRefreshToken) });
      if (row && !row.revokedAt && !row.usedAt) userId = row.userId;
    }
    if (userId === null) return false;
    const id = userId;
    await inTransaction(this.dataSource, (m) => revokeUserSessions(m, id));
    return true;
  }

  private async issueRefresh(m: EntityManager, user: User, familyId: string, tokenVersion = user.tokenVersion): Promise<RefreshGrant> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.lifetimes.refreshTtlSeconds * 1000);
    await m
      .getRepository(RefreshToken)
      .insert({ userId: user.id, familyId, tokenVersion, tokenHash: sha256(token), expiresAt, usedAt: null, revokedAt: null });
    return { token, expiresAt };
  }

  /** A replayed refresh token: the family is compromised, and its access tokens with it. */
  private async endAfterReplay(userId: number, now: Date): Promise<void> {
    await inTransaction(this.dataSource, (m) => revokeUserSessions(m, userId, now));
  }
}
