import { type EntityManager, In } from 'typeorm';
import { Carat } from '../../entities/carat.entity';
import { Color } from '../../entities/color.entity';
import { minorUnitsFromDatabase } from '../../entities/columns';
import { PriceEntry } from '../../entities/price-entry.entity';
import { Product } from '../../entities/product.entity';
import { ProductCarat } from '../../entities/product-carat.entity';
import { ProductColor } from '../../entities/product-color.entity';
import { ProductSize } from '../../entities/product-size.entity';
import { Size } from '../../entities/size.entity';
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

/** One row of optionsSql: a purity, colour or size of a product, or a price entry of one of its purities. */
interface OptionRow {
  kind: 'carat' | 'color' | 'size' | 'price';
  id: number;
  productId: number;
  /** The carat, colour or size; for a price, the product carat. */
  optionId: number;
  position: number;
  caratValue: number | null;
  caratMultiplier: string | number | null;
  caratMetalTypeId: number | null;
  name: string | null;
  priceMinor: string | number | null;
  stoneChargeMinor: string | number | null;
  labourChargeMinor: string | number | null;
  isManual: number | boolean | null;
}

/**
 * The purities, colours and sizes of products (`ids`: one `?` per product id), and with `withPrices` the
 * price entries of those purities in one currency (the last `?`), in ONE statement: cart and checkout read
 * them under the shopper's lock, where each round trip holds a pooled connection, and the joined finds it
 * replaces cost more to build in TypeORM than to run. Backticks work on both MySQL/MariaDB and SQLite.
 */
