import {
  ProductPartsVariantCreateDocument,
  ProductPartsVariantDeleteDocument,
  ProductPartsVariantUpdateDocument,
  ProductPartsVariantsDocument,
} from '../product-parts.generated';
import { PRODUCT_FIELD } from '../components/product-picker';
import { field } from '../../../shared/admin/form-rules';
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
] as const;

export const PRODUCT_VARIANTS = defineResource({
  names: { title: 'Product Variants', singular: 'product variant', plural: 'product variants' },
  subtitle: 'Stockable combinations of a size with one of the product’s colours and carats.',
  list: listQuery(ProductPartsVariantsDocument, (data) => data.adminProductVariants),
  columns: [
    { key: 'product', header: 'Product', value: (row) => row.productName },
    { key: 'color', header: 'Colour', value: (row) => row.colorName },
    { key: 'carat', header: 'Carat', value: (row) => row.purity },
    { key: 'size', header: 'Size', value: (row) => row.sizeName },
  ],
  rowLabel: (row) => `${row.productName} · ${row.colorName} · ${row.purity} · ${row.sizeName}`,
  fields: FIELDS,
  ...crudMutations('ProductVariant', {
    create: ProductPartsVariantCreateDocument,
    update: ProductPartsVariantUpdateDocument,
    remove: ProductPartsVariantDeleteDocument,
  }),
});
