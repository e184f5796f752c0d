import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ADMIN_PATH, STOREFRONT_ROUTES } from '@shop/contracts';
import { type RouteObject, matchRoutes } from 'react-router-dom';
import { isAdminPath, matchStorefrontRoute } from '../../../server/src/http/storefront-pages/storefront-routes';

// The route error view reads Vite's import.meta.env, which jest's CommonJS cannot load; the test needs only the
// tree, so router.tsx is loaded after the mock.
jest.mock('../shared/ui/route-error-view', () => ({ RouteErrorView: () => null }));
let routes: RouteObject[] = [];
beforeAll(async () => {
  ({ routes } = await import('./router'));
});

// The browser's router (router.tsx) and the server's status, head and render (server/src/http/storefront-pages) both come from
// the route table in @shop/contracts: for any path they must name the same page, or the server would answer
// 404 for a page the browser shows, or draw a page the browser replaces with another.

const ADMIN = 'admin';
const SAMPLE_PARAMS: Record<string, string> = { id: '12', categoryId: '3', orderId: '7' };

/** An address of a table entry: its pattern with sample parameters ('*' a path no page has). */
const sampleUrl = (path: string): string =>
  `/${path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name]).replace('*', 'no-such-page/at-all')}`;

/** The page the browser shows for a path: the id of the deepest matched route, ADMIN for the back-office tree. */
function clientPick(pathname: string): string | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf?.path === `${ADMIN_PATH}/*` ? ADMIN : leaf?.id;
}

/** The page the server answers a path with (status, head, server render). */
const serverPick = (pathname: string): string => (isAdminPath(pathname) ? ADMIN : matchStorefrontRoute(pathname).route.id);

/** What each page of the tree (a route without children) is: its id, ADMIN, or a note of a page the table lacks. */
const pagesOf = (tree: RouteObject[]): string[] =>
  tree.flatMap((route) =>
    route.children ? pagesOf(route.children) : [route.path === `${ADMIN_PATH}/*` ? ADMIN : (route.id ?? `no id: ${route.path}`)],
  );

describe('the client router and the server agree on the page a path names', () => {
  it('routes every entry of the table once, with its id, and no other page but the back-office tree', () => {
    const tableIds = STOREFRONT_ROUTES.map((route) => route.id);
    expect(pagesOf(routes).sort()).toEqual([...tableIds, ADMIN].sort());
  });

  it.each(STOREFRONT_ROUTES.map((route) => [route.id, sampleUrl(route.path)]))('%s (%s): both pick it', (id, url) => {
    expect({ client: clientPick(url), server: serverPick(url) }).toEqual({ client: id, server: id });
  });

  it.each([
    ['/', 'home'],
    ['/About/', 'about'],
    ['/PRODUCT/5/', 'product'],
    ['/product/5/extra', 'not-found'],
    ['/product', 'not-found'],
    ['/allproduct/all', 'category'],
    ['/allproducts', 'not-found'],
    ['/allproductring/', 'rings'],
    ['/order/7', 'not-found'],
    ['/order/7/payment/', 'order-payment'],
    ['/profile/orders', 'not-found'],
    ['/admin', ADMIN],
    ['/admin/products/3', ADMIN],
    ['/Admin/Orders', ADMIN],
    ['/administrator', 'not-found'],
  ])('%s: both pick %s', (url, id) => {
    expect({ client: clientPick(url), server: serverPick(url) }).toEqual({ client: id, server: id });
  });
});
