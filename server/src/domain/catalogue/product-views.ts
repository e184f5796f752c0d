import type { Loaders } from '../../database/loaders';
import { type PriceBreakdown, priceBreakdown, purityLabel } from '../pricing/carat-price';
import type { Category } from '../../entities/category.entity';
import type { Currency } from '../../entities/currency.entity';
import type { Product } from '../../entities/product.entity';
import type { Review } from '../../entities/review.entity';
import type { Subcategory } from '../../entities/subcategory.entity';

/**
 * The per-request DataLoaders the catalogue reads relations through (a subset of createLoaders()).
 * Every helper below only calls `load`/`loadMany`, so N products cost the same statements as one.
 */
export type CatalogueLoaders = Pick<
  Loaders,
  | 'categoryById'
  | 'subcategoryById'
  | 'currencyById'
  | 'currencyByCode'
  | 'colorsByProductId'
  | 'imagesByProductColorId'
  | 'caratsByProductId'
  | 'priceEntry'
  | 'sizesByProductId'
  | 'reviewsByProductId'
>;

/** Shown when a colour row has lost its name (the default of docs/specifications.md#storefront-9-constants). */
export const UNKNOWN_COLOUR = 'Unknown';

export interface ColorOptionView {
  productColorId: number;
  colorId: number;
  name: string;
  /** 1-based place in the product's list: what the legacy /add payload sends as pcolor_id. */
  position: number;
  images: string[];
}

export interface SizeOptionView {
  productSizeId: number;
  sizeId: number;
  name: string;
  /** 1-based place in the product's list: what the legacy /add payload sends as ps_id. */
  position: number;
}

export interface CaratPriceView {
  productCaratId: number;
  caratValue: number;
  purity: string;
  /** Null when the carat has no price in the currency (a half-configured product). */
  price: PriceBreakdown | null;
}

/** Everything a product page or legacy product answer shows, in one currency. */
export interface ProductView {
  product: Product;
  category: Category | null;
  subcategory: Subcategory | null;
  currency: Currency;
  colors: ColorOptionView[];
  /** Pictures of the first colour. */
  images: string[];
  sizes: SizeOptionView[];
  carats: CaratPriceView[];
  reviews: Review[];
  averageRating: number | null;
}

export async function colorOptions(loaders: CatalogueLoaders, productId: number): Promise<ColorOptionView[]> {
  const colors = await loaders.colorsByProductId.load(productId);
  const images = await loaders.imagesByProductColorId.loadMany(colors.map((c) => c.id));
  return colors.map((c, i) => {
    const pictures = images[i];
    return {
      productColorId: c.id,
      colorId: c.colorId,
      name: c.color?.name ?? UNKNOWN_COLOUR,
      position: i + 1,
      images: pictures instanceof Error ? [] : pictures.map((image) => image.url),
    };
  });
}

/** The picture a listing card shows on hover: the second of the first colour, else the main one. */
export const hoverImageOf = (images: string[]): string | null => images[1] ?? images[0] ?? null;

/** The purity a listing prices a product by: the first one offered (its price is null without one in the currency). */
export const listingCarat = (carats: CaratPriceView[]): CaratPriceView | null => carats[0] ?? null;

/** The pictures of the first colour (listing cards show these). */
export async function firstColourImages(loaders: CatalogueLoaders, productId: number): Promise<string[]> {
  const [first] = await loaders.colorsByProductId.load(productId);
  if (!first) return [];
  return (await loaders.imagesByProductColorId.load(first.id)).map((image) => image.url);
}

export async function sizeOptions(loaders: CatalogueLoaders, productId: number): Promise<SizeOptionView[]> {
  const sizes = await loaders.sizesByProductId.load(productId);
  return sizes.map((s, i) => ({ productSizeId: s.id, sizeId: s.sizeId, name: s.size?.name ?? '', position: i + 1 }));
}

/** Purity labels in offer order, e.g. ["14K", "18K"]. */
export async function purities(loaders: CatalogueLoaders, productId: number): Promise<string[]> {
  return (await loaders.caratsByProductId.load(productId)).map((pc) => purityLabel(pc.carat?.value ?? 0));
}

/** Every carat of a product with its stored price in `currency` (pricing/carat-price.ts does the sums). */
export async function caratPrices(loaders: CatalogueLoaders, productId: number, currency: Currency): Promise<CaratPriceView[]> {
  const carats = await loaders.caratsByProductId.load(productId);
  const entries = await loaders.priceEntry.loadMany(carats.map((pc) => `${pc.id}:${currency.id}`));
  return carats.map((pc, i) => {
    const entry = entries[i];
    return {
      productCaratId: pc.id,
      caratValue: pc.carat?.value ?? 0,
      purity: purityLabel(pc.carat?.value ?? 0),
      price: entry && !(entry instanceof Error) ? priceBreakdown(entry) : null,
    };
  });
}

/** Mean rating to one decimal, or null without reviews. */
export function averageRating(reviews: Review[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}

/** The whole view of one product; call it for many products at once and the loaders batch them. */
export async function productView(loaders: CatalogueLoaders, product: Product, currency: Currency): Promise<ProductView> {
  const [category, subcategory, colors, sizes, carats, reviews] = await Promise.all([
    loaders.categoryById.load(product.categoryId),
    loaders.subcategoryById.load(product.subcategoryId),
    colorOptions(loaders, product.id),
    sizeOptions(loaders, product.id),
    caratPrices(loaders, product.id, currency),
    loaders.reviewsByProductId.load(product.id),
  ]);
  return {
    product,
    category,
    subcategory,
    currency,
    colors,
    images: colors[0]?.images ?? [],
    sizes,
    carats,
    reviews,
    averageRating: averageRating(reviews),
  };
}
