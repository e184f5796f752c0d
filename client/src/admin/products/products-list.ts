import {
  type AdminProductSort,
  ProductsDeleteDocument,
  type ProductsRowFragment,
  ProductsListDocument,
} from '../../graphql/generated/graphql';
import type { ListParams } from '../../shared/admin/list-view';
import type { ResourceColumn } from '../../shared/admin/resource-config';
import { mutationSource, pagedListQuery } from '../../shared/admin/resource-sources';

export type ProductRow = ProductsRowFragment;

/** The server's order for a sorted header: name and weight sort on the server; anything else is newest first. */
export function productSort(sort: ListParams['sort']): AdminProductSort {
  if (sort?.column === 'name') return sort.direction === 'asc' ? 'NAME_ASC' : 'NAME_DESC';
  if (sort?.column === 'weight') return sort.direction === 'asc' ? 'WEIGHT_ASC' : 'WEIGHT_DESC';
  return 'NEWEST';
}

/** The products table from the server, a page at a time (fast on 10,000 products): search by name words, newest first. */
export const PRODUCTS_LIST = pagedListQuery(ProductsListDocument, {
  variables: (params) => ({
    first: params.pageSize,
    offset: params.page * params.pageSize,
    search: params.search.trim() || null,
    sort: productSort(params.sort),
  }),
  rows: (data) => data.adminProducts.items,
  totalCount: (data) => data.adminProducts.totalCount,
});

const weight = (grams: number) => `${grams.toLocaleString('en-IN', { maximumFractionDigits: 3 })} g`;

// Name and weight sort on the server (adminProducts' sort); the other columns are not offered for sorting.
export const PRODUCT_COLUMNS: readonly ResourceColumn<ProductRow>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'weight', header: 'Weight', value: (row) => row.weightInGrams, render: (row) => weight(row.weightInGrams), align: 'right' },
  { key: 'metal', header: 'Metal Type', value: (row) => row.metalType?.name ?? '—', sortable: false },
  { key: 'subcategory', header: 'Subcategory', value: (row) => row.subcategory?.name ?? '—', sortable: false },
  { key: 'carats', header: 'Carats count', value: (row) => row.caratCount, sortable: false, align: 'right' },
];

export const PRODUCT_DELETE = mutationSource(
  ProductsDeleteDocument,
  (row: ProductRow) => ({ id: row.id }),
  (data) => data.deleteProduct,
);
