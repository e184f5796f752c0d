import {
  type ProductPartsColorFragment,
  ProductPartsColorCreateDocument,
  ProductPartsColorDeleteDocument,
  ProductPartsColorUpdateDocument,
  ProductPartsColorsDocument,
} from '../product-parts.generated';
import { PRODUCT_FIELD } from '../components/product-picker';
import { type ParsedValues, field } from '../../../shared/admin/form-rules';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { CATALOGUE_COLOR_OPTIONS } from '../product-parts-lookups';
import { splitUrls } from '../product-parts-text';

type Row = ProductPartsColorFragment;

const FIELDS = [
  PRODUCT_FIELD,
  field.select('colorId', 'Color', CATALOGUE_COLOR_OPTIONS, { emptyText: 'Add a color first.' }),
  field.text('imageUrls', 'Picture URLs', { rules: { max: 4000 }, placeholder: 'One per line: https://… or uploads/…' }),
] as const;
type Values = ParsedValues<typeof FIELDS>;

const input = (values: Values) => ({ productId: values.productId, colorId: values.colorId, imageUrls: splitUrls(values.imageUrls) });

export const PRODUCT_COLORS = defineResource({
  names: { title: 'Product Colours', singular: 'product color', plural: 'product colors' },
  subtitle: 'The colours each product is offered in, with their pictures.',
  list: listQuery(ProductPartsColorsDocument, (data): Row[] => data.adminProductColors),
  columns: [
    { key: 'product', header: 'Product', value: (row) => row.productName },
    { key: 'color', header: 'Colour', value: (row) => row.name },
    { key: 'images', header: 'Pictures', value: (row) => row.imageUrls.length, align: 'right' },
  ],
  rowLabel: (row) => `${row.productName} · ${row.name}`,
  fields: FIELDS,
  toValues: (row) => ({ productId: String(row.productId), colorId: String(row.colorId), imageUrls: row.imageUrls.join('\n') }),
  ...crudMutations(
    'ProductColor',
    { create: ProductPartsColorCreateDocument, update: ProductPartsColorUpdateDocument, remove: ProductPartsColorDeleteDocument },
    input,
  ),
});
