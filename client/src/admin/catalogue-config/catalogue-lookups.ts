import { CatalogueCategoriesDocument, CatalogueMetalTypesDocument } from './catalogue-config.generated';
import { optionsQuery } from '../../shared/admin/resource-sources';

/** The metal types a carat belongs to (the carats form). */
export const METAL_TYPE_OPTIONS = optionsQuery(
  CatalogueMetalTypesDocument,
  (data) => data.metalTypes.map((metal) => ({ value: metal.id, label: metal.name })),
  'Failed to fetch metal types',
);

/** The categories a subcategory belongs to (the subcategories form). */
export const CATEGORY_OPTIONS = optionsQuery(
  CatalogueCategoriesDocument,
  (data) => data.categories.map((category) => ({ value: category.id, label: category.name })),
  'Failed to fetch categories',
);
