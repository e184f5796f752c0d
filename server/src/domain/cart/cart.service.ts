import type { DataSource, EntityManager } from 'typeorm';
import { insertOne } from '../../database/insert-one';
import { inUserTransaction } from '../../database/user-transaction';
import { CartItem } from '../../entities/cart-item.entity';
import type { PriceEntry } from '../../entities/price-entry.entity';
import { notFound } from '../common/domain-error';
import { InputValidationError, OutOfStockError, PriceUnavailableError } from '../common/error-results';
import { assertOwnerOrAdmin, requireUser } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { invalidField, validateInput } from '../common/validation';
import { type Owner, imageUrlsByColorIds, loadOwner, priceEntriesFor } from '../line-selection/line-pricing';
import { legacySelectionSchema, untrackedQuantityRefusal } from '../line-selection/line-selection.validation';
import {
  type LineSelection,
  type ProductOptions,
  type ResolvedLine,
  type SelectionError,
  loadPricedOptions,
  loadProductOptions,
  resolveSelection,
  selectionFromPositions,
} from '../line-selection/product-options';
import { type AddLineError, StoredLines, type StoredLineView, newLineColumns, storedLineView } from '../line-selection/stored-lines';
import { type VariantStock, shortfall, stockOfLine, variantOf, variantsOf } from '../inventory/inventory';
import { type AvailabilityView, availabilityOf } from '../inventory/inventory.service';
import { cartAddItemSchema, quantityInputSchema } from './cart.validation';

/**
 * One cart line; amounts are null when the product has no price in the owner's currency (it cannot be
 * ordered then). `stock`: pieces left of the line's variant, null when not tracked (docs/decisions.md#stock).
 */
export type CartLineView = StoredLineView<CartItem> & {
  stock: number | null;
  availability: AvailabilityView;
  /** Checkout takes it as it is: priced in the owner's currency, not out of stock, no more pieces than are left. */
  buyable: boolean;
};

/** A shopper's cart, priced in their account currency. */
export interface CartView {
  ownerId: number;
  currencyCode: string;
  lines: CartLineView[];
  totalQuantity: number;
  /** Sum of the buyable lines' totals: a sold-out or unpriced line is in the cart but not in what checkout charges. */
  subtotalMinor: number;
}

export type CartAddItemError = AddLineError | SelectionError;

export interface CartAddItemOutcome {
  cartItemId: number;
  /** False when the line was already in the cart and its quantity grew. */
  created: boolean;
  cart: CartView;
}

const quantityError = (message: string) => invalidField('quantity', message);

/** Sets a stored line's LINE_RELATIONS from its product's options (none when the product is gone). */
function withOptions(item: CartItem, options: ProductOptions | undefined): void {
  if (!options) return;
  item.product = options.product;
  item.productCarat = options.carats.find((pc) => pc.id === item.productCaratId);
  item.productColor = options.colors.find((pc) => pc.id === item.productColorId) ?? null;
  item.productSize = options.sizes.find((ps) => ps.id === item.productSizeId) ?? null;
}

/** Stored lines (with LINE_RELATIONS) priced from `entries`, in the owner's currency, with their variants' stock. */
function cartView(
  owner: Owner,
  items: CartItem[],
  entries: Map<number, PriceEntry>,
  variants: VariantStock[],
  threshold: number,
): CartView {
  const lines = items.map((item) => {
    const stock = stockOfLine(variants, { ...item, sizeId: item.productSize?.sizeId ?? null });
    const view = storedLineView(item, entries, item.quantity);
    const buyable = view.amounts !== null && !item.product?.outOfStock && (stock === null || item.quantity <= stock);
    return { ...view, stock, availability: availabilityOf(stock, threshold), buyable };
  });
  return {
    ownerId: owner.user.id,
    currencyCode: owner.currency.code,
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.item.quantity, 0),
    subtotalMinor: lines.reduce((sum, line) => sum + (line.buyable ? (line.amounts?.lineTotalMinor ?? 0) : 0), 0),
  };
}

/**
 * Adds `quantity` of a checked selection to the owner's cart, as one more of the `existing` line or as a
 * new line: refuses an out-of-stock product, one without a price in `prices` (the owner's currency) and a
 * line above the maximum. Answers the line as stored (an existing one gets its new quantity).
 */
