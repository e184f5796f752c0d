import { type DataSource, IsNull } from 'typeorm';
import { WishlistItem } from '../../entities/wishlist-item.entity';
import type { CartAddItemError, CartService, CartView } from '../cart/cart.service';
import { type LineAmounts, lineAmounts, loadOwner, priceEntriesFor } from '../line-selection/line-pricing';
import { type SelectionError, loadProductOptions, resolveSelection } from '../line-selection/product-options';
import { inUserTransaction } from '../../database/user-transaction';
import { notFound } from '../common/domain-error';
import { InputValidationError } from '../common/error-results';
import { assertOwnerOrAdmin, requireUser } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import { purityLabel } from '../pricing/carat-price';
import { moveToCartSchema, wishlistAddSchema } from './wishlist.validation';

/** One wishlist line with its product, names and the price of one piece in the owner's currency. */
export interface WishlistLineView {
  /** The stored line, with product, productCarat.carat, productColor.color and productSize.size loaded. */
  item: WishlistItem;
  purity: string;
  colorName: string | null;
  sizeName: string | null;
  /** One piece; null when the product has no price in the owner's currency. */
  amounts: LineAmounts | null;
}

export interface WishlistView {
  ownerId: number;
  currencyCode: string;
  lines: WishlistLineView[];
}

export interface WishlistAddOutcome {
  wishlistItemId: number;
  /** False when the same product, purity, colour and size was already on the wishlist (nothing written). */
  created: boolean;
  wishlist: WishlistView;
}

export interface MoveToCartOutcome {
  cartItemId: number;
  cart: CartView;
  wishlist: WishlistView;
}

const LINE_RELATIONS = {
  product: true,
  productCarat: { carat: true },
  productColor: { color: true },
  productSize: { size: true },
} as const;

/** A shopper's wishlist: add, remove, list, and move an item to the cart in one operation. */
export class WishlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cart: CartService,
  ) {}

  /** The wishlist of `ownerId` (the caller, or anyone for an admin), oldest first, in a fixed number of statements. */
  async getWishlist(ctx: RequestContext, ownerId: number): Promise<WishlistView> {
    assertOwnerOrAdmin(ctx, ownerId);
    const manager = this.dataSource.manager;
    const owner = await loadOwner(manager, ctx, ownerId);
    const items = await manager
      .getRepository(WishlistItem)
      .find({ where: { userId: ownerId }, relations: LINE_RELATIONS, order: { id: 'ASC' } });
    const entries = await priceEntriesFor(
      manager,
      items.map((item) => item.productCaratId),
      owner.currency.id,
    );
    return {
      ownerId,
      currencyCode: owner.currency.code,
      lines: items.map((item) => ({
        item,
        purity: purityLabel(item.productCarat?.carat?.value ?? 0),
        colorName: item.productColor?.color?.name ?? null,
        sizeName: item.productSize?.size?.name ?? null,
        amounts: lineAmounts(entries.get(item.productCaratId), 1),
      })),
    };
  }

  /**
   * Keeps a product for later (GraphQL wishlistAdd, REST POST /addwishlist). A missing colour or size is
   * the product's first; the same line twice keeps one row. Out-of-stock products may be wished for.
   * The look-up and the insert run under the shopper's lock (inUserTransaction), so identical adds sent at
   * once also keep one row; a unique index could not do it, as the colour and size may be NULL
   * (server/test/concurrency.e2e-spec.ts fails without the lock).
   */
  async add(ctx: RequestContext, ownerId: number, input: unknown): Promise<WishlistAddOutcome | InputValidationError | SelectionError> {
    assertOwnerOrAdmin(ctx, ownerId);
    const data = validateInput(wishlistAddSchema, input);
    if (data instanceof InputValidationError) return data;
    const added = await inUserTransaction(this.dataSource, ownerId, async (manager) => {
      await loadOwner(manager, ctx, ownerId);
      const options = await loadProductOptions(manager, [data.productId]);
      const resolved = resolveSelection(options.get(data.productId), data);
      if (!('productCarat' in resolved)) return resolved;
      const repository = manager.getRepository(WishlistItem);
      const line = {
        userId: ownerId,
        productId: resolved.product.id,
        productCaratId: resolved.productCarat.id,
        productColorId: resolved.productColor?.id ?? null,
        productSizeId: resolved.productSize?.id ?? null,
      };
      const existing = await repository.findOneBy({
        ...line,
        productColorId: line.productColorId ?? IsNull(),
        productSizeId: line.productSizeId ?? IsNull(),
      });
      if (existing) return { wishlistItemId: existing.id, created: false };
      return { wishlistItemId: (await repository.save(repository.create(line))).id, created: true };
    });
    if (!('wishlistItemId' in added)) return added;
    return { ...added, wishlist: await this.getWishlist(ctx, ownerId) };
  }

  /** Removes a line (GraphQL wishlistRemove, REST DELETE /removewish/{id}); answers the owner's wishlist. */
  async remove(ctx: RequestContext, wishlistItemId: number): Promise<WishlistView> {
    const item = await this.ownedItem(ctx, wishlistItemId);
    await inUserTransaction(this.dataSource, item.userId, async (manager) => {
      const result = await manager.getRepository(WishlistItem).delete({ id: item.id, userId: item.userId });
      if (!result.affected) throw notFound('Wishlist item not found');
    });
    return this.getWishlist(ctx, item.userId);
  }

  /**
   * Moves a wishlist line to the cart (docs/specifications.md#storefront-4-states): adds it to the cart, then
   * deletes it from the wishlist, in ONE transaction — when the add is refused nothing changes, and when the
   * delete fails the add is rolled back.
   */
  async moveToCart(ctx: RequestContext, wishlistItemId: number, quantity: unknown): Promise<MoveToCartOutcome | CartAddItemError> {
    const item = await this.ownedItem(ctx, wishlistItemId);
    const data = validateInput(moveToCartSchema, { quantity });
    if (data instanceof InputValidationError) return data;
    const moved = await inUserTransaction(this.dataSource, item.userId, async (manager) => {
      const owner = await loadOwner(manager, ctx, item.userId);
      const options = await loadProductOptions(manager, [item.productId]);
      const resolved = resolveSelection(options.get(item.productId), item);
      if (!('productCarat' in resolved)) return resolved;
      const added = await this.cart.addResolvedLine(ctx, manager, owner, resolved, data.quantity);
      if (!('cartItemId' in added)) return added;
      const deleted = await manager.getRepository(WishlistItem).delete({ id: item.id, userId: item.userId });
      // Removed meanwhile (another tab): undo the add rather than move it twice.
      if (deleted.affected !== 1) throw notFound('Wishlist item not found');
      return added;
    });
    if (!('cartItemId' in moved)) return moved;
    return {
      cartItemId: moved.cartItemId,
      cart: await this.cart.getCart(ctx, item.userId),
      wishlist: await this.getWishlist(ctx, item.userId),
    };
  }

  /** A wishlist line the caller may change: NOT_FOUND for an unknown id, FORBIDDEN for another shopper's. */
  private async ownedItem(ctx: RequestContext, wishlistItemId: number): Promise<WishlistItem> {
    requireUser(ctx);
    const item =
      Number.isInteger(wishlistItemId) && wishlistItemId > 0
        ? await this.dataSource.getRepository(WishlistItem).findOneBy({ id: wishlistItemId })
        : null;
    if (!item) throw notFound('Wishlist item not found');
    assertOwnerOrAdmin(ctx, item.userId);
    return item;
  }
}
