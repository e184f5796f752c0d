import { catalogueConfigFeature } from '../../admin/catalogue-config/catalogue-config-feature';
import { contactsFeature } from '../../admin/contacts/contacts-feature';
import { couriersFeature } from '../../admin/couriers/couriers-feature';
import { dashboardFeature } from '../../admin/dashboard/dashboard-feature';
import { instagramFeature } from '../../admin/instagram/instagram-feature';
import { ordersFeature } from '../../admin/orders/orders-feature';
import { productPartsFeature } from '../../admin/product-parts/product-parts-feature';
import { productsFeature } from '../../admin/products/products-feature';
import { sliderFeature } from '../../admin/slider/slider-feature';
import { usersFeature } from '../../admin/users/users-feature';
import type { AdminFeature } from '../../shared/admin/admin-feature';
import { adminMenuOf, adminPagesOf } from './admin-registry';

/**
 * Every back-office feature. A new screen is a route in its feature's descriptor; a new feature is one line
 * here. The order is the top-bar search's order of pages; the menu has its own (each entry's `order`).
 * Only the lazy back-office chunk imports this list (app/admin/admin-area.tsx and the shell's layout).
 */
export const ADMIN_FEATURES: readonly AdminFeature[] = [
  dashboardFeature,
  usersFeature,
  ordersFeature,
  couriersFeature,
  sliderFeature,
  catalogueConfigFeature,
  productsFeature,
  productPartsFeature,
  instagramFeature,
  contactsFeature,
];

export const ADMIN_PAGES = adminPagesOf(ADMIN_FEATURES);
export const ADMIN_MENU = adminMenuOf(ADMIN_FEATURES);
