import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { listPageFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { CONTACTS_PATH, contactsUrls } from './contacts-urls';
import { ContactsView } from './views/contacts-view';

// Not in the specification's menu: the shop's addition, last (the dashboard's Contacts card leads here too).
export const contactsFeature = listPageFeature(
  'contacts',
  { path: CONTACTS_PATH, view: ContactsView, title: 'Contact Inquiries', parent: DASHBOARD_PATH },
  { label: 'Contacts', icon: MailOutlineIcon, order: 90 },
  contactsUrls,
);
