import { ConfigError } from '../config/config-error';

/**
 * Reads an optional `<PROVIDER>_API_URL`: where the provider's SDK sends its calls instead of the provider's
 * public API (a local stand-in in the tests, docs/decisions.md#payment-providers). Refused in production, where
 * a forgotten stand-in would take orders without taking money.
 */
export function optionalApiUrl(env: NodeJS.ProcessEnv, name: string): URL | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as http://127.0.0.1:4010 (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL such as http://127.0.0.1:4010 (got "${raw}")`);
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(`${name} is for tests only (a local stand-in of the provider's API): unset it when NODE_ENV=production`);
  }
  return url;
}

/** A required secret: its value is never echoed in the error, only its name and what it should look like. */
export function requiredSecret(env: NodeJS.ProcessEnv, name: string, pattern: RegExp, shape: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is required by the chosen payment provider (${shape})`);
  if (!pattern.test(value)) throw new ConfigError(`${name} does not look right: expected ${shape}`);
  return value;
}
