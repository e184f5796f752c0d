import InstagramIcon from '@mui/icons-material/Instagram';
import type { AdminFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { INSTAGRAM_PATH, instagramUrls } from './instagram-urls';
import { InstagramView } from './views/instagram-view';

export const instagramFeature = {
  name: 'instagram',
  routes: [{ path: INSTAGRAM_PATH, view: InstagramView, title: 'Social Posts', parent: DASHBOARD_PATH }],
  menu: { label: 'Instagram', icon: InstagramIcon, order: 70, to: instagramUrls.list() },
  urls: instagramUrls,
} satisfies AdminFeature;
