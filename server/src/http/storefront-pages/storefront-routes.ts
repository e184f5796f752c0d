import { createRequire } from 'node:module';
import { ADMIN_PATH, LAYOUT_QUERY_PARAMS, STOREFRONT_ROUTES, type StorefrontRoute, routeShape, storefrontRoute } from '@shop/contracts';

/** A route object as React Router's `matchRoutes` reads it (no elements: the server only names the page). */
interface RouteShape {
  id?: string;
  path?: string;
  index?: boolean;
  children?: RouteShape[];
}

type MatchRoutes = (routes: RouteShape[], pathname: string) => { route: RouteShape; params: Record<string, string | undefined> }[] | null;

// React Router's own matcher, loaded without its type declarations (they bring React's global DOM stand-ins,
// HTMLElement, Blob…, into the server's program, where they change the browser tests' types), and on first use,
// as the server render loads React: a server that serves no page never parses it.
let loaded: MatchRoutes | null = null;
const matchRoutes: MatchRoutes = (routes, pathname) => {
  loaded ??= (createRequire(__filename)('react-router') as { matchRoutes: MatchRoutes }).matchRoutes;
  return loaded(routes, pathname);
};

/**
 * The storefront's pages as the client's router (client/src/app/router.tsx) has them: the same table
 * (@shop/contracts, STOREFRONT_ROUTES) under '/', matched by React Router itself, so the server answers 404
 * exactly where the browser would show its Not found page (client/src/app/route-agreement.spec.tsx checks it).
 */
const ROUTE_OBJECTS: RouteShape[] = [{ path: '/', children: STOREFRONT_ROUTES.map(routeShape) }];

export interface RouteMatch {
  route: StorefrontRoute;
  params: Record<string, string>;
}

const NOT_FOUND: RouteMatch = { route: storefrontRoute('not-found'), params: {} };

/** Whether every escape in the path decodes (React Router would keep a segment that does not as it is, and warn). */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The storefront page a path names, with its parameters; the Not found route (status 404) for any other path,
 * and for one whose escapes do not decode.
 */
export function matchStorefrontRoute(pathname: string): RouteMatch {
  const leaf = decodes(pathname) ? matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1) : undefined;
  const route = leaf && STOREFRONT_ROUTES.find((entry) => entry.id === leaf.route.id);
  if (!leaf || !route || route.status === 404) return NOT_FOUND;
  return {
    route,
    params: Object.fromEntries(Object.entries(leaf.params).filter((pair): pair is [string, string] => pair[1] !== undefined)),
  };
}

/** Whether a path is in the back-office tree (`/admin`, `/admin/...`). */
export const isAdminPath = (pathname: string): boolean =>
  pathname.toLowerCase() === ADMIN_PATH || pathname.toLowerCase().startsWith(`${ADMIN_PATH}/`);

/**
 * A page's address as far as the page can tell: its path and only the query parameters it reads (the
 * layout's and its own), sorted by name, so `/product/1?utm=7` and `/product/1` are one page (one server
 * render, one cache entry) and a made-up parameter cannot make a new one (special case: pageAddress).
 */
export function pageAddress(pathname: string, search: string, route: StorefrontRoute): string {
  const reads = new Set([...LAYOUT_QUERY_PARAMS, ...(route.reads ?? [])]);
  const kept = [...new URLSearchParams(search)].filter(([name]) => reads.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}
