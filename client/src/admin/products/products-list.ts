import { type AdminProductSort } from '../../graphql/generated/graphql';
import { ProductsDeleteDocument, type ProductsRowFragment, ProductsListDocument } from './products.generated';
import type { ListParams } from '../../shared/admin/list-view';
import type { ResourceColumn } from '../../shared/admin/resource-config';
import { mutationSource, pagedListQuery } from '../../shared/admin/resource-sources';

export type ProductRow = ProductsRowFragment;

// Every column of the table sorts on the server (adminProducts' sort), both ways.
const SORT_PREFIXES = {
  name: 'NAME',
  weight: 'WEIGHT',
  metal: 'METAL_TYPE',
  subcategory: 'SUBCATEGORY',
  carats: 'CARATS',
  stock: 'STOCK',
} as const;

/** The server's order for a sorted header; unsorted (or an unknown column) is newest first. */
export function productSort(sort: ListParams['sort']): AdminProductSort {
  const prefix = sort && Object.hasOwn(SORT_PREFIXES, sort.column) ? SORT_PREFIXES[sort.column as keyof typeof SORT_PREFIXES] : null;
  if (!sort || !prefix) return 'NEWEST';
  return `${prefix}_${sort.direction === 'asc' ? 'ASC' : 'DESC'}`;
}

/** The products table from the server, a page at a time (fast on 10,000 products): search by name words, sorted by any column. */
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

// Each column's key is its sort on the server (SORT_PREFIXES); the values only fill the cells. A tablet's
// table leaves out Weight and Carats count (the form shows both), so the name and the actions stay on the screen.
export const PRODUCT_COLUMNS: readonly ResourceColumn<ProductRow>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  {
    key: 'weight',
    header: 'Weight',
    value: (row) => row.weightInGrams,
    render: (row) => weight(row.weightInGrams),
    align: 'right',
    hideBelow: 'md',
  },
  { key: 'metal', header: 'Metal Type', value: (row) => row.metalType?.name ?? '—' },
  { key: 'subcategory', header: 'Subcategory', value: (row) => row.subcategory?.name ?? '—' },
  { key: 'carats', header: 'Carats count', value: (row) => row.caratCount, align: 'right', hideBelow: 'md' },
  { key: 'stock', header: 'Stock', value: (row) => (row.stock === null ? '—' : row.stock), align: 'right' },
];

export const PRODUCT_DELETE = mutationSource(
  ProductsDeleteDocument,
  (row: ProductRow) => ({ id: row.id }),
  (data) => data.deleteProduct,
);
