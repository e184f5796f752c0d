import type { DataSource } from 'typeorm';
import { Category } from '../../entities/category.entity';
import { Product } from '../../entities/product.entity';
import type { RequestContext } from '../common/request-context';

export const MAX_PAGE_SIZE = 100;

/** Reads of the catalogue the storefront shows. */
export class CatalogueService {
  constructor(private readonly dataSource: DataSource) {}

  listCategories(_ctx: RequestContext): Promise<Category[]> {
    return this.dataSource.getRepository(Category).find({ order: { id: 'ASC' } });
  }

  /** The newest products first (the home page's NEW ARRIVAL and JEWELLERY SET rows). */
  listNewArrivals(_ctx: RequestContext, first: number): Promise<Product[]> {
    const take = Math.min(Math.max(Math.trunc(first) || 0, 1), MAX_PAGE_SIZE);
    return this.dataSource.getRepository(Product).find({ order: { createdAt: 'DESC', id: 'DESC' }, take });
  }
}
