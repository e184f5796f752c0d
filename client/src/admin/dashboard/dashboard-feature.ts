import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { AdminFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH, dashboardUrls } from './dashboard-urls';
import { DashboardView } from './views/dashboard-view';

export const dashboardFeature = {
  name: 'dashboard',
  routes: [{ path: DASHBOARD_PATH, view: DashboardView, title: 'Dashboard' }],
  menu: { label: 'Dashboard', icon: DashboardOutlinedIcon, order: 10, to: dashboardUrls.home() },
  urls: dashboardUrls,
} satisfies AdminFeature;
