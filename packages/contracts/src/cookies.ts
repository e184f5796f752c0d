/**
 * Cookies the browser keeps for the server's render of the next page: the currency prices are shown in and
 * whether the window is wide (client/src/shared/ssr/browser-cookies.ts writes them, the server's storefront
 * renderer reads them). Not secret, not httpOnly.
 */
export const CURRENCY_COOKIE = 'shop_currency';
export const VIEWPORT_COOKIE = 'shop_viewport';
/** Asks for a page drawn in the browser alone (to compare, or when a test fakes the API there). */
export const RENDER_COOKIE = 'shop_render';

/** Without the width cookie these user agents get the narrow layout, on the server and in the browser alike. */
export const NARROW_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;
