import { type EntityManager, In } from 'typeorm';
import { shareLockClause } from '../../database/locks';
import { Order, OrderStatus, PaymentStatus, StockReservation } from '../../entities/order.entity';
import { OrderItem } from '../../entities/order-item.entity';
import { ProductVariant } from '../../entities/product-variant.entity';
import { OutOfStockError } from '../common/error-results';
import type { ResolvedLine } from '../line-selection/product-options';

/** A variant's stock as checkout and the cart read it. */
export interface VariantStock {
  id: number;
  productId: number;
  sizeId: number;
  productColorId: number;
  productCaratId: number;
  /** Null: not tracked. */
  stock: number | null;
}

/** One line to take off stock: `quantity` pieces of a tracked variant. */
export interface Reservation {
  variantId: number;
  quantity: number;
  productId: number;
  productName: string;
}

/**
 * Thrown inside the order's transaction when a variant has fewer pieces than the order asks for, so every
 * write of that transaction (earlier lines' reservations included) rolls back; the caller turns it back into
 * the OutOfStockError it carries, once the transaction is gone.
 */
export class StockShortfall extends Error {
  constructor(readonly result: OutOfStockError) {
    super(result.message);
  }
}

/** The variants of some products with their stock, in one query. */
export async function variantsOf(manager: EntityManager, productIds: number[]): Promise<VariantStock[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await manager.getRepository(ProductVariant).find({
    select: { id: true, productId: true, sizeId: true, productColorId: true, productCaratId: true, stock: true },
    where: { productId: In(ids) },
  });
  return rows.map((row) => ({ ...row, stock: row.stock === null ? null : Number(row.stock) }));
}

/**
 * The variant a checked selection is (product, size, colour, purity), or null when there is none: a
 * product without sizes or colours has no variants, and a combination without a row is not tracked.
 */
export function variantOf(variants: readonly VariantStock[], line: ResolvedLine): VariantStock | null {
  const { product, productCarat, productColor, productSize } = line;
  if (!productColor || !productSize) return null;
  return (
    variants.find(
      (v) =>
        v.productId === product.id &&
        v.productCaratId === productCarat.id &&
        v.productColorId === productColor.id &&
        v.sizeId === productSize.sizeId,
    ) ?? null
  );
}

/** The stock of a stored cart line's variant: null when not tracked (or no variant), else the count. */
export function stockOfLine(
  variants: readonly VariantStock[],
  line: { productId: number; productCaratId: number; productColorId: number | null; sizeId: number | null },
): number | null {
  if (line.productColorId === null || line.sizeId === null) return null;
  const variant = variants.find(
    (v) =>
      v.productId === line.productId &&
      v.productCaratId === line.productCaratId &&
      v.productColorId === line.productColorId &&
      v.sizeId === line.sizeId,
  );
  return variant?.stock ?? null;
}

/**
 * Refuses `wanted` pieces of a line when its variant is tracked and has fewer; null when they may be had.
 * For the cart (add, raise a quantity): a hint only, since nothing is reserved until the order.
 */
export function shortfall(variant: VariantStock | null, line: ResolvedLine, wanted: number): OutOfStockError | null {
  if (!variant || variant.stock === null || wanted <= variant.stock) return null;
  return new OutOfStockError(line.product.id, line.product.name, variant.stock);
}

/**
 * Takes the pieces of an order off its variants' stock, inside the order's transaction: ONE conditional
 * UPDATE (`stock >= wanted` for each variant), so two orders racing for the last piece cannot both win —
 * the database row lock serialises them and the second finds the condition false. When fewer rows than
 * variants changed, throws StockShortfall naming the first variant short, which rolls the order back.
 * Runs from checkout.ts (GraphQL createOrder, REST POST /createorder).
 */
