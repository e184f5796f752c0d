import {
  type CatalogueSubcategoryFragment,
  CatalogueSubcategoriesDocument,
  CatalogueSubcategoryCreateDocument,
  CatalogueSubcategoryDeleteDocument,
  CatalogueSubcategoryUpdateDocument,
} from '../catalogue-config.generated';
import { field } from '../../../shared/admin/form-rules';
import { TEXT_LIMITS } from '../../../shared/admin/text-limits';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { CATEGORY_OPTIONS } from '../catalogue-lookups';

type Row = CatalogueSubcategoryFragment & { categoryName: string };

/** docs/specifications.md#back-office-5-validation: name and category required. */
const FIELDS = [
  field.select('categoryId', 'Category', CATEGORY_OPTIONS, { emptyText: 'Add a category first.' }),
  field.text('name', 'Name', { rules: { max: TEXT_LIMITS.catalogueName }, placeholder: 'e.g. Solitaire rings' }),
] as const;

export const SUBCATEGORIES = defineResource({
  names: { title: 'Subcategories', singular: 'subcategory', plural: 'subcategories' },
  subtitle: 'Finer groups within each category, offered as filters on the storefront.',
  list: listQuery(CatalogueSubcategoriesDocument, (data): Row[] => {
    const names = new Map(data.categories.map((category) => [category.id, category.name]));
    return data.subcategories.map((sub) => ({ ...sub, categoryName: names.get(sub.categoryId) ?? '—' }));
  }),
  columns: [
    { key: 'name', header: 'Name', value: (row) => row.name },
    { key: 'category', header: 'Category', value: (row) => row.categoryName },
  ],
  fields: FIELDS,
  ...crudMutations('Subcategory', {
    create: CatalogueSubcategoryCreateDocument,
    update: CatalogueSubcategoryUpdateDocument,
    remove: CatalogueSubcategoryDeleteDocument,
  }),
});
