import type { AdminFeature } from '../../shared/admin/admin-feature';
import { PRODUCTS_PATH } from '../products/products-urls';
import { PRODUCT_PARTS_PATHS, productPartsUrls } from './product-parts-urls';
import { ProductCaratsView, ProductColorsView, ProductVariantsView } from './views/product-parts-views';

// No menu entry of its own: its pages sit under Products, whose entry stays lit on them.
export const productPartsFeature = {
  name: 'product-parts',
  routes: [
    { path: PRODUCT_PARTS_PATHS.colors, view: ProductColorsView, title: 'Product Colours', parent: PRODUCTS_PATH },
    { path: PRODUCT_PARTS_PATHS.carats, view: ProductCaratsView, title: 'Product Carats', parent: PRODUCTS_PATH },
    { path: PRODUCT_PARTS_PATHS.variants, view: ProductVariantsView, title: 'Product Variants', parent: PRODUCTS_PATH },
  ],
  urls: productPartsUrls,
} satisfies AdminFeature;
