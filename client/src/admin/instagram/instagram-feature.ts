import InstagramIcon from '@mui/icons-material/Instagram';
import { listPageFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { INSTAGRAM_PATH, instagramUrls } from './instagram-urls';
import { InstagramView } from './views/instagram-view';

export const instagramFeature = listPageFeature(
  'instagram',
  { path: INSTAGRAM_PATH, view: InstagramView, title: 'Social Posts', parent: DASHBOARD_PATH },
  { label: 'Instagram', icon: InstagramIcon, order: 70 },
  instagramUrls,
);
