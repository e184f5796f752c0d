import type { DataSource, EntityManager } from 'typeorm';
import { inUserTransaction } from '../../database/user-transaction';
import { WishlistItem } from '../../entities/wishlist-item.entity';
import { InputValidationError } from '../common/error-results';
import { assertOwnerOrAdmin } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import { type Owner, loadOwner } from '../line-selection/line-pricing';
import { type ResolvedLine, type SelectionError, loadProductOptions, resolveSelection } from '../line-selection/product-options';
import { type AddLineError, StoredLines, type StoredLineView, newLineColumns, storedLineView } from '../line-selection/stored-lines';
import { moveToCartSchema, wishlistAddSchema } from './wishlist.validation';

/**
 * What moving a wishlist line needs of the cart: the wishlist does not import domain/cart/ (the feature
 * zones of docs/architecture.md); CartService implements this port and services.ts wires it in.
 */
export interface CartPort<Cart> {
  /** Adds a checked selection to the owner's cart inside the caller's transaction. */
  addResolvedLine(
    ctx: RequestContext,
    manager: EntityManager,
    owner: Owner,
    resolved: ResolvedLine,
    quantity: number,
  ): Promise<{ cartItemId: number; created: boolean } | AddLineError>;
  /** The owner's cart as the cart answers it. */
  getCart(ctx: RequestContext, ownerId: number): Promise<Cart>;
}

/** One wishlist line with its product, names and the price of one piece in the owner's currency. */
export type WishlistLineView = StoredLineView<WishlistItem>;

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

export interface MoveToCartOutcome<Cart> {
  cartItemId: number;
  cart: Cart;
  wishlist: WishlistView;
}

/** A shopper's wishlist: add, remove, list, and move an item to the cart in one operation. */
export class WishlistService<Cart> {
  private readonly lines: StoredLines<WishlistItem>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cart: CartPort<Cart>,
  ) {
    this.lines = new StoredLines(dataSource, WishlistItem, 'Wishlist item');
  }

  /** The wishlist of `ownerId` (the caller, or anyone for an admin), oldest first, in a fixed number of statements. */
  async getWishlist(ctx: RequestContext, ownerId: number): Promise<WishlistView> {
    const { owner, items, entries } = await this.lines.load(ctx, ownerId);
    return { ownerId, currencyCode: owner.currency.code, lines: items.map((item) => storedLineView(item, entries, 1)) };
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
      const owner = await loadOwner(manager, ctx, ownerId);
      const options = await loadProductOptions(manager, [data.productId]);
      const resolved = resolveSelection(options.get(data.productId), data);
      if (!('productCarat' in resolved)) return resolved;
      const repository = manager.getRepository(WishlistItem);
      const existing = await this.lines.sameLine(manager, owner, resolved);
      if (existing) return { wishlistItemId: existing.id, created: false };
      return { wishlistItemId: (await repository.save(repository.create(newLineColumns(owner, resolved)))).id, created: true };
    });
    if (!('wishlistItemId' in added)) return added;
    return { ...added, wishlist: await this.getWishlist(ctx, ownerId) };
  }

  /** Removes a line (GraphQL wishlistRemove, REST DELETE /removewish/{id}); answers the owner's wishlist. */
  async remove(ctx: RequestContext, wishlistItemId: number): Promise<WishlistView> {
    return this.getWishlist(ctx, await this.lines.removeOwned(ctx, wishlistItemId));
  }

  /**
   * Moves a wishlist line to the cart (docs/specifications.md#storefront-4-states): adds it to the cart, then
   * deletes it from the wishlist, in ONE transaction — when the add is refused nothing changes, and when the
   * delete fails the add is rolled back.
   */
  async moveToCart(
    ctx: RequestContext,
    wishlistItemId: number,
    quantity: unknown,
  ): Promise<MoveToCartOutcome<Cart> | AddLineError | SelectionError> {
    const item = await this.lines.owned(ctx, wishlistItemId);
    const data = validateInput(moveToCartSchema, { quantity });
    if (data instanceof InputValidationError) return data;
    const moved = await inUserTransaction(this.dataSource, item.userId, async (manager) => {
      const owner = await loadOwner(manager, ctx, item.userId);
      const options = await loadProductOptions(manager, [item.productId]);
      const resolved = resolveSelection(options.get(item.productId), item);
      if (!('productCarat' in resolved)) return resolved;
      const added = await this.cart.addResolvedLine(ctx, manager, owner, resolved, data.quantity);
      if (!('cartItemId' in added)) return added;
      // Removed meanwhile (another tab): NOT_FOUND undoes the add rather than move it twice.
      await this.lines.deleteIn(manager, item);
      return added;
    });
    if (!('cartItemId' in moved)) return moved;
    return {
      cartItemId: moved.cartItemId,
      cart: await this.cart.getCart(ctx, item.userId),
      wishlist: await this.getWishlist(ctx, item.userId),
    };
  }
}
