import { resourceView } from '../../../shared/admin/resource-page';
import { CARATS } from '../resources/carats.resource';
import { CATEGORIES } from '../resources/categories.resource';
import { COLORS } from '../resources/colors.resource';
import { CURRENCIES } from '../resources/currencies.resource';
import { METAL_TYPES } from '../resources/metal-types.resource';
import { SIZES } from '../resources/sizes.resource';
import { SUBCATEGORIES } from '../resources/subcategories.resource';

// The seven catalogue pages of docs/specifications.md#back-office-2-screens: each is its resource on the shared list + form page.

export const MetalTypesView = resourceView(METAL_TYPES);
export const CaratsView = resourceView(CARATS);
export const CategoriesView = resourceView(CATEGORIES);
export const SubcategoriesView = resourceView(SUBCATEGORIES);
export const SizesView = resourceView(SIZES);
export const CurrenciesView = resourceView(CURRENCIES);
export const ColorsView = resourceView(COLORS);
