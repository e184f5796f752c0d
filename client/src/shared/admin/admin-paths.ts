/** Where the back-office lives; each page is one child path under it ('' is the dashboard). */
export const ADMIN_ROOT = '/admin';

/** The address of a back-office page: 'metal-types' → '/admin/metal-types', '' → '/admin'. */
export const adminPath = (childPath: string): string => (childPath === '' ? ADMIN_ROOT : `${ADMIN_ROOT}/${childPath}`);

/** The child path of a back-office address: '/admin/metal-types/' → 'metal-types', '/admin' → ''. */
export function adminChildPath(pathname: string): string {
  return pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
}
