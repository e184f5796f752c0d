import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import type { AdminFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { CONTACTS_PATH, contactsUrls } from './contacts-urls';
import { ContactsView } from './views/contacts-view';

// Not in the specification's menu: the shop's addition, last (the dashboard's Contacts card leads here too).
export const contactsFeature = {
  name: 'contacts',
  routes: [{ path: CONTACTS_PATH, view: ContactsView, title: 'Contact Inquiries', parent: DASHBOARD_PATH }],
  menu: { label: 'Contacts', icon: MailOutlineIcon, order: 90, to: contactsUrls.list() },
  urls: contactsUrls,
} satisfies AdminFeature;
