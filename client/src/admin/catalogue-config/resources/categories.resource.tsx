import {
  CatalogueCategoriesDocument,
  CatalogueCategoryCreateDocument,
  CatalogueCategoryDeleteDocument,
  CatalogueCategoryUpdateDocument,
} from '../catalogue-config.generated';
import { type ParsedValues, field } from '../../../shared/admin/form-rules';
import { TEXT_LIMITS } from '../../../shared/admin/text-limits';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { LineThumbnail } from '../../../shared/ui/line-thumbnail';

/** docs/specifications.md#back-office-5-validation: name required; image required only when adding; image files only. */
const FIELDS = [
  field.text('name', 'Name', { rules: { max: TEXT_LIMITS.catalogueName }, placeholder: 'e.g. Rings' }),
  field.image('image', 'Category image', { currentFrom: 'image', rules: { requiredWhenAdding: true } }),
  // docs/decisions.md#gst-and-invoices: the GST its prices contain and the HSN code its invoices print.
  field.number(
    'gstRate',
    'GST rate (%)',
    { min: 0, max: 28, step: 0.01 },
    { messageLabel: 'GST rate', initial: '3', placeholder: 'e.g. 3' },
  ),
  field.text('hsnCode', 'HSN code', {
    initial: '7113',
    rules: {
      pattern: { regex: /^(\d{4}|\d{6}|\d{8})$/, message: 'HSN code must be 4, 6 or 8 digits, e.g. 7113', hint: '4, 6 or 8 digits' },
    },
    placeholder: 'e.g. 7113',
  }),
] as const;
type Values = ParsedValues<typeof FIELDS>;

export const CATEGORIES = defineResource({
  names: { title: 'Categories', singular: 'category', plural: 'categories' },
  subtitle: 'The storefront’s product categories and the pictures its home page shows for them.',
  list: listQuery(CatalogueCategoriesDocument, (data) => data.categories),
  columns: [
    { key: 'image', header: 'Image', width: 72, render: (row) => <LineThumbnail src={row.image} alt={row.name} size={48} /> },
    { key: 'name', header: 'Name', value: (row) => row.name },
    { key: 'gstRate', header: 'GST', align: 'right', value: (row) => row.gstRate, render: (row) => `${row.gstRate}%` },
    { key: 'hsnCode', header: 'HSN', value: (row) => row.hsnCode },
  ],
  fields: FIELDS,
  ...crudMutations(
    'Category',
    { create: CatalogueCategoryCreateDocument, update: CatalogueCategoryUpdateDocument, remove: CatalogueCategoryDeleteDocument },
    {
      // The schema refuses an add without a picture, so one is always there.
      create: (values: Values) => ({ name: values.name, image: values.image as File, gstRate: values.gstRate, hsnCode: values.hsnCode }),
      // No new picture chosen: the current one stays.
      update: (values: Values) => ({
        name: values.name,
        gstRate: values.gstRate,
        hsnCode: values.hsnCode,
        ...(values.image ? { image: values.image } : {}),
      }),
    },
  ),
});
