import type { SvgIconComponent } from '@mui/icons-material';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';

export interface AdminMenuItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Child paths (under /admin) that also highlight this entry. */
  matches: readonly string[];
}

const CATALOGUE_PATHS = ['admindashboard', 'metal-types', 'carats', 'categories', 'subcategories', 'sizes', 'currencies', 'colors'];

/** The side menu of the back-office, in the order of the specification, then Contacts. */
export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { label: 'Dashboard', to: '/admin', icon: DashboardOutlinedIcon, matches: [''] },
  { label: 'Sliders', to: '/admin/slider', icon: ViewCarouselOutlinedIcon, matches: ['slider'] },
  { label: 'Product Attributes', to: '/admin/admindashboard', icon: CategoryOutlinedIcon, matches: CATALOGUE_PATHS },
  {
    label: 'Products',
    to: '/admin/products',
    icon: DiamondOutlinedIcon,
    matches: ['products', 'product-colors', 'product-carats', 'product-variants'],
  },
  { label: 'Orders', to: '/admin/orders', icon: ReceiptLongOutlinedIcon, matches: ['orders'] },
  // The couriers the Ship dialog offers, next to the orders they ship.
  { label: 'Couriers', to: '/admin/couriers', icon: LocalShippingOutlinedIcon, matches: ['couriers'] },
  { label: 'Instagram', to: '/admin/instagram', icon: InstagramIcon, matches: ['instagram'] },
  { label: 'Users', to: '/admin/users', icon: PeopleOutlineIcon, matches: ['users'] },
  // The specification's menu plus Contacts (the dashboard's Contacts card leads there too).
  { label: 'Contacts', to: '/admin/contact', icon: MailOutlineIcon, matches: ['contact'] },
];

export function isMenuItemActive(item: AdminMenuItem, pathname: string): boolean {
  const child = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return item.matches.includes(child);
}
