import jwt from 'jsonwebtoken';
import type { Role } from '../../entities/user.entity';

export interface AccessToken {
  token: string;
  expiresAt: Date;
}

export interface TokenClaims {
  userId: number;
  role: Role;
}

const ISSUER = 'jewellery-shop';

/** Signs and verifies the HS256 access tokens; every request's token is verified (signature, expiry, issuer). */
export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  sign(claims: TokenClaims): AccessToken {
    const token = jwt.sign({ role: claims.role }, this.secret, {
      algorithm: 'HS256',
      subject: String(claims.userId),
      issuer: ISSUER,
      expiresIn: this.ttlSeconds,
    });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** Returns the claims, or throws with a message fit for the caller when the token is bad or expired. */
  verify(token: string): TokenClaims {
    let payload: jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER }) as jwt.JwtPayload;
    } catch (error) {
      throw new Error(error instanceof jwt.TokenExpiredError ? 'Your session has expired, please log in again' : 'Invalid token');
    }
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) throw new Error('Invalid token');
    return { userId, role: payload.role as Role };
  }
}
