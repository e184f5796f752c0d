import { adminPath } from '../../shared/admin/admin-paths';

export const USERS_PATH = 'users';

export const usersUrls = {
  list: () => adminPath(USERS_PATH),
  /** The users page with its search box filled (the top-bar search links a user so). */
  search: (email: string) => `${adminPath(USERS_PATH)}?search=${encodeURIComponent(email)}`,
};
