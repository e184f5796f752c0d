import { adminPath } from '../../shared/admin/admin-paths';

export const PRODUCTS_PATH = 'products';

export const productsUrls = {
  list: () => adminPath(PRODUCTS_PATH),
  /** The products page with one product open in its form (`edit`, as every ResourcePage reads it: EDIT_PARAM). */
  edit: (productId: number) => `${adminPath(PRODUCTS_PATH)}?edit=${productId}`,
};