async function writeLine(
  manager: EntityManager,
  owner: Owner,
  resolved: ResolvedLine,
  quantity: number,
  existing: CartItem | null,
  prices: Map<number, PriceEntry>,
  variants: VariantStock[],
): Promise<{ line: CartItem; created: boolean } | AddLineError> {
  const { product, productCarat } = resolved;
  if (product.outOfStock) return new OutOfStockError(product.id, product.name);
  if (!prices.has(productCarat.id)) return new PriceUnavailableError(product.id, product.name, owner.currency.code);
  const total = (existing?.quantity ?? 0) + quantity;
  // Stock first: "only 2 left" says more than the cart's line maximum when both apply.
  const variant = variantOf(variants, resolved);
  const short = shortfall(variant, resolved, total);
  if (short) return short;
  // Up to stock when it is tracked; MAX_LINE_QUANTITY when it is not.
  const refusal = untrackedQuantityRefusal(total, variant?.stock ?? null);
  if (refusal) return quantityError(`${refusal} in your cart`);
  const repository = manager.getRepository(CartItem);
  if (existing) {
    await repository.update({ id: existing.id }, { quantity: total });
    existing.quantity = total;
    return { line: existing, created: false };
  }
  const line = repository.create({ ...newLineColumns(owner, resolved), quantity, createdAt: new Date() });
  line.id = await insertOne(manager, CartItem, line);
  return { line, created: true };
}

/** A shopper's cart: add, change quantity, remove, list with prices in the account currency. */
export class CartService {
  private readonly lines: StoredLines<CartItem>;

  constructor(
    private readonly dataSource: DataSource,
    /** LOW_STOCK_THRESHOLD: a line's variant with at most this many left shows "Only N left". */
    private readonly lowStockThreshold = 3,
  ) {
    this.lines = new StoredLines(dataSource, CartItem, 'Cart item');
  }

  /**
   * The cart of `ownerId` (the caller, or anyone for an admin), priced from price_entries in the owner's
   * currency. A fixed number of SQL statements however many lines: the lines with their product, purity,
   * colour and size in one joined query, then every price entry in one IN (...) query.
   */
  async getCart(ctx: RequestContext, ownerId: number): Promise<CartView> {
    const { owner, items, entries } = await this.lines.load(ctx, ownerId);
    const variants = await variantsOf(
      this.dataSource.manager,
      items.map((item) => item.productId),
    );
    return cartView(owner, items, entries, variants, this.lowStockThreshold);
  }

  /**
   * Adds a product to the owner's cart (GraphQL cartAddItem, REST POST /add). A missing colour or size is
   * the product's first; the same product, purity, colour and size again adds to that line's quantity.
   * The cart is read and priced under the shopper's lock, together with the new line, so the answer needs
   * no second read after the commit.
   */
  async addItem(ctx: RequestContext, ownerId: number, input: unknown): Promise<CartAddItemOutcome | CartAddItemError> {
    assertOwnerOrAdmin(ctx, ownerId);
    const data = validateInput(cartAddItemSchema, input);
    if (data instanceof InputValidationError) return data;
    return inUserTransaction(this.dataSource, ownerId, async (manager) => {
      const owner = await loadOwner(manager, ctx, ownerId);
      const repository = manager.getRepository(CartItem);
      // The lines without joins: their catalogue rows come with the new product's, in the same queries.
      const items = await repository.find({ where: { userId: ownerId }, order: { id: 'ASC' } });
      const { options, prices: entries } = await loadPricedOptions(
        manager,
        [data.productId, ...items.map((item) => item.productId)],
        owner.currency.id,
      );
      const resolved = resolveSelection(options.get(data.productId), data);
      if (!('productCarat' in resolved)) return resolved;
      const variants = await variantsOf(manager, [data.productId, ...items.map((item) => item.productId)]);
      const { product, productCarat, productColor, productSize } = resolved;
      const existing = items.find(
        (item) =>
          item.productId === product.id &&
          item.productCaratId === productCarat.id &&
          item.productColorId === (productColor?.id ?? null) &&
          item.productSizeId === (productSize?.id ?? null),
      );
      const written = await writeLine(manager, owner, resolved, data.quantity, existing ?? null, entries, variants);
      if (!('line' in written)) return written;
      for (const item of items) withOptions(item, options.get(item.productId));
      const { line, created } = written;
      // The relations a stored line is read with (LINE_RELATIONS), from the catalogue rows just checked.
      if (created) Object.assign(line, { product, productCarat, productColor, productSize });
      return {
        cartItemId: line.id,
        created,
        cart: cartView(owner, created ? [...items, line] : items, entries, variants, this.lowStockThreshold),
      };
    });
  }

