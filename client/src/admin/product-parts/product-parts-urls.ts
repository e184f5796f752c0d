import { adminPath } from '../../shared/admin/admin-paths';

/** A product's colours, purities and variants: one page each, under Products. */
export const PRODUCT_PARTS_PATHS = {
  colors: 'product-colors',
  carats: 'product-carats',
  variants: 'product-variants',
} as const;

export const productPartsUrls = {
  colors: () => adminPath(PRODUCT_PARTS_PATHS.colors),
  carats: () => adminPath(PRODUCT_PARTS_PATHS.carats),
  variants: () => adminPath(PRODUCT_PARTS_PATHS.variants),
};
