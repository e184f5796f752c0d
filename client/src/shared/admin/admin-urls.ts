/**
 * Deep links into back-office pages, shared by the top-bar search and any page that links to another.
 * Each page honours its parameter: the orders page filters by `search` (an order number "#1042" finds
 * that order), the users page fills its search box, and the products page (like every ResourcePage,
 * see EDIT_PARAM) opens `edit` in its form.
 */
export const adminUrls = {
  order: (orderId: number) => `/admin/orders?search=${encodeURIComponent(`#${orderId}`)}`,
  user: (email: string) => `/admin/users?search=${encodeURIComponent(email)}`,
  productEdit: (productId: number) => `/admin/products?edit=${productId}`,
  page: (childPath: string) => (childPath === '' ? '/admin' : `/admin/${childPath}`),
};
