import { SHOP_DESCRIPTION, SHOP_NAME } from './identity';

/**
 * One page of the storefront. The client's router (client/src/app/router.tsx) gives each its page element by
 * `id`; the server (server/src/http/storefront-pages) matches a request's path against the same entries with React
 * Router's `matchRoutes`, for the status, the head, robots.txt, sitemap.xml and whether it draws the page.
 */
export interface StorefrontRouteEntry<Id extends string = string> {
  /** The route's name: React Router's route id on both sides. */
  readonly id: Id;
  /** React Router's pattern under the storefront's '/': '' is the home page (an index route), '*' any other path. */
  readonly path: string;
  /**
   * Where the page's title comes from: `fixed`, this entry's `title` (and `description`); `product`, the
   * product's name; `listing`, the category's name (`title` is the listing of every category). The server
   * answers 404 for a product or category id that names none.
   */
  readonly head: 'fixed' | 'product' | 'listing';
  readonly title?: string;
  /** The head's description; absent: the shop's (SHOP_DESCRIPTION). */
  readonly description?: string;
  /** In sitemap.xml: `fixed`, without a date; `catalogue`, dated by the newest product (the page shows products). */
  readonly sitemap?: 'fixed' | 'catalogue';
  /**
   * Someone's own page (account, checkout, links from e-mails): disallowed in robots.txt, `noindex`, and drawn in
   * the browser only, never by the server.
   */
  readonly private?: boolean;
  /** The query parameters the page reads besides the layout's (LAYOUT_QUERY_PARAMS); any other is not part of its address. */
  readonly reads?: readonly string[];
  /** The HTTP status of the page when not 200: the Not found page's 404. */
  readonly status?: 404;
}

/** What the header's search box reads on every page (client/src/app/layouts/components/header-search.tsx). */
export const LAYOUT_QUERY_PARAMS: readonly string[] = ['query'];

/** The listing's filters, sort and page (client/src/storefront/catalogue/listing-filters.ts, PARAM). */
export const LISTING_QUERY_PARAMS: readonly string[] = ['sub', 'color', 'minPrice', 'maxPrice', 'currency', 'sort', 'page'];

/** The category parameter of the listing of every category (`/allproduct/all`, where the header's search goes). */
export const ALL_CATEGORIES = 'all';

const TABLE = [
  { id: 'home', path: '', head: 'fixed', title: SHOP_NAME, description: SHOP_DESCRIPTION, sitemap: 'catalogue' },
  { id: 'all-jewellery', path: 'allproduct', head: 'listing', title: 'All Jewellery', sitemap: 'catalogue', reads: LISTING_QUERY_PARAMS },
  // `all` or a category's id; the sitemap lists each category's address (server/src/http/seo/seo-routes.ts).
  { id: 'category', path: 'allproduct/:categoryId', head: 'listing', reads: LISTING_QUERY_PARAMS },
  // The legacy address of the ring category's listing: canonical to /allproduct/<id>, which the sitemap lists.
  { id: 'rings', path: 'allproductring', head: 'listing', reads: LISTING_QUERY_PARAMS },
  { id: 'product', path: 'product/:id', head: 'product' },
  { id: 'about', path: 'about', head: 'fixed', title: 'About us', sitemap: 'fixed' },
  { id: 'contact', path: 'contact', head: 'fixed', title: 'Contact us', sitemap: 'fixed' },
  { id: 'checkout', path: 'checkout', head: 'fixed', title: 'Checkout', private: true },
  { id: 'order-payment', path: 'order/:orderId/payment', head: 'fixed', title: 'Payment', private: true },
  // Log in and sign up hold nothing of anyone's: crawlable (Lighthouse's SEO audit fails a measured page that
  // is not), though not listed in the sitemap.
  { id: 'login', path: 'login', head: 'fixed', title: 'Log in' },
  { id: 'signup', path: 'signup', head: 'fixed', title: 'Sign up' },
  { id: 'profile', path: 'profile', head: 'fixed', title: 'My account', private: true },
  { id: 'forgot-password', path: 'forgot-password', head: 'fixed', title: 'Forgot password', private: true },
  { id: 'reset-password', path: 'reset-password', head: 'fixed', title: 'Reset password', private: true },
  { id: 'confirm-email', path: 'confirm-email', head: 'fixed', title: 'Confirm your new e-mail', private: true },
  { id: 'undo-account-change', path: 'undo-account-change', head: 'fixed', title: 'Undo a change to your account', private: true },
  { id: 'track-order', path: 'track-order', head: 'fixed', title: 'Track your order', private: true },
  // A page that brings visitors in: a guest reads what it offers and is asked to log in to send a design.
  { id: 'design-your-own', path: 'design-your-own', head: 'fixed', title: 'Design your own', sitemap: 'fixed' },
  { id: 'return-exchange', path: 'return-exchange', head: 'fixed', title: 'Return and exchange', sitemap: 'fixed' },
  { id: 'shipping-policy', path: 'shipping-policy', head: 'fixed', title: 'Shipping policy', sitemap: 'fixed' },
  { id: 'privacy-policy', path: 'privacy-policy', head: 'fixed', title: 'Privacy policy', sitemap: 'fixed' },
  { id: 'not-found', path: '*', head: 'fixed', title: 'Page not found', status: 404 },
] as const satisfies readonly StorefrontRouteEntry[];

