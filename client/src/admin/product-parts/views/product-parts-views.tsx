import { ResourcePage } from '../../../shared/admin/resource-page';
import { PRODUCT_CARATS } from '../resources/product-carats.resource';
import { PRODUCT_COLORS } from '../resources/product-colors.resource';
import { PRODUCT_VARIANTS } from '../resources/product-variants.resource';

// The product colours, product carats and product variants pages (docs/specifications.md#back-office-2-screens).

export function ProductColorsView() {
  return <ResourcePage resource={PRODUCT_COLORS} />;
}

export function ProductCaratsView() {
  return <ResourcePage resource={PRODUCT_CARATS} />;
}

export function ProductVariantsView() {
  return <ResourcePage resource={PRODUCT_VARIANTS} />;
}
