interface JwtClaims {
  exp?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // atob yields Latin-1; re-decode so non-ASCII claims survive.
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without verifying it (the server verifies; the client only needs `exp`). */
export function decodeJwtClaims(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/** Milliseconds since the epoch at which the token expires, or null when it carries no `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeJwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** A token that cannot be decoded counts as expired; one without `exp` never expires on the client. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  if (decodeJwtClaims(token) === null) return true;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt <= now;
}
