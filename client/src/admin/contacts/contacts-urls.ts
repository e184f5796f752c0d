import { adminPath } from '../../shared/admin/admin-paths';

/** The legacy back-office's address of the inquiries, kept. */
export const CONTACTS_PATH = 'contact';

export const contactsUrls = {
  list: () => adminPath(CONTACTS_PATH),
};
