import { adminPath } from '../../shared/admin/admin-paths';

/** The dashboard is the back-office's index: every other page sits under it. */
export const DASHBOARD_PATH = '';

export const dashboardUrls = {
  home: () => adminPath(DASHBOARD_PATH),
};
