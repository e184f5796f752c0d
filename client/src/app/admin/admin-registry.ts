import type { AdminFeature, AdminMenuEntry, AdminScreen } from '../../shared/admin/admin-feature';
import { isRedirect } from '../../shared/admin/admin-feature';
import { adminChildPath } from '../../shared/admin/admin-paths';
import type { AdminPageInfo } from '../../shared/admin/breadcrumbs';

// What the back-office shell builds from the features' descriptors (app/admin/admin-features.ts).

const screensOf = (features: readonly AdminFeature[]): AdminScreen[] =>
  features.flatMap((feature) => feature.routes.filter((route): route is AdminScreen => !isRedirect(route)));

/**
 * Every back-office page by its child path under /admin, in the features' order: the title the shell shows in
 * the breadcrumbs and the browser tab, and the page it sits under. The top-bar search also offers these pages.
 */
export function adminPagesOf(features: readonly AdminFeature[]): Record<string, AdminPageInfo> {
  return Object.fromEntries(
    screensOf(features).map(({ path, title, parent }) => [path, parent === undefined ? { title } : { title, parent }]),
  );
}

/** The side menu: each feature's entry, by its order. */
export function adminMenuOf(features: readonly AdminFeature[]): AdminMenuEntry[] {
  return features.flatMap((feature) => (feature.menu ? [feature.menu] : [])).sort((a, b) => a.order - b.order);
}

/**
 * The menu entry lit on an address: that of the page itself, else of the nearest page above it that has one
 * (Metal Types lights Product Attributes). The dashboard's entry is lit on the dashboard only, though every
 * page sits under it; an address that is no page lights none.
 */
export function activeMenuEntry(
  menu: readonly AdminMenuEntry[],
  pages: Readonly<Record<string, AdminPageInfo>>,
  pathname: string,
): AdminMenuEntry | undefined {
  const entryAt = new Map(menu.map((entry) => [adminChildPath(entry.to), entry]));
  const seen = new Set<string>();
  let path: string | undefined = adminChildPath(pathname);
  while (path !== undefined && pages[path] && !seen.has(path)) {
    if (path === '' && seen.size > 0) return undefined;
    const entry = entryAt.get(path);
    if (entry) return entry;
    seen.add(path);
    path = pages[path].parent;
  }
  return undefined;
}

/** Child paths that more than one route claims, each with the features that claim it ('orders: orders, couriers'). */
export function pathsClaimedTwice(features: readonly AdminFeature[]): string[] {
  const claims = new Map<string, string[]>();
  for (const feature of features) {
    for (const route of feature.routes) claims.set(route.path, [...(claims.get(route.path) ?? []), feature.name]);
  }
  return [...claims].filter(([, names]) => names.length > 1).map(([path, names]) => `${path || '(index)'}: ${names.join(', ')}`);
}
