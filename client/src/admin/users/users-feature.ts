import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { listPageFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { USERS_PATH, usersUrls } from './users-urls';
import { UsersView } from './views/users-view';

export const usersFeature = listPageFeature(
  'users',
  { path: USERS_PATH, view: UsersView, title: 'Users', parent: DASHBOARD_PATH },
  { label: 'Users', icon: PeopleOutlineIcon, order: 80 },
  usersUrls,
);