type TableEntry = (typeof TABLE)[number];
export type StorefrontRouteId = TableEntry['id'];
export type StorefrontRoute = StorefrontRouteEntry<StorefrontRouteId>;

/** Every page of the storefront, in the order router.tsx lists them (React Router ranks them itself). */
export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = TABLE;

/** The pages whose address has no parameter: `pagePath` builds them. */
export type FixedPageId = (TableEntry extends infer E ? (E extends { path: `${string}:${string}` | '*' } ? never : E) : never)['id'];

const byId = new Map<string, StorefrontRoute>(STOREFRONT_ROUTES.map((route) => [route.id, route]));

export function storefrontRoute(id: StorefrontRouteId): StorefrontRoute {
  return byId.get(id)!;
}

/** The route as React Router's route object takes it: an index route for the home page, else its path, with its id. */
export function routeShape(route: StorefrontRoute): { id: StorefrontRouteId; index: true } | { id: StorefrontRouteId; path: string } {
  return route.path === '' ? { id: route.id, index: true } : { id: route.id, path: route.path };
}

/** Whether the server draws the page (a public one); private pages are index.html, drawn in the browser. */
export const isServerRendered = (route: StorefrontRoute): boolean => !route.private;

/** The back-office's tree: one top-level route (`/admin/*`), never indexed, always drawn in the browser. */
export const ADMIN_PATH = '/admin';

// Storefront links, made from the table's patterns. Parameters are URI-encoded, as React Router's generatePath does.
function fill(id: StorefrontRouteId, params: Record<string, number | string> = {}): string {
  return `/${storefrontRoute(id).path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))}`;
}

/** The address of a page without parameters: `pagePath('about')` is '/about', `pagePath('home')` '/'. */
export const pagePath = (id: FixedPageId): string => fill(id);
/** A product's page. */
export const productPath = (productId: number | string): string => fill('product', { id: productId });
/** A category's listing; `categoryPath(ALL_CATEGORIES)` (ALL_JEWELLERY_PATH) lists every category. */
export const categoryPath = (categoryId: number | string): string => fill('category', { categoryId });
/** Every category's listing, where the header's search and the "shop" buttons lead. */
export const ALL_JEWELLERY_PATH = categoryPath(ALL_CATEGORIES);
/** An order's payment page (the returnUrl the server gives every payment provider). */
export const orderPaymentPath = (orderId: number | string): string => fill('order-payment', { orderId });
