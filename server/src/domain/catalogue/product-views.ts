import type { Loaders } from '../../database/loaders';
import { type PriceBreakdown, priceBreakdown, purityLabel } from '../pricing/carat-price';
import type { Category } from '../../entities/category.entity';
import type { Currency } from '../../entities/currency.entity';
import type { PriceEntry } from '../../entities/price-entry.entity';
import type { Product } from '../../entities/product.entity';
import type { Review } from '../../entities/review.entity';
import type { Subcategory } from '../../entities/subcategory.entity';

/**
 * The per-request DataLoaders the catalogue reads relations through (a subset of createLoaders()).
 * Every helper below only calls `load`/`loadMany` on productParts, whose loaders all answer from one
 * statement per tick, so N products cost the same statements as one.
 */
export type CatalogueLoaders = Pick<Loaders, 'productParts'>;

/** Category and subcategory rows by id (the catalogue service keeps them; see CatalogueService.lookups). */
export interface CatalogueLookups {
  categoriesById: ReadonlyMap<number, Category>;
  subcategoriesById: ReadonlyMap<number, Subcategory>;
}

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
  /** Not for sale: the manual flag, or every combination tracked and at 0 (docs/decisions.md#stock). */
  soldOut: boolean;
}

/** Product.soldOut: the manual flag, or every combination tracked and at 0 (docs/decisions.md#stock); no read when flagged. */
export function isSoldOut(loaders: CatalogueLoaders, product: Pick<Product, 'id' | 'outOfStock'>): Promise<boolean> | boolean {
  return product.outOfStock || loaders.productParts.soldOutByProductId.load(product.id);
}

export async function colorOptions(loaders: CatalogueLoaders, productId: number): Promise<ColorOptionView[]> {
  const colours = await loaders.productParts.coloursByProductId.load(productId);
  return colours.map((c, i) => ({
    productColorId: c.productColorId,
    colorId: c.colorId,
    name: c.colorName ?? UNKNOWN_COLOUR,
    position: i + 1,
    images: c.images,
  }));
}

/** The picture a listing card shows on hover: the second of the first colour, else the main one. */
export const hoverImageOf = (images: string[]): string | null => images[1] ?? images[0] ?? null;

/** The purity a listing prices a product by: the first one offered (its price is null without one in the currency). */
export const listingCarat = (carats: CaratPriceView[]): CaratPriceView | null => carats[0] ?? null;

/**
 * The pictures a card shows: those of the product's first colour (in its offer order) that is one of
 * `colorIds` (the colours a listing is filtered by), so a White Gold listing shows white-gold pictures;
 * without such a colour, or without `colorIds`, those of its first colour. With several colours
 * filtered, the product's own order decides among them (its main look when that is one of them).
 */
export function colourImages(colours: readonly { colorId: number; images: string[] }[], colorIds?: readonly number[] | null): string[] {
  const wanted = colorIds?.length ? colours.find((colour) => colorIds.includes(colour.colorId)) : undefined;
  return (wanted ?? colours[0])?.images ?? [];
}

/** The pictures a listing card shows (see colourImages); the loader reads every product's colours in one statement. */
export async function cardImages(loaders: CatalogueLoaders, productId: number, colorIds?: readonly number[] | null): Promise<string[]> {
  return colourImages(await loaders.productParts.coloursByProductId.load(productId), colorIds);
}

export async function sizeOptions(loaders: CatalogueLoaders, productId: number): Promise<SizeOptionView[]> {
  const sizes = await loaders.productParts.sizesByProductId.load(productId);
  return sizes.map((s, i) => ({ productSizeId: s.productSizeId, sizeId: s.sizeId, name: s.sizeName, position: i + 1 }));
}

/**
 * Purity labels in offer order, e.g. ["14K", "18K"]. Read with the prices of `currency` when one is
 * known, so a card that shows both costs one read.
 */
export async function purities(loaders: CatalogueLoaders, productId: number, currency?: Currency | null): Promise<string[]> {
  const carats = await loaders.productParts.caratsByProductCurrency.load(`${productId}:${currency?.id ?? 0}`);
  return carats.map((pc) => purityLabel(pc.caratValue));
}

/** Every carat of a product with its stored price in `currency` (pricing/carat-price.ts does the sums). */
export async function caratPrices(loaders: CatalogueLoaders, productId: number, currency: Currency): Promise<CaratPriceView[]> {
  const carats = await loaders.productParts.caratsByProductCurrency.load(`${productId}:${currency.id}`);
  return carats.map((pc) => ({
    productCaratId: pc.productCaratId,
    caratValue: pc.caratValue,
    purity: purityLabel(pc.caratValue),
    price: pc.entry ? priceBreakdown(pc.entry as PriceEntry) : null,
  }));
}

/** Mean rating to one decimal, or null without reviews. */
export function averageRating(reviews: Review[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}

/** The whole view of one product; call it for many products at once and the loaders batch them. */
export async function productView(
  loaders: CatalogueLoaders,
  lookups: CatalogueLookups,
  product: Product,
  currency: Currency,
): Promise<ProductView> {
  const [colors, sizes, carats, reviews, soldOut] = await Promise.all([
    colorOptions(loaders, product.id),
    sizeOptions(loaders, product.id),
    caratPrices(loaders, product.id, currency),
    loaders.productParts.reviewsByProductId.load(product.id),
    isSoldOut(loaders, product),
  ]);
  return {
    product,
    category: lookups.categoriesById.get(product.categoryId) ?? null,
    subcategory: lookups.subcategoriesById.get(product.subcategoryId) ?? null,
    currency,
    colors,
    images: colors[0]?.images ?? [],
    sizes,
    carats,
    reviews,
    averageRating: averageRating(reviews),
    soldOut,
  };
}
