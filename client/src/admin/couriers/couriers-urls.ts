import { adminPath } from '../../shared/admin/admin-paths';

export const COURIERS_PATH = 'couriers';

export const couriersUrls = {
  list: () => adminPath(COURIERS_PATH),
};
