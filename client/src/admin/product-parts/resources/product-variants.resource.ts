import {
  ProductPartsVariantCreateDocument,
  ProductPartsVariantDeleteDocument,
  ProductPartsVariantUpdateDocument,
  ProductPartsVariantsDocument,
} from '../product-parts.generated';
import { PRODUCT_FIELD } from '../components/product-picker';
import { type ParsedValues, field } from '../../../shared/admin/form-rules';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { PRODUCT_CARAT_OPTIONS, PRODUCT_COLOR_OPTIONS, SIZE_OPTIONS } from '../product-parts-lookups';

// The colour and carat selects offer only the chosen product's own (they follow the Product field).
const FIELDS = [
  PRODUCT_FIELD,
  field.select('productColorId', 'Colour', PRODUCT_COLOR_OPTIONS, {
    emptyText: 'Choose a product with colours first.',
    messageLabel: 'Colour',
  }),
  field.select('productCaratId', 'Carat', PRODUCT_CARAT_OPTIONS, {
    emptyText: 'Choose a product with carats first.',
    messageLabel: 'Carat',
  }),
  field.select('sizeId', 'Size', SIZE_OPTIONS, { emptyText: 'Add a size first.' }),
  // docs/decisions.md#stock: empty = not tracked (sold without limit); a number replaces what orders left.
  field.text('stock', 'Stock', {
    rules: {
      required: false,
      max: 7,
      pattern: { regex: /^\d*$/, message: 'Stock must be a whole number of at least 0', hint: 'Pieces on hand · empty: not tracked' },
    },
    placeholder: 'Not tracked',
  }),
] as const;
type Values = ParsedValues<typeof FIELDS>;

const input = ({ stock, ...ids }: Values) => ({ ...ids, stock: stock.trim() === '' ? null : Number(stock) });

export const PRODUCT_VARIANTS = defineResource({
  names: { title: 'Product Variants', singular: 'product variant', plural: 'product variants' },
  subtitle: 'Stockable combinations of a size with one of the product’s colours and carats.',
  list: listQuery(ProductPartsVariantsDocument, (data) => data.adminProductVariants),
  columns: [
    { key: 'product', header: 'Product', value: (row) => row.productName },
    { key: 'color', header: 'Colour', value: (row) => row.colorName },
    { key: 'carat', header: 'Carat', value: (row) => row.purity },
    { key: 'size', header: 'Size', value: (row) => row.sizeName },
    { key: 'stock', header: 'Stock', value: (row) => (row.stock === null ? 'Not tracked' : row.stock), align: 'right' },
  ],
  rowLabel: (row) => `${row.productName} · ${row.colorName} · ${row.purity} · ${row.sizeName}`,
  fields: FIELDS,
  toValues: (row) => ({
    productId: String(row.productId),
    productColorId: String(row.productColorId),
    productCaratId: String(row.productCaratId),
    sizeId: String(row.sizeId),
    stock: row.stock === null ? '' : String(row.stock),
  }),
  ...crudMutations(
    'ProductVariant',
    {
      create: ProductPartsVariantCreateDocument,
      update: ProductPartsVariantUpdateDocument,
      remove: ProductPartsVariantDeleteDocument,
    },
    input,
  ),
});
