import { likeContains } from '../common/search-terms';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { Category } from '../../entities/category.entity';
import { Product } from '../../entities/product.entity';
import { ProductColor } from '../../entities/product-color.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import { ProductSort } from './catalogue.validation';

/** A validated listing filter, every price bound already in INR minor units. */
export interface ListingCriteria {
  categoryId?: number | null;
  subcategoryIds?: number[] | null;
  /** An empty list matches nothing (every named colour was unknown). */
  colorIds?: number[] | null;
  minPriceInrMinor?: number | null;
  maxPriceInrMinor?: number | null;
  /** Lower-case words; every word must match the name, description, category or subcategory. */
  searchTerms?: string[];
}

/**
 * The products matching `criteria`, without order or paging. One SELECT: colours are an EXISTS
 * subquery and category/subcategory are many-to-one joins, so no row is repeated.
 * Search is LOWER(...) LIKE on both databases (MariaDB's collation also ignores accents, SQLite's
 * LOWER folds ASCII only).
 */
export function listingQuery(ds: DataSource, criteria: ListingCriteria): SelectQueryBuilder<Product> {
  const qb = ds.getRepository(Product).createQueryBuilder('p');
  if (criteria.categoryId != null) qb.andWhere('p.categoryId = :categoryId', { categoryId: criteria.categoryId });
  if (criteria.subcategoryIds?.length) qb.andWhere('p.subcategoryId IN (:...subcategoryIds)', { subcategoryIds: criteria.subcategoryIds });
  if (criteria.colorIds) {
    if (criteria.colorIds.length === 0) qb.andWhere('1 = 0');
    else {
      const colours = qb
        .subQuery()
        .select('1')
        .from(ProductColor, 'pcol')
        .where('pcol.productId = p.id')
        .andWhere('pcol.colorId IN (:...colorIds)')
        .getQuery();
      qb.andWhere(`EXISTS ${colours}`, { colorIds: criteria.colorIds });
    }
  }
  if (criteria.minPriceInrMinor != null) qb.andWhere('p.fromPriceInrMinor >= :minPrice', { minPrice: criteria.minPriceInrMinor });
  if (criteria.maxPriceInrMinor != null) qb.andWhere('p.fromPriceInrMinor <= :maxPrice', { maxPrice: criteria.maxPriceInrMinor });
  const terms = criteria.searchTerms ?? [];
  if (terms.length) {
    qb.leftJoin(Category, 'cat', 'cat.id = p.categoryId').leftJoin(Subcategory, 'sub', 'sub.id = p.subcategoryId');
    terms.forEach((term, i) => {
      const param = `term${i}`;
      qb.andWhere(
        new Brackets((or) => {
          for (const column of ['p.name', 'p.description', 'cat.name', 'sub.name'])
            or.orWhere(`LOWER(${column}) LIKE :${param} ESCAPE '!'`);
        }),
        { [param]: likeContains(term) },
      );
    });
  }
  return qb;
}

/**
 * 1 when a shopper pricing in :pricingCurrencyId sees no price on the product's card: its listing purity (the
 * first offered, product-views.ts listingCarat) has no price entry in that currency; else 0.
 */
const NO_SHOPPER_PRICE = `CASE WHEN EXISTS (
    SELECT 1 FROM price_entries spe
     WHERE spe.currencyId = :pricingCurrencyId
       AND spe.productCaratId = (SELECT spc.id FROM product_carats spc WHERE spc.productId = p.id ORDER BY spc.position, spc.id LIMIT 1)
  ) THEN 0 ELSE 1 END`;

/**
 * Adds the order of `sort`; the id breaks ties so paging is stable. The price sorts order by the INR
 * from-price (docs/decisions.md#unpriced-last), after two explicit keys that put last, in both directions,
 * first the products without a price in the shopper's currency (`pricingCurrencyId`), then those without an
 * INR from-price. No NULL is left for the database to place: SQLite and MariaDB both put NULLs first ascending.
 */
export function applySort(qb: SelectQueryBuilder<Product>, sort: ProductSort, pricingCurrencyId: number): SelectQueryBuilder<Product> {
  switch (sort) {
    case ProductSort.NEWEST:
      return qb.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'DESC');
    case ProductSort.PRICE_ASC:
    case ProductSort.PRICE_DESC: {
      const direction = sort === ProductSort.PRICE_ASC ? 'ASC' : 'DESC';
      return qb
        .addSelect(NO_SHOPPER_PRICE, 'unpriced')
        .addSelect('CASE WHEN p.fromPriceInrMinor IS NULL THEN 1 ELSE 0 END', 'no_inr_price')
        .setParameter('pricingCurrencyId', pricingCurrencyId)
        .orderBy('unpriced', 'ASC')
        .addOrderBy('no_inr_price', 'ASC')
        .addOrderBy('p.fromPriceInrMinor', direction)
        .addOrderBy('p.id', direction);
    }
    case ProductSort.NAME:
      return qb.orderBy('p.name', 'ASC').addOrderBy('p.id', 'ASC');
    default: {
      const unknown: never = sort;
      throw new Error(`unknown sort ${String(unknown)}`);
    }
  }
}
