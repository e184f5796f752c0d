/**
 * Cookies the browser keeps for the server's render of the next page (shared/ssr/ssr-hints.tsx): the currency
 * prices are shown in and whether the window is wide. Read by server/src/http/ssr; not secret, not httpOnly.
 */
export const CURRENCY_COOKIE = 'shop_currency';
export const VIEWPORT_COOKIE = 'shop_viewport';

const YEAR_SECONDS = 365 * 24 * 3600;

function writeCookie(name: string, value: string): void {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies refused: the server keeps rendering in its defaults, and the page corrects itself after hydrating.
  }
}

/** The currency prices are shown in (a guest's choice or the account's); null forgets it (INR). */
export function rememberCurrency(code: string | null): void {
  if (code === null) writeCookie(CURRENCY_COOKIE, '');
  else writeCookie(CURRENCY_COOKIE, code);
}

/** Whether the window is md-wide or more (900 px, the theme's md breakpoint). */
export function rememberViewport(wide: boolean): void {
  writeCookie(VIEWPORT_COOKIE, wide ? 'wide' : 'narrow');
}
