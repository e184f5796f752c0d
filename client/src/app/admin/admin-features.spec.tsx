import { describe, expect, it } from '@jest/globals';
import { matchRoutes } from 'react-router-dom';
import { ADMIN_ROUTES } from './admin-area';
import { ADMIN_FEATURES, ADMIN_MENU, ADMIN_PAGES } from './admin-features';
import { activeMenuEntry, adminMenuOf, pathsClaimedTwice } from './admin-registry';

/** The route that answers an address under /admin, unless only the "page not found" catch-all does. */
function routeServing(url: string) {
  const { pathname } = new URL(url, 'http://shop.test');
  const leaf = matchRoutes(ADMIN_ROUTES, pathname, '/admin')?.at(-1)?.route;
  return leaf && leaf.path !== '*' ? leaf : undefined;
}

// Every builder of every feature, called with a stand-in argument where it takes one (the path is what counts).
const builtUrls = ADMIN_FEATURES.flatMap((feature) =>
  Object.entries(feature.urls).map(([name, build]) => ({
    builder: `${feature.name}: ${name}`,
    url: (build as (argument: unknown) => string)(1),
  })),
);

describe('the back-office features, as their descriptors declare them', () => {
  it('never claim one address twice', () => {
    // Act
    const twice = pathsClaimedTwice(ADMIN_FEATURES);

    // Assert: each line names the address and the features that claim it.
    expect(twice).toEqual([]);
  });

  it('lead every menu entry and every URL builder to a route that serves it', () => {
    // Act
    const unserved = [
      ...ADMIN_MENU.filter((entry) => !routeServing(entry.to)).map((entry) => `menu "${entry.label}": ${entry.to}`),
      ...builtUrls.filter(({ url }) => !routeServing(url)).map(({ builder, url }) => `${builder}: ${url}`),
    ];

    // Assert
    expect(unserved).toEqual([]);
  });

  it('put every page under a page, and order the menu as the specification does', () => {
    // Act
    const orphans = Object.entries(ADMIN_PAGES).filter(([, page]) => page.parent !== undefined && !ADMIN_PAGES[page.parent]);

    // Assert
    expect(orphans).toEqual([]);
    expect(ADMIN_MENU.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Sliders',
      'Product Attributes',
      'Products',
      'Orders',
      'Couriers',
      'Instagram',
      'Users',
      'Contacts',
    ]);
  });

  it('light the menu entry of the page, else of the page it sits under', () => {
    // Arrange
    const lit = (pathname: string) => activeMenuEntry(ADMIN_MENU, ADMIN_PAGES, pathname)?.label ?? null;

    // Act
    const read = [
      '/admin',
      '/admin/slider',
      '/admin/metal-types/',
      '/admin/product-variants',
      '/admin/couriers',
      '/admin/nowhere',
      '/admin/frame',
    ].map((pathname) => [pathname, lit(pathname)]);

    // Assert: couriers sit under orders in the trail but have an entry of their own.
    expect(read).toEqual([
      ['/admin', 'Dashboard'],
      ['/admin/slider', 'Sliders'],
      ['/admin/metal-types/', 'Product Attributes'],
      ['/admin/product-variants', 'Products'],
      ['/admin/couriers', 'Couriers'],
      ['/admin/nowhere', null],
      ['/admin/frame', null],
    ]);
  });

  it('light the dashboard on the dashboard only', () => {
    // Arrange: a page straight under the dashboard without a menu entry of its own.
    const pages = { '': { title: 'Dashboard' }, reports: { title: 'Reports', parent: '' } };
    const menu = adminMenuOf([
      { name: 'dashboard', routes: [], menu: { label: 'Dashboard', icon: ADMIN_MENU[0].icon, order: 1, to: '/admin' }, urls: {} },
    ]);

    // Act / Assert
    expect(activeMenuEntry(menu, pages, '/admin/reports')).toBeUndefined();
    expect(activeMenuEntry(menu, pages, '/admin')?.label).toBe('Dashboard');
  });
});
