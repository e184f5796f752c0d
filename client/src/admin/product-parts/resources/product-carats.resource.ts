import {
  type ProductPartsCaratFragment,
  ProductPartsCaratCreateDocument,
  ProductPartsCaratDeleteDocument,
  ProductPartsCaratUpdateDocument,
  ProductPartsCaratsDocument,
} from '../product-parts.generated';
import { PRODUCT_FIELD } from '../components/product-picker';
import { field } from '../../../shared/admin/form-rules';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { CARAT_OPTIONS } from '../product-parts-lookups';

type Row = ProductPartsCaratFragment;

// Prices are left out: a new product carat gets a rate-card (auto) entry in every currency; the product form edits them.
const FIELDS = [PRODUCT_FIELD, field.select('caratId', 'Carat', CARAT_OPTIONS, { emptyText: 'Add a carat first.' })] as const;

export const PRODUCT_CARATS = defineResource({
  names: { title: 'Product Carats', singular: 'product carat', plural: 'product carats' },
  subtitle: 'The carats each product is offered in; new ones are priced from the rate card in every currency.',
  list: listQuery(ProductPartsCaratsDocument, (data): Row[] => data.adminProductCarats),
  columns: [
    { key: 'product', header: 'Product', value: (row) => row.productName },
    { key: 'purity', header: 'Carat', value: (row) => row.purity },
  ],
  rowLabel: (row) => `${row.productName} · ${row.purity}`,
  fields: FIELDS,
  ...crudMutations('ProductCarat', {
    create: ProductPartsCaratCreateDocument,
    update: ProductPartsCaratUpdateDocument,
    remove: ProductPartsCaratDeleteDocument,
  }),
});
