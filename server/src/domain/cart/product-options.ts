import { type EntityManager, In } from 'typeorm';
import { Product } from '../../entities/product.entity';
import { ProductCarat } from '../../entities/product-carat.entity';
import { ProductColor } from '../../entities/product-color.entity';
import { ProductSize } from '../../entities/product-size.entity';
import { InvalidProductOptionError, ProductNotFoundError } from '../common/error-results';
import { purityLabel } from '../pricing/carat-price';

/** What a shopper picked: a product in one purity, optionally one colour and one size (real ids). */
export interface LineSelection {
  productId: number;
  productCaratId: number;
  /** Absent: the product's first colour. */
  productColorId?: number | null;
  /** Absent: the product's first size, when it has sizes. */
  productSizeId?: number | null;
}

/** A product with its purities, colours and sizes in offer order. */
export interface ProductOptions {
  product: Product;
  carats: ProductCarat[];
  colors: ProductColor[];
  sizes: ProductSize[];
}

/** A selection checked against the catalogue, with the names an order item keeps. */
export interface ResolvedLine {
  product: Product;
  productCarat: ProductCarat;
  productColor: ProductColor | null;
  productSize: ProductSize | null;
  purity: string;
  colorName: string | null;
  sizeName: string | null;
  /** 1-based positions in the product's lists (the legacy REST ids). */
  colorPosition: number | null;
  sizePosition: number | null;
}

export type SelectionError = ProductNotFoundError | InvalidProductOptionError;

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

/** The options of many products in four IN (...) queries, whatever their number. */
export async function loadProductOptions(manager: EntityManager, productIds: number[]): Promise<Map<number, ProductOptions>> {
  const ids = [...new Set(productIds)];
  const result = new Map<number, ProductOptions>();
  if (ids.length === 0) return result;
  const [products, carats, colors, sizes] = await Promise.all([
    manager.getRepository(Product).findBy({ id: In(ids) }),
    manager.getRepository(ProductCarat).find({ where: { productId: In(ids) }, relations: { carat: true } }),
    manager.getRepository(ProductColor).find({ where: { productId: In(ids) }, relations: { color: true } }),
    manager.getRepository(ProductSize).find({ where: { productId: In(ids) }, relations: { size: true } }),
  ]);
  for (const product of products) result.set(product.id, { product, carats: [], colors: [], sizes: [] });
  for (const pc of carats.sort(byPosition)) result.get(pc.productId)?.carats.push(pc);
  for (const pc of colors.sort(byPosition)) result.get(pc.productId)?.colors.push(pc);
  for (const ps of sizes.sort(byPosition)) result.get(ps.productId)?.sizes.push(ps);
  return result;
}

/**
 * Checks a selection against its product's options: the product exists, the carat, colour and size are
 * the product's own; a missing colour is the first colour and a missing size the first size (when the
 * product has sizes). Runs before anything is added to a cart or wishlist or ordered.
 */
export function resolveSelection(options: ProductOptions | undefined, selection: LineSelection): ResolvedLine | SelectionError {
  if (!options) return new ProductNotFoundError(selection.productId);
  const productCarat = options.carats.find((pc) => pc.id === selection.productCaratId);
  if (!productCarat) return new InvalidProductOptionError('productCaratId', 'This purity is not offered for this product');

  let productColor: ProductColor | null = options.colors[0] ?? null;
  if (selection.productColorId != null) {
    productColor = options.colors.find((pc) => pc.id === selection.productColorId) ?? null;
    if (!productColor) return new InvalidProductOptionError('productColorId', 'This colour is not offered for this product');
  }

  let productSize: ProductSize | null = options.sizes[0] ?? null;
  if (selection.productSizeId != null) {
    productSize = options.sizes.find((ps) => ps.id === selection.productSizeId) ?? null;
    if (!productSize) return new InvalidProductOptionError('productSizeId', 'This size is not offered for this product');
  }

  return {
    product: options.product,
    productCarat,
    productColor,
    productSize,
    purity: purityLabel(productCarat.carat?.value ?? 0),
    colorName: productColor?.color?.name ?? null,
    sizeName: productSize?.size?.name ?? null,
    colorPosition: productColor ? options.colors.indexOf(productColor) + 1 : null,
    sizePosition: productSize ? options.sizes.indexOf(productSize) + 1 : null,
  };
}

/**
 * The legacy REST selection: colour and size as 1-based positions in the product's lists
 * (docs/decisions.md#legacy-cart-ids).
 */
export interface LegacySelection {
  productId: number;
  productCaratId: number;
  /** 1-based; absent: the first colour. */
  colorPosition?: number | null;
  /** 1-based; absent: the first size. */
  sizePosition?: number | null;
}

/** Turns legacy positions into real ids; a position outside the product's list is an invalid option. */
export function selectionFromPositions(options: ProductOptions | undefined, legacy: LegacySelection): LineSelection | SelectionError {
  if (!options) return new ProductNotFoundError(legacy.productId);
  const selection: LineSelection = { productId: legacy.productId, productCaratId: legacy.productCaratId };
  if (legacy.colorPosition != null) {
    const color = options.colors[legacy.colorPosition - 1];
    if (!color)
      return new InvalidProductOptionError(
        'productColorId',
        `Colour ${legacy.colorPosition} is not offered for this product (it has ${options.colors.length})`,
      );
    selection.productColorId = color.id;
  }
  if (legacy.sizePosition != null) {
    const size = options.sizes[legacy.sizePosition - 1];
    if (!size)
      return new InvalidProductOptionError(
        'productSizeId',
        `Size ${legacy.sizePosition} is not offered for this product (it has ${options.sizes.length})`,
      );
    selection.productSizeId = size.id;
  }
  return selection;
}
