import type { User } from '../../entities/user.entity';

/**
 * Who is calling, passed first to every service method (as Vendure's RequestContext is).
 * `user` is the verified, active account of the request's bearer token; `authError` says why a
 * token that was sent was not accepted (expired, invalid, account gone).
 */
export interface RequestContext {
  readonly user: User | null;
  readonly authError: string | null;
  /** The caller's address (Express `req.ip`, trusting a proxy on loopback only), for per-IP rate limits; absent in-process. */
  readonly ip?: string | null;
}

export const anonymousContext = (): RequestContext => ({ user: null, authError: null });
