import { adminPath } from '../../shared/admin/admin-paths';

export const INSTAGRAM_PATH = 'instagram';

export const instagramUrls = {
  list: () => adminPath(INSTAGRAM_PATH),
};
