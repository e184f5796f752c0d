import type { DataSource } from 'typeorm';
import { Category } from '../../entities/category.entity';
import { Product } from '../../entities/product.entity';
import { productPartsLoaders } from '../../database/loaders';

/** What a search engine or a link preview needs to know about one product page. */
export interface ProductPageFacts {
  id: number;
  name: string;
  description: string;
  /** The lowest total of any carat in INR minor units (what the listing's "from" price shows); null: unpriced. */
  fromPriceInrMinor: number | null;
  outOfStock: boolean;
  /** The first picture of the first colour (the detail page's main picture), relative to the API base or absolute. */
  image: string | null;
  category: { id: number; name: string } | null;
  createdAt: Date;
}

/** Every page of the catalogue a sitemap lists. */
export interface SitemapFacts {
  categories: { id: number; name: string }[];
  products: { id: number; createdAt: Date }[];
}

/**
 * Reads for discoverability (robots, sitemap, per-page head, the status code of a product URL): a product as
 * its page shows it, and the ids of every category and product. Uncached: the HTTP layer keeps what it
 * renders from them per data version.
 */
export class SearchEngineService {
  constructor(private readonly dataSource: DataSource) {}

  /** One product as its storefront page shows it, or null for an id the storefront has no page for. */
  async productPage(id: number): Promise<ProductPageFacts | null> {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const product = await this.dataSource.getRepository(Product).findOneBy({ id });
    if (!product) return null;
    const [colours, category] = await Promise.all([
      productPartsLoaders(this.dataSource).coloursByProductId.load(id),
      this.dataSource.getRepository(Category).findOneBy({ id: product.categoryId }),
    ]);
    return {
      id: product.id,
      name: product.name,
      description: product.description,
      fromPriceInrMinor: product.fromPriceInrMinor,
      outOfStock: product.outOfStock,
      image: colours[0]?.images[0] ?? null,
      category: category ? { id: category.id, name: category.name } : null,
      createdAt: product.createdAt,
    };
  }

  /** The ids (and names, dates) the sitemap lists, in id order. */
  async sitemap(): Promise<SitemapFacts> {
    const [categories, products] = await Promise.all([
      this.dataSource.getRepository(Category).find({ select: { id: true, name: true }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(Product).find({ select: { id: true, createdAt: true }, order: { id: 'ASC' } }),
    ]);
    return {
      categories: categories.map(({ id, name }) => ({ id, name })),
      products: products.map(({ id, createdAt }) => ({ id, createdAt })),
    };
  }
}
