import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../../src/database/transactions';
import { Carat } from '../../src/entities/carat.entity';
import { Category } from '../../src/entities/category.entity';
import { Color } from '../../src/entities/color.entity';
import { Currency } from '../../src/entities/currency.entity';
import { MetalType } from '../../src/entities/metal-type.entity';
import { PriceEntry } from '../../src/entities/price-entry.entity';
import { Product } from '../../src/entities/product.entity';
import { ProductCarat } from '../../src/entities/product-carat.entity';
import { ProductColor } from '../../src/entities/product-color.entity';
import { ProductImage } from '../../src/entities/product-image.entity';
import { ProductSize } from '../../src/entities/product-size.entity';
import { Review } from '../../src/entities/review.entity';
import { Size } from '../../src/entities/size.entity';
import { Subcategory } from '../../src/entities/subcategory.entity';
import { oracleConvertMinor, oracleMetalMinor, oraclePieceMinor } from './price-oracle';

// Test data written straight through the DataSource (no API), for tests that need more or special
// products than the demo shop has. Prices come from the rate card, recomputed by the independent price
// oracle (price-oracle.ts), which agrees with the seed to the paisa (price-oracle.e2e-spec.ts).

export interface ProductFactoryOptions {
  /** How many products to insert. */
  count: number;
  /** Where they are listed; the category is the subcategory's. */
  subcategoryId: number;
  /** Names are `${namePrefix} ${n}` (n from 1). */
  namePrefix?: string;
  /** Colour ids in offer order; default every colour. */
  colorIds?: number[];
  /** Carat ids (of the metal) in offer order; default the metal's two lowest. */
  caratIds?: number[];
  /** Size ids in offer order; default the first two sizes. */
  sizeIds?: number[];
  imagesPerColour?: number;
  reviewsPerProduct?: number;
  /** Grams of metal of the n-th product (0-based); default 2 + n / 10. */
  weightInGrams?: (n: number) => number;
  /** Stone value in rupees (major units); default 20,000. */
  stoneInr?: number;
  outOfStock?: boolean;
  /** Creation time of the n-th product; default one minute apart, after every existing product. */
  createdAt?: (n: number) => Date;
}

export interface InsertedProduct {
  product: Product;
  colors: ProductColor[];
  carats: ProductCarat[];
  sizes: ProductSize[];
}

/** A new subcategory of a category, so a test can filter exactly the products it inserts. */
export function insertSubcategory(ds: DataSource, categoryId: number, name: string): Promise<Subcategory> {
  return inTransaction(ds, (m) => m.save(m.create(Subcategory, { categoryId, name })));
}

async function defaults(m: EntityManager) {
  const metal = await m.getRepository(MetalType).findOneOrFail({ where: { name: 'Gold' } });
  const carats = await m.getRepository(Carat).find({ where: { metalTypeId: metal.id }, order: { value: 'ASC' } });
  const colors = await m.getRepository(Color).find({ order: { id: 'ASC' } });
  const sizes = await m.getRepository(Size).find({ order: { id: 'ASC' }, take: 2 });
  const currencies = await m.getRepository(Currency).find({ order: { id: 'ASC' } });
  const inr = currencies.find((c) => c.code === 'INR');
  if (!inr) throw new Error('factories: the INR currency is missing');
  return { metal, carats, colors, sizes, currencies, inr };
}

/**
 * Inserts `count` complete products (colours with pictures, sizes, carats with a rate-card price in
 * every currency, reviews, fromPriceInrMinor) in one transaction, and returns them with their rows.
 */
