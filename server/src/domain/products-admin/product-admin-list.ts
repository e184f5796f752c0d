import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { MetalType } from '../../entities/metal-type.entity';
import { Product } from '../../entities/product.entity';
import { ProductCarat } from '../../entities/product-carat.entity';
import { ProductVariant } from '../../entities/product-variant.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import { DomainError, DomainErrorCode } from '../common/domain-error';
import { InputValidationError } from '../common/error-results';
import { likeContains, searchTerms } from '../common/search-terms';
import { validateInput } from '../common/validation';
import { adminProductPageSchema } from './product-admin.validation';

export interface AdminProductPage {
  items: Product[];
  totalCount: number;
}

/**
 * Orders of the products table (one per sortable column, both directions): newest first (the default),
 * or by name, weight, metal type name, subcategory name or number of carats. Ties: newest first.
 */
export enum AdminProductSort {
  NEWEST = 'NEWEST',
  NAME_ASC = 'NAME_ASC',
  NAME_DESC = 'NAME_DESC',
  WEIGHT_ASC = 'WEIGHT_ASC',
  WEIGHT_DESC = 'WEIGHT_DESC',
  METAL_TYPE_ASC = 'METAL_TYPE_ASC',
  METAL_TYPE_DESC = 'METAL_TYPE_DESC',
  SUBCATEGORY_ASC = 'SUBCATEGORY_ASC',
  SUBCATEGORY_DESC = 'SUBCATEGORY_DESC',
  CARATS_ASC = 'CARATS_ASC',
  CARATS_DESC = 'CARATS_DESC',
  /** By pieces on hand over the tracked variants (docs/decisions.md#stock); products tracking none first. */
  STOCK_ASC = 'STOCK_ASC',
  STOCK_DESC = 'STOCK_DESC',
}

type SortKey = 'name' | 'weight' | 'metal' | 'subcategory' | 'carats' | 'stock';

const SORTS: Record<AdminProductSort, [SortKey, 'ASC' | 'DESC'] | null> = {
  [AdminProductSort.NEWEST]: null,
  [AdminProductSort.NAME_ASC]: ['name', 'ASC'],
  [AdminProductSort.NAME_DESC]: ['name', 'DESC'],
  [AdminProductSort.WEIGHT_ASC]: ['weight', 'ASC'],
  [AdminProductSort.WEIGHT_DESC]: ['weight', 'DESC'],
  [AdminProductSort.METAL_TYPE_ASC]: ['metal', 'ASC'],
  [AdminProductSort.METAL_TYPE_DESC]: ['metal', 'DESC'],
  [AdminProductSort.SUBCATEGORY_ASC]: ['subcategory', 'ASC'],
  [AdminProductSort.SUBCATEGORY_DESC]: ['subcategory', 'DESC'],
  [AdminProductSort.CARATS_ASC]: ['carats', 'ASC'],
  [AdminProductSort.CARATS_DESC]: ['carats', 'DESC'],
  [AdminProductSort.STOCK_ASC]: ['stock', 'ASC'],
  [AdminProductSort.STOCK_DESC]: ['stock', 'DESC'],
};

/**
 * Adds the ORDER BY of one sort to the page query: the related names through joins on the many-to-one
 * keys, the carats count as a correlated COUNT on product_carats' productId index; ties newest first.
 */
function orderProducts(query: SelectQueryBuilder<Product>, sort: AdminProductSort): SelectQueryBuilder<Product> {
  const chosen = SORTS[sort];
  if (!chosen) return query.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'DESC');
  const [key, direction] = chosen;
  if (key === 'name') query.orderBy('p.name', direction);
  else if (key === 'weight') query.orderBy('p.weightInGrams', direction);
  else if (key === 'metal') query.leftJoin(MetalType, 'sort_m', 'sort_m.id = p.metalTypeId').orderBy('sort_m.name', direction);
  else if (key === 'subcategory') query.leftJoin(Subcategory, 'sort_s', 'sort_s.id = p.subcategoryId').orderBy('sort_s.name', direction);
  else if (key === 'stock')
    // SUM ignores untracked (NULL) variants and is NULL when none is tracked: lowest on both databases.
    query
      .addSelect((sub) => sub.select('SUM(sort_v.stock)').from(ProductVariant, 'sort_v').where('sort_v.productId = p.id'), 'sort_stock')
      .orderBy('sort_stock', direction);
  else
    query
      .addSelect((sub) => sub.select('COUNT(*)').from(ProductCarat, 'sort_pc').where('sort_pc.productId = p.id'), 'sort_carat_count')
      .orderBy('sort_carat_count', direction);
  return query.addOrderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'DESC');
}

export interface AdminProductListArgs {
  first?: number | null;
  offset?: number | null;
  search?: string | null;
  sort?: AdminProductSort | null;
}

export const DEFAULT_ADMIN_PAGE_SIZE = 20;

/** One page of the products table: newest first or sorted by any of its columns, searched by name, with the number of all matches. */
export async function productPage(dataSource: DataSource, args: AdminProductListArgs): Promise<AdminProductPage> {
  const page = validateInput(adminProductPageSchema, {
    first: args.first ?? DEFAULT_ADMIN_PAGE_SIZE,
    offset: args.offset ?? 0,
    search: args.search,
  });
  if (page instanceof InputValidationError) throw new DomainError(DomainErrorCode.INVALID_INPUT, page.message, page.fieldErrors[0]?.field);
  const query = dataSource.getRepository(Product).createQueryBuilder('p');
  searchTerms(page.search).forEach((term, i) =>
    query.andWhere(`LOWER(p.name) LIKE :term${i} ESCAPE '!'`, { [`term${i}`]: likeContains(term) }),
  );
  const totalCount = await query.clone().getCount();
  if (page.first === 0 || totalCount <= page.offset) return { items: [], totalCount };
  // A deferred join in one statement: the derived table sorts narrow rows (id and sort key) and cuts
  // the page; only the page's products are read whole, and put in the same order again. Sorting the
  // whole rows (with the description text) made MariaDB sort through an on-disk temporary table.
  const sort = args.sort ?? AdminProductSort.NEWEST;
  const pageIds = orderProducts(query.select('p.id', 'id'), sort).offset(page.offset).limit(page.first);
  const items = await orderProducts(
    dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoin(`(${pageIds.getQuery()})`, 'page', 'page.id = p.id')
      .setParameters(pageIds.getParameters()),
    sort,
  ).getMany();
  return { items, totalCount };
}
