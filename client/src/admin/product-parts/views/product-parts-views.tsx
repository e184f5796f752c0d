import { resourceView } from '../../../shared/admin/resource-page';
import { PRODUCT_CARATS } from '../resources/product-carats.resource';
import { PRODUCT_COLORS } from '../resources/product-colors.resource';
import { PRODUCT_VARIANTS } from '../resources/product-variants.resource';

// The product colours, product carats and product variants pages (docs/specifications.md#back-office-2-screens).

export const ProductColorsView = resourceView(PRODUCT_COLORS);
export const ProductCaratsView = resourceView(PRODUCT_CARATS);
export const ProductVariantsView = resourceView(PRODUCT_VARIANTS);
