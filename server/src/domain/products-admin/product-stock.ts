import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { ProductCarat } from '../../entities/product-carat.entity';
import { ProductColor } from '../../entities/product-color.entity';
import { ProductSize } from '../../entities/product-size.entity';
import { ProductVariant } from '../../entities/product-variant.entity';
import { notFound } from '../common/domain-error';
import { type FieldError, InputValidationError } from '../common/error-results';
import { requireAdmin } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { fieldError, validateInput } from '../common/validation';
import { purityLabel } from '../pricing/carat-price';
import { type ProductStockEntry, productStockSchema } from './product-admin.validation';
import { Product } from '../../entities/product.entity';

/** One colour × purity × size of a product with its stock: null when not tracked (no variant, or one without a count). */
export interface StockCombination {
  productColorId: number;
  colorName: string;
  productCaratId: number;
  purity: string;
  sizeId: number;
  sizeName: string;
  /** The variant row, when one exists. */
  variantId: number | null;
  stock: number | null;
}

const key = (c: { productColorId: number; productCaratId: number; sizeId: number }) =>
  `${c.productColorId}:${c.productCaratId}:${c.sizeId}`;

/**
 * The product form's stock grid (docs/decisions.md#stock): every combination of a product's
 * colours, carats and sizes with its count, read in four statements whatever their number; saved in one
 * transaction that updates the variants whose count changed and adds a variant for a combination newly
 * counted. The variants page edits the same rows one by one.
 */
export class ProductStockAdmin {
  constructor(private readonly dataSource: DataSource) {}

  async combinations(ctx: RequestContext, productId: number): Promise<StockCombination[]> {
    requireAdmin(ctx);
    return readCombinations(this.dataSource.manager, productId);
  }

  async setStock(ctx: RequestContext, productId: number, input: unknown): Promise<StockCombination[] | InputValidationError> {
    requireAdmin(ctx);
    const entries = validateInput(productStockSchema, input);
    if (entries instanceof InputValidationError) return entries;
    return inTransaction(this.dataSource, async (manager) => {
      const current = await readCombinations(manager, productId);
      const known = new Map(current.map((combination) => [key(combination), combination]));
      const errors = entryErrors(entries, known);
      if (errors.length > 0) return new InputValidationError(errors);
      const inserts: Partial<ProductVariant>[] = [];
      const updates: Array<{ id: number; stock: number | null }> = [];
      for (const entry of entries) {
        const combination = known.get(key(entry))!;
        if (combination.stock === entry.stock) continue;
        if (combination.variantId === null) inserts.push({ productId, ...entry });
        // Set, not adjusted: the count typed replaces what orders left (as on the variants page).
        else updates.push({ id: combination.variantId, stock: entry.stock });
      }
      // One statement each, however many combinations changed.
      if (updates.length > 0) {
        await manager.query(
          `UPDATE product_variants SET stock = CASE id ${updates.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE id IN (${updates.map(() => '?').join(', ')})`,
          [...updates.flatMap((update) => [update.id, update.stock]), ...updates.map((update) => update.id)],
        );
      }
      if (inserts.length > 0) await manager.insert(ProductVariant, inserts);
      return readCombinations(manager, productId);
    });
  }
}

/** Each entry must be one of the product's combinations, at most once. */
function entryErrors(entries: ProductStockEntry[], known: Map<string, StockCombination>): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  entries.forEach((entry, index) => {
    const k = key(entry);
    if (!known.has(k)) errors.push(fieldError(`entries.${index}`, "This is not one of the product's colour, carat and size combinations"));
    else if (seen.has(k)) errors.push(fieldError(`entries.${index}`, 'This combination is listed twice'));
    seen.add(k);
  });
  return errors;
}

async function readCombinations(manager: EntityManager, productId: number): Promise<StockCombination[]> {
  const id = Number.isSafeInteger(productId) && productId > 0 && productId <= 2_147_483_647 ? productId : 0;
  const [product, colours, carats, sizes, variants] = await Promise.all([
    manager.getRepository(Product).exists({ where: { id } }),
    manager
      .getRepository(ProductColor)
      .find({ where: { productId: id }, relations: { color: true }, order: { position: 'ASC', id: 'ASC' } }),
    manager
      .getRepository(ProductCarat)
      .find({ where: { productId: id }, relations: { carat: true }, order: { position: 'ASC', id: 'ASC' } }),
    manager.getRepository(ProductSize).find({ where: { productId: id }, relations: { size: true }, order: { position: 'ASC', id: 'ASC' } }),
    manager.getRepository(ProductVariant).find({ where: { productId: id } }),
  ]);
  if (!product) throw notFound('Product not found');
  const byKey = new Map(variants.map((variant) => [key(variant), variant]));
  return colours.flatMap((colour) =>
    carats.flatMap((carat) =>
      sizes.map((size): StockCombination => {
        const variant = byKey.get(key({ productColorId: colour.id, productCaratId: carat.id, sizeId: size.sizeId }));
        return {
          productColorId: colour.id,
          colorName: colour.color?.name ?? '',
          productCaratId: carat.id,
          purity: purityLabel(carat.carat?.value ?? 0),
          sizeId: size.sizeId,
          sizeName: size.size?.name ?? '',
          variantId: variant?.id ?? null,
          stock: variant?.stock ?? null,
        };
      }),
    ),
  );
}
