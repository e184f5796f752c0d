import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';

/** A back-office screen: what it shows at one child path of /admin, and how the shell names it. */
export interface AdminScreen {
  /** The child path under /admin ('' is the dashboard, the area's index). */
  path: string;
  /**
   * The screen's view. The whole back-office is one lazy chunk (app/router.tsx loads app/admin/admin-area),
   * and only that chunk imports the descriptors, so a view imported here never reaches the storefront.
   */
  view: ComponentType;
  /** The breadcrumbs', browser tab's and top-bar search's name of the page. */
  title: string;
  /** The child path of the page it sits under ('' is the dashboard); absent for the dashboard itself. */
  parent?: string;
}

/** An old address that still works: it sends the browser on, replacing itself in the history. */
export interface AdminRedirect {
  path: string;
  redirectTo: string;
}

export type AdminRoute = AdminScreen | AdminRedirect;

/** A feature's entry in the back-office side menu. */
export interface AdminMenuEntry {
  label: string;
  icon: SvgIconComponent;
  /** Its place in the menu, smallest first. */
  order: number;
  /** Where it leads: one of the feature's URL builders. */
  to: string;
}

/**
 * Everything the back-office shell knows about one feature (client/src/admin/<feature>/<feature>-feature.ts):
 * its routes, its menu entry and its URL builders. app/admin/admin-features.ts lists the features; the
 * routes, the menu, the breadcrumbs and the top-bar search's pages are built from that list.
 */
export interface AdminFeature {
  /** The feature's folder under client/src/admin. */
  name: string;
  routes: readonly AdminRoute[];
  menu?: AdminMenuEntry;
  /** The feature's <feature>-urls.ts builders, the one way other code writes its addresses. */
  urls: Readonly<Record<string, (...args: never) => string>>;
}

export const isRedirect = (route: AdminRoute): route is AdminRedirect => 'redirectTo' in route;

/**
 * A feature of one list page: its one route, and a menu entry that leads to that list (`urls.list()`).
 * Features with more pages, or none in the menu, write their descriptor out.
 */
export function listPageFeature(
  name: string,
  page: AdminScreen,
  menu: Omit<AdminMenuEntry, 'to'>,
  urls: AdminFeature['urls'] & { list: () => string },
): AdminFeature {
  return { name, routes: [page], menu: { ...menu, to: urls.list() }, urls };
}
