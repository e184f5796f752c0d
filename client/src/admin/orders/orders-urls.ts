import { adminPath } from '../../shared/admin/admin-paths';

export const ORDERS_PATH = 'orders';

export const ordersUrls = {
  list: () => adminPath(ORDERS_PATH),
  /** The orders page filtered to one order: its search finds an order by its number, "#1042". */
  order: (orderId: number) => `${adminPath(ORDERS_PATH)}?search=${encodeURIComponent(`#${orderId}`)}`,
};
