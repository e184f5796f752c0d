/** The API base under which the server serves uploaded files (same origin; proxied by Vite in development). */
export const API_BASE = '/api/';

/**
 * Image paths from the API are relative to the API base ('uploads/categories/rings.webp').
 * Absolute URLs and root-relative paths are used as they are.
 */
export function apiAssetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return API_BASE + path.replace(/^\.?\//, '');
}
