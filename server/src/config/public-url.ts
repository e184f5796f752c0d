import { ConfigError } from './config-error';

// Host names, comma-separated: a development server reached by another name than localhost.
const HOST_LIST = /^[\w.\-[\]:]+(\s*,\s*[\w.\-[\]:]+)*$/;

/** PUBLIC_URL without a trailing slash (empty counts as unset: null); a value that is no http(s) address throws ConfigError. */
export function parsePublicUrl(env: NodeJS.ProcessEnv): string | null {
  const rawUrl = env.PUBLIC_URL?.trim();
  if (!rawUrl) return null;
  let url: URL | null = null;
  try {
    url = new URL(rawUrl);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_URL must be the shop's http(s) address, e.g. https://shop.example.com (got "${env.PUBLIC_URL}")`);
  }
  return url.toString().replace(/\/+$/, '');
}

/**
 * Where the absolute URLs the server writes point (http/public-origin.ts; docs/decisions.md#public-url): PUBLIC_URL,
 * the shop's address in every link and payment return URL, which production cannot do without, and, for development
 * without it, the host names a request's Host may name: localhost, 127.0.0.1, [::1], HOST when it names one, and
 * ALLOWED_HOSTS.
 */
export function publicOriginSettings(
  env: NodeJS.ProcessEnv,
  host: string,
  publicUrl: string | null = parsePublicUrl(env),
): { publicUrl: string | null; allowedHosts: string[] } {
  if (!publicUrl && env.NODE_ENV === 'production')
    throw new ConfigError(
      "PUBLIC_URL is required when NODE_ENV=production (the shop's address as shoppers reach it, e.g. https://shop.example.com)",
    );
  const allowed = env.ALLOWED_HOSTS?.trim() ?? '';
  if (allowed && !HOST_LIST.test(allowed))
    throw new ConfigError(`ALLOWED_HOSTS must be host names separated by commas, e.g. shop.test,192.168.1.20 (got "${env.ALLOWED_HOSTS}")`);
  const listening = ['0.0.0.0', '::', '[::]'].includes(host) ? [] : [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host];
  const names = ['localhost', '127.0.0.1', '[::1]', ...listening, ...allowed.split(',')].map((name) => name.trim().toLowerCase());
  return { publicUrl, allowedHosts: [...new Set(names.filter(Boolean))] };
}
