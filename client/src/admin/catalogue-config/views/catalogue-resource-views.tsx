import { ResourcePage } from '../../../shared/admin/resource-page';
import { CARATS } from '../resources/carats.resource';
import { CATEGORIES } from '../resources/categories.resource';
import { COLORS } from '../resources/colors.resource';
import { CURRENCIES } from '../resources/currencies.resource';
import { METAL_TYPES } from '../resources/metal-types.resource';
import { SIZES } from '../resources/sizes.resource';
import { SUBCATEGORIES } from '../resources/subcategories.resource';

// The seven catalogue pages of docs/specifications.md#back-office-2-screens: each is its resource on the shared list + form page.

export function MetalTypesView() {
  return <ResourcePage resource={METAL_TYPES} />;
}

export function CaratsView() {
  return <ResourcePage resource={CARATS} />;
}

export function CategoriesView() {
  return <ResourcePage resource={CATEGORIES} />;
}

export function SubcategoriesView() {
  return <ResourcePage resource={SUBCATEGORIES} />;
}

export function SizesView() {
  return <ResourcePage resource={SIZES} />;
}

export function CurrenciesView() {
  return <ResourcePage resource={CURRENCIES} />;
}

export function ColorsView() {
  return <ResourcePage resource={COLORS} />;
}
