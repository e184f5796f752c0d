import type { Request, Response } from 'express';

/** The refresh token's cookie (docs/decisions.md#sessions). */
export const REFRESH_COOKIE_NAME = 'aurelia_refresh';
/** Only the GraphQL endpoint (refreshSession, logout, login) ever needs it. */
export const REFRESH_COOKIE_PATH = '/graphql';

/** The refresh cookie of one GraphQL request: read it, set it, clear it. */
export interface SessionCookie {
  read(): string | null;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (never sent by another site's page; the storefront only
 * sends it from its own pages), Path=/graphql, and Secure when the request came over HTTPS (directly, or
 * through a proxy on the loopback that says so with X-Forwarded-Proto) or COOKIE_SECURE=true. Plain
 * http://localhost stays usable for `npm start` and the tests.
 */
export function sessionCookie(req: Request, res: Response, alwaysSecure: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: alwaysSecure || req.secure } as const;
  return {
    read: () => readCookie(req.headers.cookie, REFRESH_COOKIE_NAME),
    set: (token, expiresAt) => {
      res.cookie(REFRESH_COOKIE_NAME, token, { ...options, expires: expiresAt });
    },
    clear: () => {
      res.clearCookie(REFRESH_COOKIE_NAME, options);
    },
  };
}
