import { ADMIN_ROOT, adminChildPath, adminPath } from './admin-paths';

/** A back-office page as the shell names it: its title and the page it sits under (a child path of /admin). */
export interface AdminPageInfo {
  title: string;
  /** The child path of the parent page ('' is the dashboard); absent for the dashboard itself. */
  parent?: string;
}

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

export const NOT_FOUND_TITLE = 'Page not found';

/**
 * The breadcrumb trail of a back-office address, from the dashboard down to the current page (which
 * has no link). An unknown address is 'Dashboard › Page not found'.
 */
export function breadcrumbTrail(pathname: string, pages: Readonly<Record<string, AdminPageInfo>>): Crumb[] {
  const current = adminChildPath(pathname);
  const page = pages[current];
  if (!page) return [...(pages[''] ? [{ label: pages[''].title, to: ADMIN_ROOT }] : []), { label: NOT_FOUND_TITLE }];
  const trail: Crumb[] = [{ label: page.title }];
  const seen = new Set([current]);
  let parent = page.parent;
  while (parent !== undefined && !seen.has(parent) && pages[parent]) {
    seen.add(parent);
    trail.unshift({ label: pages[parent].title, to: adminPath(parent) });
    parent = pages[parent].parent;
  }
  return trail;
}

/** The browser tab's title of a back-office page. */
export function adminDocumentTitle(pageTitle: string, shopName: string): string {
  return `${pageTitle} · Back-office · ${shopName}`;
}