const optionsSql = (ids: string, withPrices: boolean) => `
  SELECT 'carat' AS kind, pc.id, pc.productId, pc.caratId AS optionId, pc.position,
         c.value AS caratValue, c.multiplier AS caratMultiplier, c.metalTypeId AS caratMetalTypeId, NULL AS name,
         NULL AS priceMinor, NULL AS stoneChargeMinor, NULL AS labourChargeMinor, NULL AS isManual
    FROM \`product_carats\` pc JOIN \`carats\` c ON c.id = pc.caratId WHERE pc.productId IN (${ids})
  UNION ALL
  SELECT 'color', pc.id, pc.productId, pc.colorId, pc.position, NULL, NULL, NULL, c.name, NULL, NULL, NULL, NULL
    FROM \`product_colors\` pc JOIN \`colors\` c ON c.id = pc.colorId WHERE pc.productId IN (${ids})
  UNION ALL
  SELECT 'size', ps.id, ps.productId, ps.sizeId, ps.position, NULL, NULL, NULL, s.name, NULL, NULL, NULL, NULL
    FROM \`product_sizes\` ps JOIN \`sizes\` s ON s.id = ps.sizeId WHERE ps.productId IN (${ids})${
      withPrices
        ? `
  UNION ALL
  SELECT 'price', pe.id, pc.productId, pe.productCaratId, 0, NULL, NULL, NULL, NULL,
         pe.priceMinor, pe.stoneChargeMinor, pe.labourChargeMinor, pe.isManual
    FROM \`price_entries\` pe JOIN \`product_carats\` pc ON pc.id = pe.productCaratId
   WHERE pc.productId IN (${ids}) AND pe.currencyId = ?`
        : ''
    }`;

/** Product options and, by product carat id, the price entries of their purities in one currency. */
export interface PricedOptions {
  options: Map<number, ProductOptions>;
  prices: Map<number, PriceEntry>;
}

/** The options of many products in two queries (the products, then optionsSql), whatever their number. */
export async function loadProductOptions(manager: EntityManager, productIds: number[]): Promise<Map<number, ProductOptions>> {
  return (await readOptions(manager, productIds, null)).options;
}

/**
 * The options of many products and the price entries of all their purities in `currencyId`, in the same two
 * queries (cart add and checkout: every price they need is a purity of a product they check).
 */
export function loadPricedOptions(manager: EntityManager, productIds: number[], currencyId: number): Promise<PricedOptions> {
  return readOptions(manager, productIds, currencyId);
}

async function readOptions(manager: EntityManager, productIds: number[], currencyId: number | null): Promise<PricedOptions> {
  const ids = [...new Set(productIds)];
  const result: PricedOptions = { options: new Map(), prices: new Map() };
  if (ids.length === 0) return result;
  const products = await manager.getRepository(Product).findBy({ id: In(ids) });
  for (const product of products) result.options.set(product.id, { product, carats: [], colors: [], sizes: [] });
  if (products.length === 0) return result;
  const found = products.map((product) => product.id);
  const placeholders = found.map(() => '?').join(', ');
  const withPrices = currencyId !== null;
  const params = withPrices ? [...found, ...found, ...found, ...found, currencyId] : [...found, ...found, ...found];
  const rows = await manager.query<OptionRow[]>(optionsSql(placeholders, withPrices), params);
  for (const row of rows) {
    const options = result.options.get(Number(row.productId));
    if (!options) continue;
    const base = { id: Number(row.id), productId: Number(row.productId), position: Number(row.position) };
    if (row.kind === 'carat') {
      const carat = Object.assign(new Carat(), {
        id: Number(row.optionId),
        value: Number(row.caratValue),
        multiplier: Number(row.caratMultiplier),
        metalTypeId: Number(row.caratMetalTypeId),
      });
      options.carats.push(Object.assign(new ProductCarat(), { ...base, caratId: carat.id, carat }));
    } else if (row.kind === 'color') {
      const color = Object.assign(new Color(), { id: Number(row.optionId), name: row.name });
      options.colors.push(Object.assign(new ProductColor(), { ...base, colorId: color.id, color }));
    } else if (row.kind === 'size') {
      const size = Object.assign(new Size(), { id: Number(row.optionId), name: row.name });
      options.sizes.push(Object.assign(new ProductSize(), { ...base, sizeId: size.id, size }));
    } else {
      const entry = Object.assign(new PriceEntry(), {
        id: Number(row.id),
        productCaratId: Number(row.optionId),
        currencyId: currencyId!,
        // The column transformer's rule: exact or an error, never rounded.
        priceMinor: minorUnitsFromDatabase(row.priceMinor)!,
        stoneChargeMinor: minorUnitsFromDatabase(row.stoneChargeMinor)!,
        labourChargeMinor: minorUnitsFromDatabase(row.labourChargeMinor)!,
        isManual: Boolean(Number(row.isManual)),
      });
      result.prices.set(entry.productCaratId, entry);
    }
  }
  for (const options of result.options.values()) {
    options.carats.sort(byPosition);
    options.colors.sort(byPosition);
    options.sizes.sort(byPosition);
  }
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

/** The id at a 1-based position of a product's list, null for no position, or why the position is not offered. */
function idAtPosition(
  list: { id: number }[],
  position: number | null | undefined,
  field: 'productColorId' | 'productSizeId',
  noun: string,
): number | null | InvalidProductOptionError {
  if (position == null) return null;
  const row = list[position - 1];
  return row ? row.id : new InvalidProductOptionError(field, `${noun} ${position} is not offered for this product (it has ${list.length})`);
}

/** Turns legacy positions into real ids; a position outside the product's list is an invalid option. */
export function selectionFromPositions(options: ProductOptions | undefined, legacy: LegacySelection): LineSelection | SelectionError {
  if (!options) return new ProductNotFoundError(legacy.productId);
  const selection: LineSelection = { productId: legacy.productId, productCaratId: legacy.productCaratId };
  const colorId = idAtPosition(options.colors, legacy.colorPosition, 'productColorId', 'Colour');
  if (colorId instanceof InvalidProductOptionError) return colorId;
  if (colorId !== null) selection.productColorId = colorId;
  const sizeId = idAtPosition(options.sizes, legacy.sizePosition, 'productSizeId', 'Size');
  if (sizeId instanceof InvalidProductOptionError) return sizeId;
  if (sizeId !== null) selection.productSizeId = sizeId;
  return selection;
}
