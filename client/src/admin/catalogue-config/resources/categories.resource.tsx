import {
  CatalogueCategoriesDocument,
  CatalogueCategoryCreateDocument,
  CatalogueCategoryDeleteDocument,
  CatalogueCategoryUpdateDocument,
} from '../catalogue-config.generated';
import { type ParsedValues, field } from '../../../shared/admin/form-rules';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { LineThumbnail } from '../../../shared/ui/line-thumbnail';

/** docs/specifications.md#back-office-5-validation: name required; image required only when adding; image files only. */
const FIELDS = [
  field.text('name', 'Name', { rules: { max: 100 }, placeholder: 'e.g. Rings' }),
  field.image('image', 'Category image', { currentFrom: 'image', rules: { requiredWhenAdding: true } }),
] as const;
type Values = ParsedValues<typeof FIELDS>;

export const CATEGORIES = defineResource({
  names: { title: 'Categories', singular: 'category', plural: 'categories' },
  subtitle: 'The storefront’s product categories and the pictures its home page shows for them.',
  list: listQuery(CatalogueCategoriesDocument, (data) => data.categories),
  columns: [
    { key: 'image', header: 'Image', width: 72, render: (row) => <LineThumbnail src={row.image} alt={row.name} size={48} /> },
    { key: 'name', header: 'Name', value: (row) => row.name },
  ],
  fields: FIELDS,
  ...crudMutations(
    'Category',
    { create: CatalogueCategoryCreateDocument, update: CatalogueCategoryUpdateDocument, remove: CatalogueCategoryDeleteDocument },
    {
      // The schema refuses an add without a picture, so one is always there.
      create: (values: Values) => ({ name: values.name, image: values.image as File }),
      // No new picture chosen: the current one stays.
      update: (values: Values) => ({ name: values.name, ...(values.image ? { image: values.image } : {}) }),
    },
  ),
});
