import type { AdminPageInfo } from '../../shared/admin/breadcrumbs';

/**
 * Every back-office page by its child path under /admin: the title the shell shows in the breadcrumbs
 * and the browser tab, and the page it sits under. The top-bar search also offers these pages.
 */
export const ADMIN_PAGES: Readonly<Record<string, AdminPageInfo>> = {
  '': { title: 'Dashboard' },
  users: { title: 'Users', parent: '' },
  orders: { title: 'Orders', parent: '' },
  couriers: { title: 'Couriers', parent: 'orders' },
  slider: { title: 'Slider Images', parent: '' },
  admindashboard: { title: 'Product Attributes', parent: '' },
  'metal-types': { title: 'Metal Types', parent: 'admindashboard' },
  carats: { title: 'Carats', parent: 'admindashboard' },
  categories: { title: 'Categories', parent: 'admindashboard' },
  subcategories: { title: 'Subcategories', parent: 'admindashboard' },
  sizes: { title: 'Sizes', parent: 'admindashboard' },
  currencies: { title: 'Currencies', parent: 'admindashboard' },
  colors: { title: 'Colors', parent: 'admindashboard' },
  products: { title: 'Products', parent: '' },
  'product-colors': { title: 'Product Colours', parent: 'products' },
  'product-carats': { title: 'Product Carats', parent: 'products' },
  'product-variants': { title: 'Product Variants', parent: 'products' },
  instagram: { title: 'Social Posts', parent: '' },
  contact: { title: 'Contact Inquiries', parent: '' },
};
