import { type KeyObject, createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '../../entities/user.entity';

export interface AccessToken {
  token: string;
  expiresAt: Date;
}

export interface TokenClaims {
  userId: number;
  role: Role;
  /** The account's tokenVersion when the token was issued; a token of an older version is refused. */
  version: number;
}

const ISSUER = 'jewellery-shop';

/** Signs and verifies the HS256 access tokens; every request's token is verified (signature, expiry, issuer). */
export class TokenService {
  /**
   * The secret as a KeyObject, made once: given a string, jsonwebtoken first tries to parse it as a
   * public key on every verify, which was half the CPU of a signed-in request answered from the cache.
   */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    /** The legacy life (JWT_TTL), for tokens of REST POST /login; GraphQL passes its shorter one. */
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: TokenClaims, ttlSeconds: number = this.ttlSeconds): AccessToken {
    const token = jwt.sign({ role: claims.role, ver: claims.version }, this.key, {
      algorithm: 'HS256',
      subject: String(claims.userId),
      issuer: ISSUER,
      expiresIn: ttlSeconds,
    });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** Returns the claims, or throws with a message fit for the caller when the token is bad or expired. */
  verify(token: string): TokenClaims {
    let payload: jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER }) as jwt.JwtPayload;
    } catch (error) {
      throw new Error(error instanceof jwt.TokenExpiredError ? 'Your session has expired, please log in again' : 'Invalid token');
    }
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) throw new Error('Invalid token');
    // Tokens signed before versions existed carry none: they count as version 0 until the first revocation.
    const version = payload.ver === undefined ? 0 : Number(payload.ver);
    if (!Number.isInteger(version) || version < 0) throw new Error('Invalid token');
    return { userId, role: payload.role as Role, version };
  }
}