export async function insertProducts(ds: DataSource, options: ProductFactoryOptions): Promise<InsertedProduct[]> {
  return inTransaction(ds, async (m) => {
    const d = await defaults(m);
    const subcategory = await m.getRepository(Subcategory).findOneByOrFail({ id: options.subcategoryId });
    const caratRows = (options.caratIds ?? d.carats.slice(0, 2).map((c) => c.id)).map((id) => {
      const carat = d.carats.find((c) => c.id === id);
      if (!carat) throw new Error(`factories: carat ${id} is not a ${d.metal.name} carat`);
      return carat;
    });
    const colorIds = options.colorIds ?? d.colors.map((c) => c.id);
    const sizeIds = options.sizeIds ?? d.sizes.map((s) => s.id);
    const stoneInrMinor = (options.stoneInr ?? 20_000) * 100;
    const [latest] = await m.getRepository(Product).find({ order: { createdAt: 'DESC' }, take: 1 });
    const after = Math.max(latest?.createdAt.getTime() ?? 0, Date.now());
    const inserted: InsertedProduct[] = [];

    for (let n = 0; n < options.count; n++) {
      const weightInGrams = options.weightInGrams?.(n) ?? 2 + n / 10;
      const labourInrMinor = Math.round(weightInGrams * 800) * 100;
      // One price entry per carat and currency, as the seed and the back-office compute them.
      const pricesByCarat = caratRows.map((carat) =>
        d.currencies.map((currency) => ({
          currencyId: currency.id,
          priceMinor: oracleMetalMinor({
            baseRatePerGram: String(d.metal.baseRatePerGram),
            caratMultiplier: String(carat.multiplier),
            weightInGrams,
            currencyRate: String(currency.conversionRateToINR),
            inrRate: String(d.inr.conversionRateToINR),
          }),
          stoneChargeMinor: oracleConvertMinor(stoneInrMinor, String(currency.conversionRateToINR), String(d.inr.conversionRateToINR)),
          labourChargeMinor: oracleConvertMinor(labourInrMinor, String(currency.conversionRateToINR), String(d.inr.conversionRateToINR)),
        })),
      );
      const inrTotals = pricesByCarat.map((entries) => {
        const inr = entries.find((e) => e.currencyId === d.inr.id)!;
        return oraclePieceMinor(inr);
      });

      const product = await m.save(
        m.create(Product, {
          name: `${options.namePrefix ?? 'Factory Piece'} ${n + 1}`,
          description: `A test piece of ${weightInGrams.toFixed(1)} g made by the test factories.`,
          returnPolicy: 'Returns within 15 days.',
          weightInGrams,
          metalTypeId: d.metal.id,
          subcategoryId: subcategory.id,
          categoryId: subcategory.categoryId,
          outOfStock: options.outOfStock ?? false,
          fromPriceInrMinor: inrTotals.length ? Math.min(...inrTotals) : null,
          createdAt: options.createdAt?.(n) ?? new Date(after + (n + 1) * 60_000),
        }),
      );
      const colors = await m.save(
        colorIds.map((colorId, position) => m.create(ProductColor, { productId: product.id, colorId, position })),
      );
      await m.save(
        colors.flatMap((color) =>
          Array.from({ length: options.imagesPerColour ?? 2 }, (_, i) =>
            m.create(ProductImage, {
              productColorId: color.id,
              url: `uploads/products/factory-${product.id}-${color.colorId}-${i + 1}.webp`,
              position: i,
            }),
          ),
        ),
      );
      const sizes = await m.save(sizeIds.map((sizeId, position) => m.create(ProductSize, { productId: product.id, sizeId, position })));
      const carats = await m.save(
        caratRows.map((carat, position) => m.create(ProductCarat, { productId: product.id, caratId: carat.id, position })),
      );
      await m.save(
        carats.flatMap((pc, i) =>
          pricesByCarat[i].map((entry) => m.create(PriceEntry, { ...entry, productCaratId: pc.id, isManual: false })),
        ),
      );
      await m.save(
        Array.from({ length: options.reviewsPerProduct ?? 1 }, (_, r) =>
          m.create(Review, {
            productId: product.id,
            authorName: `Tester ${r + 1}`,
            rating: 1 + ((n + r) % 5),
            comment: `Review ${r + 1} of ${product.name}`,
          }),
        ),
      );
      inserted.push({ product, colors, carats, sizes });
    }
    return inserted;
  });
}

// ---- Reading expected values: the whole catalogue as the database holds it, in offer order ----

export interface CatalogueSnapshot {
  products: Product[];
  categories: Map<number, Category>;
  subcategories: Map<number, Subcategory>;
  colors: Color[];
  currencies: Currency[];
  /** Product colours (with their Color) in offer order: position, then id. */
  colorsByProduct: Map<number, ProductColor[]>;
  imagesByProductColor: Map<number, ProductImage[]>;
  sizesByProduct: Map<number, ProductSize[]>;
  caratsByProduct: Map<number, ProductCarat[]>;
  /** Key `${productCaratId}:${currencyId}`. */
  prices: Map<string, PriceEntry>;
  /** Newest first. */
  reviewsByProduct: Map<number, Review[]>;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(row);
  }
  return groups;
}

/** Reads every catalogue table, for tests to compute what an answer must be. */
export async function readCatalogue(ds: DataSource): Promise<CatalogueSnapshot> {
  const byPosition = { position: 'ASC', id: 'ASC' } as const;
  const [products, categories, subcategories, colors, currencies, productColors, images, sizes, carats, prices, reviews] =
    await Promise.all([
      ds.getRepository(Product).find({ order: { id: 'ASC' } }),
      ds.getRepository(Category).find(),
      ds.getRepository(Subcategory).find(),
      ds.getRepository(Color).find({ order: { id: 'ASC' } }),
      ds.getRepository(Currency).find({ order: { id: 'ASC' } }),
      ds.getRepository(ProductColor).find({ relations: { color: true }, order: byPosition }),
      ds.getRepository(ProductImage).find({ order: byPosition }),
      ds.getRepository(ProductSize).find({ relations: { size: true }, order: byPosition }),
      ds.getRepository(ProductCarat).find({ relations: { carat: true }, order: byPosition }),
      ds.getRepository(PriceEntry).find(),
      ds.getRepository(Review).find({ order: { createdAt: 'DESC', id: 'DESC' } }),
    ]);
  return {
    products,
    categories: new Map(categories.map((c) => [c.id, c])),
    subcategories: new Map(subcategories.map((s) => [s.id, s])),
    colors,
    currencies,
    colorsByProduct: groupBy(productColors, (r) => r.productId),
    imagesByProductColor: groupBy(images, (r) => r.productColorId),
    sizesByProduct: groupBy(sizes, (r) => r.productId),
    caratsByProduct: groupBy(carats, (r) => r.productId),
    prices: new Map(prices.map((p) => [`${p.productCaratId}:${p.currencyId}`, p])),
    reviewsByProduct: groupBy(reviews, (r) => r.productId),
  };
}

/** Newest first, as the listing's NEWEST sort and new arrivals order. */
export const newestFirst = (a: Product, b: Product): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
