import { CURRENCY_COOKIE, NARROW_USER_AGENT, VIEWPORT_COOKIE } from '@shop/contracts';
import { DEFAULT_CURRENCY_CODE } from '../money/format-money';

/**
 * Writes the cookies the server's render of the next page reads (@shop/contracts' cookies; shared/ssr/ssr-hints.tsx).
 * Each is set only when the server's default would be wrong (a currency other than INR; a width other than
 * the user agent suggests), and removed otherwise. special case: renderHints (server/src/http/storefront-pages/special-cases.ts)
 */

const YEAR_SECONDS = 365 * 24 * 3600;

function writeCookie(name: string, value: string | null): void {
  try {
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies refused: the server keeps rendering with its defaults, and the page corrects itself after hydrating.
  }
}

/** The currency prices are shown in (a guest's choice or the account's). */
export function rememberCurrency(code: string): void {
  writeCookie(CURRENCY_COOKIE, code === DEFAULT_CURRENCY_CODE ? null : code);
}

/** Whether the window is md-wide or more (900 px, the theme's md breakpoint). */
export function rememberViewport(wide: boolean): void {
  const guessedWide = !NARROW_USER_AGENT.test(navigator.userAgent);
  writeCookie(VIEWPORT_COOKIE, wide === guessedWide ? null : wide ? 'wide' : 'narrow');
}

/**
 * Keeps the width cookie for the next page from the moment this page starts (after hydrating) only, not from
 * every change after it. A browser may show a page again at another width on its way out: at the end of each
 * Lighthouse run the page, restored from the back/forward cache, is shown once more in the headless window's
 * own 800 × 600 with the run's emulation off (780 pixels wide), and it is then left. Remembering that width
 * (or the width at `pagehide`) left "narrow" behind, so the next desktop run's page was drawn narrow and laid
 * out again wide after hydrating: CLS 0.43–0.47 on a listing, 0.09 on home (docs/decisions.md#lighthouse-and-layout-shift).
 * A shopper who resizes the window gets the new width from the next page on. `wideQuery` is the theme's md
 * breakpoint (`@media (min-width:900px)`). special case: viewportCookieAtStart
 */
export function rememberViewportAtStart(wideQuery: string): void {
  rememberViewport(window.matchMedia(wideQuery.replace(/^@media\s*/, '')).matches);
}
