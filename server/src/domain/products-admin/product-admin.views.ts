import type { Loaders } from '../../database/loaders';
import type { MetalType } from '../../entities/metal-type.entity';
import type { PriceEntry } from '../../entities/price-entry.entity';
import type { Product } from '../../entities/product.entity';
import type { ProductCarat } from '../../entities/product-carat.entity';
import type { ProductColor } from '../../entities/product-color.entity';
import type { ProductImage } from '../../entities/product-image.entity';
import type { ProductSize } from '../../entities/product-size.entity';
import type { Subcategory } from '../../entities/subcategory.entity';

/** The per-request DataLoaders the back-office product views read through (a subset of createLoaders()). */
export type ProductAdminLoaders = Pick<
  Loaders,
  | 'metalTypeById'
  | 'subcategoryById'
  | 'colorsByProductId'
  | 'imagesByProductColorId'
  | 'caratsByProductId'
  | 'priceEntriesByProductCaratId'
  | 'sizesByProductId'
>;

/** The related parts a product view can carry (the legacy ?include= of GET /get-products). */
export const PRODUCT_PARTS = ['metaltype', 'subcategory', 'productcolors', 'productcarats', 'productsizes'] as const;
export type ProductPart = (typeof PRODUCT_PARTS)[number];

export interface ProductColorView {
  row: ProductColor;
  images: ProductImage[];
}

export interface ProductCaratView {
  row: ProductCarat;
  /** One entry per currency that has one, with the currency joined, by currency id. */
  prices: PriceEntry[];
}

/** A product with the parts the back-office edit form shows; parts not asked for are left undefined. */
export interface AdminProductView {
  product: Product;
  metalType?: MetalType | null;
  subcategory?: Subcategory | null;
  colors?: ProductColorView[];
  carats?: ProductCaratView[];
  sizes?: ProductSize[];
  /** Always there: the products table's "Carats count". */
  caratCount: number;
}

export async function colourViews(loaders: ProductAdminLoaders, colours: ProductColor[]): Promise<ProductColorView[]> {
  const images = await loaders.imagesByProductColorId.loadMany(colours.map((c) => c.id));
  return colours.map((row, i) => {
    const list = images[i];
    return { row, images: list instanceof Error ? [] : list };
  });
}

export async function caratViews(loaders: ProductAdminLoaders, carats: ProductCarat[]): Promise<ProductCaratView[]> {
  const prices = await loaders.priceEntriesByProductCaratId.loadMany(carats.map((c) => c.id));
  return carats.map((row, i) => {
    const list = prices[i];
    return { row, prices: list instanceof Error ? [] : list };
  });
}

/**
 * The view of one product with the `parts` asked for. Call it for many products at once: every part is
 * read through the loaders, so a page of N products costs the same statements as one.
 */
export async function adminProductView(
  loaders: ProductAdminLoaders,
  product: Product,
  parts: ReadonlySet<ProductPart>,
): Promise<AdminProductView> {
  const [metalType, subcategory, colours, carats, sizes] = await Promise.all([
    parts.has('metaltype') ? loaders.metalTypeById.load(product.metalTypeId) : undefined,
    parts.has('subcategory') ? loaders.subcategoryById.load(product.subcategoryId) : undefined,
    parts.has('productcolors') ? loaders.colorsByProductId.load(product.id) : undefined,
    loaders.caratsByProductId.load(product.id),
    parts.has('productsizes') ? loaders.sizesByProductId.load(product.id) : undefined,
  ]);
  const [colorViews, caratViewList] = await Promise.all([
    colours ? colourViews(loaders, colours) : undefined,
    parts.has('productcarats') ? caratViews(loaders, carats) : undefined,
  ]);
  return { product, metalType, subcategory, colors: colorViews, carats: caratViewList, sizes, caratCount: carats.length };
}
