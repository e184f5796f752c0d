import type { AdminSearchQuery } from './admin-search.generated';
import type { AdminPageInfo } from '../../../shared/admin/breadcrumbs';
import { ordersUrls } from '../../../admin/orders/orders-urls';
import { productsUrls } from '../../../admin/products/products-urls';
import { usersUrls } from '../../../admin/users/users-urls';
import { adminPath } from '../../../shared/admin/admin-paths';
import { formatMoney } from '../../../shared/money/format-money';

export type SearchGroup = 'Pages' | 'Orders' | 'Users' | 'Products';

/** One entry of the top-bar search's list: where it leads and how it reads. */
export interface SearchOption {
  key: string;
  group: SearchGroup;
  label: string;
  secondary: string;
  to: string;
  /** A product's first picture (API path). */
  image?: string | null;
}

/** The search asks the API once this many characters are typed; pages match from the first. */
export const MIN_SEARCH_LENGTH = 2;
export const RESULTS_PER_GROUP = 5;

const words = (text: string) => text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);

/** Back-office pages whose title (or its parent's) contains every word typed. */
export function matchingPages(text: string, pages: Readonly<Record<string, AdminPageInfo>>): SearchOption[] {
  const terms = words(text);
  if (terms.length === 0) return [];
  return Object.entries(pages)
    .filter(([, page]) => {
      const haystack = `${page.title} ${page.parent !== undefined ? (pages[page.parent]?.title ?? '') : ''}`.toLocaleLowerCase();
      return terms.every((term) => haystack.includes(term));
    })
    .slice(0, RESULTS_PER_GROUP)
    .map(([path, page]) => ({
      key: `page:${path}`,
      group: 'Pages',
      label: page.title,
      secondary: page.parent !== undefined && pages[page.parent] ? `in ${pages[page.parent].title}` : 'Back-office page',
      to: adminPath(path),
    }));
}

/** The API's answer as entries: orders (number, customer, total, status), users, products. */
export function resultOptions(data: AdminSearchQuery | undefined): SearchOption[] {
  if (!data) return [];
  return [
    ...data.adminOrders.items.map<SearchOption>((order) => ({
      key: `order:${order.id}`,
      group: 'Orders',
      label: `Order #${order.id}`,
      secondary: `${order.customerName} · ${formatMoney(order.grandTotal.amount, order.grandTotal.currencyCode)} · ${order.statusLabel}`,
      to: ordersUrls.order(order.id),
    })),
    ...data.adminUsers.items.map<SearchOption>((user) => ({
      key: `user:${user.id}`,
      group: 'Users',
      label: `${user.firstName} ${user.lastName}`.trim() || user.email,
      secondary: `${user.email} · ${user.role === 'ADMIN' ? 'Admin' : 'Customer'}`,
      to: usersUrls.search(user.email),
    })),
    ...data.adminProducts.items.map<SearchOption>((product) => ({
      key: `product:${product.id}`,
      group: 'Products',
      label: product.name,
      secondary: product.metalType ? `${product.metalType.name} · #${product.id}` : `#${product.id}`,
      to: productsUrls.edit(product.id),
      image: product.colors.find((color) => color.imageUrls.length > 0)?.imageUrls[0] ?? null,
    })),
  ];
}
