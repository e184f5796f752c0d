import {
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsOrder,
  type FindOptionsRelations,
  type FindOptionsWhere,
  IsNull,
} from 'typeorm';
import { inUserTransaction } from '../../database/user-transaction';
import type { PriceEntry } from '../../entities/price-entry.entity';
import type { Product } from '../../entities/product.entity';
import type { ProductCarat } from '../../entities/product-carat.entity';
import type { ProductColor } from '../../entities/product-color.entity';
import type { ProductSize } from '../../entities/product-size.entity';
import { notFound } from '../common/domain-error';
import type { InputValidationError, OutOfStockError, PriceUnavailableError } from '../common/error-results';
import { assertOwnerOrAdmin, requireUser } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { purityLabel } from '../pricing/carat-price';
import { type LineAmounts, type Owner, lineAmounts, loadOwner, priceEntriesFor } from './line-pricing';
import type { ResolvedLine } from './product-options';

/**
 * What a cart line and a wishlist line share (CartItem, WishlistItem): a shopper's product in one
 * purity, colour and size. The cart adds a quantity; the services below serve both.
 */
export interface StoredLine {
  id: number;
  userId: number;
  productId: number;
  productCaratId: number;
  productColorId: number | null;
  productSizeId: number | null;
  product?: Product;
  productCarat?: ProductCarat;
  productColor?: ProductColor | null;
  productSize?: ProductSize | null;
}

/** Why a checked selection cannot go into the cart (nothing is written then). */
export type AddLineError = InputValidationError | OutOfStockError | PriceUnavailableError;

/** The relations a stored line is read with, for its names and its product. */
export const LINE_RELATIONS = {
  product: true,
  productCarat: { carat: true },
  productColor: { color: true },
  productSize: { size: true },
} as const;

/** One stored line with its product, names and amounts in the owner's currency. */
export interface StoredLineView<Item extends StoredLine> {
  /** The stored line, with product, productCarat.carat, productColor.color and productSize.size loaded. */
  item: Item;
  purity: string;
  colorName: string | null;
  sizeName: string | null;
  /** Null when the product has no price in the owner's currency. */
  amounts: LineAmounts | null;
}

/** A line (loaded with LINE_RELATIONS) priced for `quantity` pieces from its entry in `entries`. */
export function storedLineView<Item extends StoredLine>(
  item: Item,
  entries: Map<number, PriceEntry>,
  quantity: number,
): StoredLineView<Item> {
  return {
    item,
    purity: purityLabel(item.productCarat?.carat?.value ?? 0),
    colorName: item.productColor?.color?.name ?? null,
    sizeName: item.productSize?.size?.name ?? null,
    amounts: lineAmounts(entries.get(item.productCaratId), quantity),
  };
}

/** The columns of a new line of the owner for a checked selection. */
export function newLineColumns(owner: Owner, resolved: ResolvedLine) {
  return {
    userId: owner.user.id,
    productId: resolved.product.id,
    productCaratId: resolved.productCarat.id,
    productColorId: resolved.productColor?.id ?? null,
    productSizeId: resolved.productSize?.id ?? null,
  };
}

/** The cart's or the wishlist's lines: the reads and writes that are the same for both. */
export class StoredLines<Item extends StoredLine> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly target: EntityTarget<Item>,
    /** "Cart item", "Wishlist item": the NOT_FOUND message names it. */
    private readonly noun: string,
  ) {}

  /**
   * The lines of `ownerId` (the caller, or anyone for an admin), oldest first, with LINE_RELATIONS and the
   * price entries of their purities in the owner's currency: a fixed number of SQL statements however many
   * lines (the lines in one joined query, then every price entry in one IN (...) query).
   */
  async load(ctx: RequestContext, ownerId: number) {
    assertOwnerOrAdmin(ctx, ownerId);
    const manager = this.dataSource.manager;
    const owner = await loadOwner(manager, ctx, ownerId);
    const where = { userId: ownerId } as FindOptionsWhere<Item>;
    const order = { id: 'ASC' } as FindOptionsOrder<Item>;
    const relations = LINE_RELATIONS as FindOptionsRelations<Item>;
    const items = await manager.getRepository(this.target).find({ where, relations, order });
    const entries = await priceEntriesFor(
      manager,
      items.map((item) => item.productCaratId),
      owner.currency.id,
    );
    return { owner, items, entries };
  }

  /** The owner's line with the same product, purity, colour and size as `resolved`, if there is one. */
  sameLine(manager: EntityManager, owner: Owner, resolved: ResolvedLine): Promise<Item | null> {
    return manager.getRepository(this.target).findOneBy({
      userId: owner.user.id,
      productId: resolved.product.id,
      productCaratId: resolved.productCarat.id,
      productColorId: resolved.productColor ? resolved.productColor.id : IsNull(),
      productSizeId: resolved.productSize ? resolved.productSize.id : IsNull(),
    } as FindOptionsWhere<Item>);
  }

  /** A line the caller may change: NOT_FOUND for an unknown id, FORBIDDEN for another shopper's. */
  async owned(ctx: RequestContext, id: number): Promise<Item> {
    requireUser(ctx);
    const where = { id } as FindOptionsWhere<Item>;
    const item = Number.isInteger(id) && id > 0 ? await this.dataSource.getRepository(this.target).findOneBy(where) : null;
    if (!item) throw this.notFound();
    assertOwnerOrAdmin(ctx, item.userId);
    return item;
  }

  /** Deletes the line `id` if the caller may change it (as `owned`, then `remove`); answers its owner's id. */
  async removeOwned(ctx: RequestContext, id: number): Promise<number> {
    const item = await this.owned(ctx, id);
    await this.remove(item);
    return item.userId;
  }

  /** Deletes an owned line under the shopper's lock; NOT_FOUND when it went meanwhile. */
  async remove(item: Item): Promise<void> {
    await inUserTransaction(this.dataSource, item.userId, (manager) => this.deleteIn(manager, item));
  }

  /** Deletes an owned line inside the caller's transaction; NOT_FOUND (rolling it back) when it went meanwhile. */
  async deleteIn(manager: EntityManager, item: Item): Promise<void> {
    const result = await manager.getRepository(this.target).delete({ id: item.id, userId: item.userId } as FindOptionsWhere<Item>);
    if (result.affected !== 1) throw this.notFound();
  }

  private notFound() {
    return notFound(`${this.noun} not found`);
  }
}
