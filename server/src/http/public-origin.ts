import type { Request } from 'express';

/** What decides the shop's own address in the absolute URLs the server writes (config/index.ts). */
export interface PublicOriginSettings {
  /** PUBLIC_URL without a trailing slash (required in production): always the answer when set. */
  publicUrl: string | null;
  /** Without PUBLIC_URL (development, tests): the host names a request's Host header may name (lower case). */
  allowedHosts: readonly string[];
}

/** What a request says about where it was sent: Express's protocol, its Host header and the port it reached. */
export interface RequestAddress {
  protocol: string;
  host: string | undefined;
  localPort: number | undefined;
}

// A host name or a bracketed IPv6 address, and an optional port: nothing else (no path, no user, no query).
const HOST_HEADER = /^(?<name>[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin (`https://shop.example.com`) of every absolute URL the server writes: links in e-mails, the sitemap,
 * canonical and Open Graph addresses, payment return URLs (docs/decisions.md#public-url). PUBLIC_URL when it is set;
 * otherwise (never in production) the request's own Host when its host name is allowed (localhost, the loopback
 * addresses, HOST, ALLOWED_HOSTS), else `localhost` on the port the request reached. The Host header is the
 * caller's to choose: a forged one must never put another site into a password-reset link.
 */
export function originOf(settings: PublicOriginSettings, request: RequestAddress): string {
  if (settings.publicUrl) return settings.publicUrl;
  // Behind a trusted proxy Express takes the protocol from X-Forwarded-Proto as sent: only the two schemes pass.
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = request.host?.trim().toLowerCase() ?? '';
  const name = HOST_HEADER.exec(host)?.groups?.name;
  if (name && settings.allowedHosts.includes(name)) return `${protocol}://${host}`;
  return `${protocol}://localhost${request.localPort ? `:${request.localPort}` : ''}`;
}

/** originOf for an Express request: the one function every absolute URL of a request goes through. */
export function publicOrigin(settings: PublicOriginSettings): (req: Request) => string {
  return (req) => originOf(settings, { protocol: req.protocol, host: req.get('host'), localPort: req.socket.localPort });
}
