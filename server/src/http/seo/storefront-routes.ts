/**
 * The paths the client's router (client/src/app/router.tsx) has a page for, as the server must know them to
 * answer 404 for any other (storefront-routes.spec.ts compares this list with router.tsx, so the two cannot
 * drift). `title` and `description` are the head of a page whose text does not come from the database;
 * `indexed` pages are listed in the sitemap, `private` ones are disallowed in robots.txt.
 */
export interface StorefrontRoute {
  /** React Router's pattern, relative to '/' ('' is the home page). */
  path: string;
  title?: string;
  description?: string;
  indexed?: boolean;
  private?: boolean;
  /** The query parameters the page reads besides the layout's (LAYOUT_QUERY_PARAMS); any other is not part of its address. */
  reads?: readonly string[];
}

/** What the header's search box reads on every page (client/src/app/layouts/components/header-search.tsx). */
export const LAYOUT_QUERY_PARAMS: readonly string[] = ['query'];

/** The listing's filters, sort and page (client/src/storefront/catalogue/listing-filters.ts, PARAM). */
export const LISTING_QUERY_PARAMS: readonly string[] = ['sub', 'color', 'minPrice', 'maxPrice', 'currency', 'sort', 'page'];

export const SHOP_NAME = 'Aurelia Lab Diamonds';
export const SHOP_DESCRIPTION =
  'Aurelia Lab Diamonds: lab-grown diamond and gold jewellery. Rings, necklaces, earrings, bracelets and sets.';

export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = [
  { path: '', title: SHOP_NAME, description: SHOP_DESCRIPTION, indexed: true },
  { path: 'allproduct', title: 'All Jewellery', indexed: true, reads: LISTING_QUERY_PARAMS },
  { path: 'allproduct/:categoryId', reads: LISTING_QUERY_PARAMS },
  // The legacy address of the ring category's listing: canonical to /allproduct/<id>, which the sitemap lists.
  { path: 'allproductring', title: 'Rings', reads: LISTING_QUERY_PARAMS },
  { path: 'product/:id' },
  { path: 'about', title: 'About us', indexed: true },
  { path: 'contact', title: 'Contact us', indexed: true },
  { path: 'checkout', title: 'Checkout', private: true },
  { path: 'order/:orderId/payment', title: 'Payment', private: true },
  // Log in and sign up hold nothing of anyone's: crawlable (Lighthouse's SEO audit fails a measured page that
  // is not), though not listed in the sitemap.
  { path: 'login', title: 'Log in' },
  { path: 'signup', title: 'Sign up' },
  { path: 'profile', title: 'My account', private: true },
  { path: 'forgot-password', title: 'Forgot password', private: true },
  { path: 'reset-password', title: 'Reset password', private: true },
  { path: 'confirm-email', title: 'Confirm your new e-mail', private: true },
  { path: 'undo-account-change', title: 'Undo a change to your account', private: true },
  { path: 'track-order', title: 'Track your order', private: true },
  // A page that brings visitors in: a guest reads what it offers and is asked to log in to send a design.
  { path: 'design-your-own', title: 'Design your own', indexed: true },
  { path: 'return-exchange', title: 'Return and exchange', indexed: true },
  { path: 'shipping-policy', title: 'Shipping policy', indexed: true },
  { path: 'privacy-policy', title: 'Privacy policy', indexed: true },
];

/** The back-office tree ('/admin/*' in router.tsx): never indexed, always the SPA. */
export const ADMIN_ROUTE = 'admin';

export interface RouteMatch {
  route: StorefrontRoute;
  params: Record<string, string>;
}

function compile(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // React Router matches case-insensitively and takes a trailing slash.
  return { regex: new RegExp(`^/${source}/?$`, 'i'), names };
}

const COMPILED = STOREFRONT_ROUTES.map((route) => ({ route, ...compile(route.path) }));

/** The storefront route a path names, or null (the client would show its Not found page). */
export function matchStorefrontRoute(pathname: string): RouteMatch | null {
  for (const { route, regex, names } of COMPILED) {
    const found = regex.exec(pathname);
    if (!found) continue;
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
    } catch {
      return null;
    }
    return { route, params };
  }
  return null;
}

/** Whether a path is in the back-office tree (`/admin`, `/admin/...`). */
export const isAdminPath = (pathname: string): boolean => /^\/admin(\/|$)/i.test(pathname);

/**
 * A page's address as far as the page can tell: its path and only the query parameters it reads (the
 * layout's and its own), sorted by name, so `/product/1?utm=7` and `/product/1` are one page (one server
 * render, one cache entry) and a made-up parameter cannot make a new one.
 */
export function pageAddress(pathname: string, search: string, route: StorefrontRoute): string {
  const reads = new Set([...LAYOUT_QUERY_PARAMS, ...(route.reads ?? [])]);
  const kept = [...new URLSearchParams(search)].filter(([name]) => reads.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}