  /**
   * Adds a checked selection inside the caller's transaction (also wishlist → cart): refuses an
   * out-of-stock product, one without a price in the owner's currency, and a line above the maximum.
   */
  async addResolvedLine(
    _ctx: RequestContext,
    manager: EntityManager,
    owner: Owner,
    resolved: ResolvedLine,
    quantity: number,
  ): Promise<{ cartItemId: number; created: boolean } | AddLineError> {
    const entries = await priceEntriesFor(manager, [resolved.productCarat.id], owner.currency.id);
    const existing = await this.lines.sameLine(manager, owner, resolved);
    const variants = await variantsOf(manager, [resolved.product.id]);
    const written = await writeLine(manager, owner, resolved, quantity, existing, entries, variants);
    return 'line' in written ? { cartItemId: written.line.id, created: written.created } : written;
  }

  /**
   * Sets a line's quantity (GraphQL cartUpdateQuantity, REST PUT /update/{cart_id}); answers the owner's cart.
   * More pieces of a product now out of stock, or more than its variant has left (docs/decisions.md#stock),
   * are refused as adding them is (docs/decisions.md#sold-out-lines); fewer, or as many, are always allowed,
   * so a shopper can still tidy the line up.
   */
  async updateQuantity(
    ctx: RequestContext,
    cartItemId: number,
    quantity: unknown,
  ): Promise<CartView | InputValidationError | OutOfStockError> {
    const item = await this.lines.owned(ctx, cartItemId);
    const data = validateInput(quantityInputSchema, { quantity });
    if (data instanceof InputValidationError) return data;
    const refused = await inUserTransaction(this.dataSource, item.userId, async (manager) => {
      const repository = manager.getRepository(CartItem);
      // Read again under the shopper's lock, with the product's stock as it is now.
      const line = await repository.findOne({
        where: { id: item.id, userId: item.userId },
        relations: { product: true, productSize: true },
      });
      if (!line) throw notFound('Cart item not found');
      if (data.quantity > line.quantity && line.product?.outOfStock) return new OutOfStockError(line.productId, line.product.name);
      if (data.quantity > line.quantity) {
        const stock = stockOfLine(await variantsOf(manager, [line.productId]), { ...line, sizeId: line.productSize?.sizeId ?? null });
        if (stock !== null && data.quantity > stock) return new OutOfStockError(line.productId, line.product?.name ?? 'This item', stock);
        const refusal = untrackedQuantityRefusal(data.quantity, stock);
        if (refusal) return quantityError(`${refusal} in your cart`);
      }
      await repository.update({ id: line.id }, { quantity: data.quantity });
      return null;
    });
    if (refused) return refused;
    return this.getCart(ctx, item.userId);
  }

  /** Removes a line (GraphQL cartRemoveItem, REST DELETE /remove/{cart_id}); answers the owner's cart. */
  async removeItem(ctx: RequestContext, cartItemId: number): Promise<CartView> {
    return this.getCart(ctx, await this.lines.removeOwned(ctx, cartItemId));
  }

  /**
   * Turns legacy REST selections (colour and size as 1-based positions, docs/decisions.md#legacy-cart-ids)
   * into real ids, for POST /add, /addwishlist and /createorder. Answers one result per selection, in order.
   */
  async fromLegacyPositions(
    ctx: RequestContext,
    selections: unknown[],
  ): Promise<Array<LineSelection | SelectionError | InputValidationError>> {
    requireUser(ctx);
    const parsed = selections.map((selection) => validateInput(legacySelectionSchema, selection));
    const ids = parsed.flatMap((p) => (p instanceof InputValidationError ? [] : [p.productId]));
    const options = await loadProductOptions(this.dataSource.manager, ids);
    return parsed.map((p) => (p instanceof InputValidationError ? p : selectionFromPositions(options.get(p.productId), p)));
  }

  /** The pictures of product colours (one IN query), for the legacy answers that carry an image per line. */
  imagesOfColors(ctx: RequestContext, productColorIds: number[]): Promise<Map<number, string[]>> {
    requireUser(ctx);
    return imageUrlsByColorIds(this.dataSource.manager, productColorIds);
  }
}