export async function reserve(manager: EntityManager, lines: readonly Reservation[]): Promise<void> {
  const wanted = new Map<number, Reservation>();
  for (const line of lines) {
    const earlier = wanted.get(line.variantId);
    wanted.set(line.variantId, earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : { ...line });
  }
  if (wanted.size === 0) return;
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const cases = `CASE id ${ids.map(() => 'WHEN ? THEN ?').join(' ')} END`;
  const amounts = ids.flatMap((id) => [id, wanted.get(id)!.quantity]);
  const affected = await affectedRows(
    manager,
    `UPDATE product_variants SET stock = stock - (${cases}) WHERE id IN (${ids.map(() => '?').join(', ')}) AND stock >= (${cases})`,
    [...amounts, ...ids, ...amounts],
  );
  if (affected === ids.length) return;
  const now = await variantsById(manager, ids);
  const short = ids.find((id) => (now.get(id) ?? 0) < wanted.get(id)!.quantity) ?? ids[0];
  const line = wanted.get(short)!;
  throw new StockShortfall(new OutOfStockError(line.productId, line.productName, now.get(short) ?? 0));
}

/**
 * Gives an order's reserved pieces back to stock, once: the order's reservation moves from HELD to `to`
 * by a conditional UPDATE, and only the call that moved it returns the pieces (a repeated cancel, or a
 * cancel racing the expiry job, returns nothing). EXPIRED also marks the payment failed, and only while
 * the order is unpaid and not cancelled (checked in the same UPDATE, so a payment that landed first wins).
 * A variant no longer tracked, or deleted, is skipped. Answers whether this call returned them.
 */
export async function returnStock(
  manager: EntityManager,
  orderId: number,
  to: StockReservation.RETURNED | StockReservation.EXPIRED,
): Promise<boolean> {
  const update = manager
    .createQueryBuilder()
    .update(Order)
    .set(to === StockReservation.EXPIRED ? { stockReservation: to, paymentStatus: PaymentStatus.FAILED } : { stockReservation: to })
    .where('id = :orderId AND stockReservation = :held', { orderId, held: StockReservation.HELD });
  if (to === StockReservation.EXPIRED) {
    update
      .andWhere('paymentStatus IN (:...unpaid)', { unpaid: [PaymentStatus.PENDING, PaymentStatus.FAILED] })
      .andWhere('status <> :cancelled', { cancelled: OrderStatus.CANCELLED });
  }
  const moved = await update.updateEntity(false).execute();
  if (!moved.affected) return false;
  const items = await manager.getRepository(OrderItem).find({
    select: { productVariantId: true, quantity: true },
    where: { orderId },
  });
  const back = new Map<number, number>();
  for (const item of items) {
    if (item.productVariantId !== null) back.set(item.productVariantId, (back.get(item.productVariantId) ?? 0) + item.quantity);
  }
  if (back.size === 0) return true;
  const ids = [...back.keys()].sort((a, b) => a - b);
  const cases = ids.map(() => 'WHEN ? THEN ?').join(' ');
  await manager.query(
    `UPDATE product_variants SET stock = stock + (CASE id ${cases} END) WHERE id IN (${ids.map(() => '?').join(', ')}) AND stock IS NOT NULL`,
    [...ids.flatMap((id) => [id, back.get(id)!]), ...ids],
  );
  return true;
}

/**
 * The stock of variants as committed now. On MySQL/MariaDB a locking read: a plain SELECT in a REPEATABLE READ
 * transaction answers the snapshot of its first read, from before the order that took the last piece.
 */
async function variantsById(manager: EntityManager, ids: number[]): Promise<Map<number, number>> {
  const lock = shareLockClause(manager);
  const rows = await manager.query<{ id: number; stock: number | string | null }[]>(
    `SELECT id, stock FROM product_variants WHERE id IN (${ids.map(() => '?').join(', ')})${lock}`,
    ids,
  );
  return new Map(rows.map((row) => [Number(row.id), row.stock === null ? Number.MAX_SAFE_INTEGER : Number(row.stock)]));
}

/** Runs an UPDATE in the transaction of `manager` and answers how many rows it changed (both drivers report it). */
async function affectedRows(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  if (!manager.queryRunner) throw new Error('inventory: stock is only written inside a transaction');
  const result = await manager.queryRunner.query(sql, params, true);
  if (typeof result.affected !== 'number') throw new Error('inventory: the driver did not say how many rows an UPDATE changed');
  return result.affected;
}
