import { createHash } from 'node:crypto';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { CartItem } from '../../entities/cart-item.entity';
import { Order, OrderSource, OrderStatus, PaymentMethod, PaymentStatus, StockReservation } from '../../entities/order.entity';
import { OrderItem, OrderItemType } from '../../entities/order-item.entity';
import { type Owner, loadOwner } from '../line-selection/line-pricing';
import { untrackedQuantityRefusal } from '../line-selection/line-selection.validation';
import {
  type LineSelection,
  type ResolvedLine,
  type SelectionError,
  loadPricedOptions,
  resolveSelection,
} from '../line-selection/product-options';
import { codRefusal, deliveryRegion } from '../addresses/delivery-address';
import { insertOne } from '../../database/insert-one';
import { inUserTransaction } from '../../database/user-transaction';
import { forbidden, notFound } from '../common/domain-error';
import { EmptyCartError, InputValidationError, OutOfStockError, PriceUnavailableError } from '../common/error-results';
import { assertOwnerOrAdmin } from '../common/ownership';
import { type VariantStock, StockShortfall, reserve, shortfall, variantOf, variantsOf } from '../inventory/inventory';
import { newInvoiceNumber } from '../invoices/invoice-issue';
import { notify } from '../notifications/notify';
import { addHistory } from './lifecycle/order-lifecycle';
import { statusLabel } from './order-status';
import type { RequestContext } from '../common/request-context';
import { invalidField, validateInput } from '../common/validation';
import { type PriceBreakdown, priceBreakdown } from '../pricing/carat-price';
import { inrValueOf } from '../pricing/inr-value';
import { MAX_ORDER_TOTAL_MINOR, toMinorUnits } from '../pricing/money';
import { lineTotalMinor, orderTotals } from '../pricing/totals';
import type { GstState } from '../tax/gst';
import { IdempotencyKeyReusedError, PriceChangedError, type PricedOrderLine } from './orders.errors';
import { taxAndCertify } from './order-snapshot';
import { deliveryDetails } from './order-views';
import { type CreateOrderData, type ExpectedLine, createOrderSchema, idempotencyKeySchema } from './orders.validation';

/** A placed order with its items; `replayed` when an earlier request with the same Idempotency-Key created it. */
export interface PlacedOrder {
  order: Order;
  items: OrderItem[];
  replayed: boolean;
}

export type CreateOrderError =
  | InputValidationError
  | EmptyCartError
  | SelectionError
  | OutOfStockError
  | PriceUnavailableError
  | PriceChangedError
  | IdempotencyKeyReusedError;

interface CheckoutLine {
  cartItemId: number | null;
  resolved: ResolvedLine;
  quantity: number;
  unit: PriceBreakdown;
  totalMinor: number;
  /** The tracked variant whose stock this line takes; null when not tracked. */
  variant: VariantStock | null;
}

type Selected = LineSelection & { quantity: number; cartItemId: number | null };

/**
 * Places an order for `ownerId` (the caller, or anyone for an admin): GraphQL createOrder and REST
 * POST /createorder. Every amount is recomputed from price_entries in the owner's account currency
 * (docs/decisions.md#server-side-prices); the order, its items and the removal of the ordered cart lines are
 * ONE transaction. With an idempotency key, the same (owner, key) answers the first order instead of creating
 * a second one — also when two requests race, because the UNIQUE index uq_order_idempotency decides.
 * Tracked pieces are reserved in the same transaction (domain/inventory): the last piece goes to one order,
 * the others get an OutOfStockError.
 */
export async function placeOrder(
  dataSource: DataSource,
  ctx: RequestContext,
  ownerId: number,
  input: unknown,
  rawKey: unknown,
  shopState: GstState,
): Promise<PlacedOrder | CreateOrderError> {
  assertOwnerOrAdmin(ctx, ownerId);
  let key: string | null = null;
  if (rawKey !== undefined && rawKey !== null) {
    const parsed = validateInput(idempotencyKeySchema, rawKey);
    if (parsed instanceof InputValidationError) return invalidField('idempotencyKey', parsed.message);
    key = parsed;
  }
  const data = validateInput(createOrderSchema, input);
  if (data instanceof InputValidationError) return data;
  // The key answers the first order only for the same request (as Stripe does); zod's output has a
  // fixed key order, so equal requests hash alike.
  const requestHash = createHash('sha256').update(JSON.stringify({ ownerId, data })).digest('hex');
  const replay = async (manager: EntityManager) => {
    const earlier = key ? await findByKey(manager, ownerId, key) : null;
    if (!earlier) return null;
    return earlier.order.requestHash !== null && earlier.order.requestHash !== requestHash
      ? new IdempotencyKeyReusedError(earlier.order.id)
      : earlier;
  };
  // No look-up before the lock: a repeated key is rare, and the one under the lock answers it anyway.
  try {
    return await inUserTransaction(dataSource, ownerId, async (manager) => {
      // Under the shopper's lock: a request that waited for the first one sees its order here.
      return (await replay(manager)) ?? createInTransaction(manager, ctx, ownerId, data, key, requestHash, shopState);
    });
  } catch (error) {
    // Fewer pieces than ordered: the transaction rolled back (nothing written), the shopper is told.
    if (error instanceof StockShortfall) return error.result;
    if (key && isUniqueViolation(error)) {
      const earlier = await replay(dataSource.manager);
      if (earlier) return earlier;
    }
    throw error;
  }
}

async function findByKey(manager: EntityManager, userId: number, idempotencyKey: string): Promise<PlacedOrder | null> {
  const order = await manager.getRepository(Order).findOneBy({ userId, idempotencyKey });
  if (!order) return null;
  const items = await manager.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
  return { order, items, replayed: true };
}

/** Empties the cart of the lines just ordered; a line gone meanwhile (another tab's checkout) fails the order. */
async function removeOrderedCartLines(manager: EntityManager, ownerId: number, priced: { cartItemId: number | null }[]): Promise<void> {
  const cartItemIds = priced.flatMap((line) => (line.cartItemId === null ? [] : [line.cartItemId]));
  if (cartItemIds.length === 0) return;
  const removed = await manager.getRepository(CartItem).delete({ id: In(cartItemIds), userId: ownerId });
  if (removed.affected !== cartItemIds.length) throw new Error('cart lines changed during checkout');
}

/**
 * docs/decisions.md#credit-notes: a cash-on-delivery sale is confirmed when it is placed, so its invoice is issued
 * in the checkout's transaction (a rollback gives the number back); an online order's when it is paid. Taken just
 * before the order is written: the series row stays locked until the commit.
 */
function placementInvoice(
  manager: EntityManager,
  paymentMethod: PaymentMethod,
  currencyCode: string,
): Promise<{ invoiceNumber: string | null; invoicedAt: Date | null }> {
  if (paymentMethod !== PaymentMethod.COD) return Promise.resolve({ invoiceNumber: null, invoicedAt: null });
  return newInvoiceNumber(manager, currencyCode);
}

/**
 * Prices the lines, compares with what the client expected, and writes; answers the new order as written.
 * The rows are built whole here (timestamps included) and inserted without TypeORM's read-back, so the
 * answer needs no SELECT after the commit.
 */
async function createInTransaction(
  manager: EntityManager,
  ctx: RequestContext,
  ownerId: number,
  data: CreateOrderData,
  key: string | null,
  requestHash: string,
  shopState: GstState,
): Promise<PlacedOrder | CreateOrderError> {
  const owner = await loadOwner(manager, ctx, ownerId);
  // Where it goes depends on the account's currency (a rupee order is delivered in India), read here.
  const region = deliveryRegion(owner.currency.code, data);
  if (region instanceof InputValidationError) return region;
  const codRefused = codRefusal(region.country, data.paymentMethod === 'cod');
  if (codRefused) return codRefused;
  const selected = await selectLines(manager, ownerId, data);
  if (!Array.isArray(selected)) return selected;

  const priced = await priceLines(manager, owner, selected);
  if (!Array.isArray(priced)) return priced;
  const tooMany = quantityRefusal(priced);
  if (tooMany) return tooMany;
  const totals = totalsOf(priced);
  if (totals.totalMinor > MAX_ORDER_TOTAL_MINOR) return invalidField('items', 'This order is too large to place online; please contact us');
  if (totals.totalMinor <= 0) return invalidField('items', 'An order with a total of 0 cannot be placed; please contact us');

  if (pricesChanged(priced, totals.totalMinor, data)) {
    return new PriceChangedError(priced.map(toPricedOrderLine), totals.totalMinor, owner.currency.code, data.expectedTotal ?? null);
  }

  // The guard against two buyers of the last piece: a conditional UPDATE, before anything else is written.
  const reserved = await reserveTracked(manager, priced);
  const taxed = await taxAndCertify(manager, priced, { currencyCode: owner.currency.code, state: region.state }, shopState);
  const inrValue = await inrValueOf(manager, owner.currency.code, totals.totalMinor);

  const paymentMethod = data.paymentMethod === 'cod' ? PaymentMethod.COD : PaymentMethod.ONLINE;
  const invoice = await placementInvoice(manager, paymentMethod, owner.currency.code);
  const now = new Date();
  const order = manager.getRepository(Order).create({
    userId: ownerId,
    ...deliveryDetails({ ...data, state: region.state }),
    currencyCode: owner.currency.code,
    ...totals,
    ...taxed.order,
    ...invoice,
    paymentMethod,
    // docs/decisions.md#online-payment: an online order waits for its payment; cash on delivery is settled
    // at the door.
    paymentStatus: paymentMethod === PaymentMethod.COD ? PaymentStatus.COD : PaymentStatus.PENDING,
    status: OrderStatus.PENDING,
    source: data.source === 'cart' ? OrderSource.CART : OrderSource.BUY_NOW,
    stockReservation: reserved ? StockReservation.HELD : null,
    idempotencyKey: key,
    requestHash,
    createdAt: now,
    updatedAt: now,
    country: region.country,
    ...inrValue,
  });
  order.id = await insertOne(manager, Order, order);
  const items = manager.getRepository(OrderItem);
  const rows = priced.map((line, index) =>
    items.create({
      orderId: order.id,
      productType: OrderItemType.PRE_LISTED,
      // Names and amounts are copied, so later catalogue edits never change a placed order.
      ...lineSnapshot(line),
      productVariantId: line.variant?.stock == null ? null : line.variant.id,
      totalMinor: line.totalMinor,
      ...taxed.lines[index],
      imageUrl: null,
      customSize: null,
      material: null,
      instructions: null,
    }),
  );
  await insertItems(manager, order.id, rows);
  await removeOrderedCartLines(manager, ownerId, priced);
  // The confirmation e-mail commits with the order (docs/decisions.md#notifications); a replay sends none.
  await notify(manager, { kind: 'order-placed', orderId: order.id });
  // The first line of the order's history (docs/decisions.md#order-lifecycle), in the checkout's transaction.
  await addHistory(
    manager,
    order,
    { actor: 'customer', userId: ownerId },
    { kind: 'placed', toState: statusLabel(OrderStatus.PENDING), amountMinor: order.totalMinor, customerVisible: true },
  );
  return { order, items: rows, replayed: false };
}

/** A line of a tracked variant may hold up to its stock (reserveTracked checks it); one that is not tracked, MAX_LINE_QUANTITY. */
function quantityRefusal(lines: CheckoutLine[]): InputValidationError | null {
  for (const line of lines) {
    const refusal = untrackedQuantityRefusal(line.quantity, line.variant?.stock ?? null);
    if (refusal) return invalidField('quantity', `${refusal} in one order`);
  }
  return null;
}

/** The order's subtotal, shipping, tax (on top: 0) and total from its priced lines. */
const totalsOf = (lines: CheckoutLine[]) =>
  orderTotals(
    lines.map((line) => ({
      unitPriceMinor: line.unit.priceMinor,
      stoneChargeMinor: line.unit.stoneChargeMinor,
      labourChargeMinor: line.unit.labourChargeMinor,
      quantity: line.quantity,
    })),
  );

/** Reserves the pieces of the tracked lines (domain/inventory; throws StockShortfall); answers whether any were. */
async function reserveTracked(manager: EntityManager, lines: CheckoutLine[]): Promise<boolean> {
  const reservations = lines.flatMap(({ variant, quantity, resolved: { product } }) =>
    variant?.stock == null ? [] : [{ variantId: variant.id, quantity, productId: product.id, productName: product.name }],
  );
  await reserve(manager, reservations);
  return reservations.length > 0;
}

/**
 * The items of a new order in one INSERT. One row takes the statement's insert id; several read their ids
 * back by order, since MySQL hands out consecutive ids to a multi-row INSERT only in some lock modes.
 */
async function insertItems(manager: EntityManager, orderId: number, rows: OrderItem[]): Promise<void> {
  if (rows.length === 1) {
    rows[0].id = await insertOne(manager, OrderItem, rows[0]);
    return;
  }
  await manager.createQueryBuilder().insert().into(OrderItem).values(rows).updateEntity(false).execute();
  const ids = await manager.getRepository(OrderItem).find({ select: { id: true }, where: { orderId }, order: { id: 'ASC' } });
  if (ids.length !== rows.length) throw new Error(`order ${orderId}: ${rows.length} items inserted, ${ids.length} found`);
  rows.forEach((row, index) => (row.id = ids[index].id));
}

/** The lines to order: the cart's (all, or the named ones) or the one Buy Now product. */
async function selectLines(manager: EntityManager, ownerId: number, data: CreateOrderData): Promise<Selected[] | EmptyCartError> {
  if (data.source === 'buyNow') return [{ ...data.item!, cartItemId: null }];
  const ids = data.cartItemIds;
  const cartItems = await manager
    .getRepository(CartItem)
    .find({ where: { userId: ownerId, ...(ids ? { id: In(ids) } : {}) }, order: { id: 'ASC' } });
  if (ids && cartItems.length !== new Set(ids).size) {
    // As for the cart mutations: another shopper's line is FORBIDDEN, an unknown one NOT_FOUND.
    const found = new Set(cartItems.map((item) => item.id));
    const missing = ids.filter((id) => !found.has(id));
    if (await manager.getRepository(CartItem).existsBy({ id: In(missing) })) throw forbidden('These cart items belong to another shopper');
    throw notFound('Cart item not found');
  }
  if (cartItems.length === 0) return new EmptyCartError();
  return cartItems.map((item) => ({
    productId: item.productId,
    productCaratId: item.productCaratId,
    productColorId: item.productColorId,
    productSizeId: item.productSizeId,
    quantity: item.quantity,
    cartItemId: item.id,
  }));
}

/** Checks every selection against the catalogue and prices it from price_entries in the owner's currency. */
async function priceLines(manager: EntityManager, owner: Owner, selected: Selected[]): Promise<CheckoutLine[] | CreateOrderError> {
  const productIds = selected.map((s) => s.productId);
  const { options, prices: entries } = await loadPricedOptions(manager, productIds, owner.currency.id);
  const variants = await variantsOf(manager, productIds);
  const resolved: Array<{ selection: Selected; line: ResolvedLine; variant: VariantStock | null }> = [];
  const wanted = new Map<number, number>();
  for (const selection of selected) {
    const line = resolveSelection(options.get(selection.productId), selection);
    if (!('productCarat' in line)) return line;
    if (line.product.outOfStock) return new OutOfStockError(line.product.id, line.product.name);
    const variant = variantOf(variants, line);
    // Told before pricing when the stock read now is short; reserve() decides under the row lock anyway.
    if (variant) wanted.set(variant.id, (wanted.get(variant.id) ?? 0) + selection.quantity);
    const short = shortfall(variant, line, variant ? wanted.get(variant.id)! : selection.quantity);
    if (short) return short;
    resolved.push({ selection, line, variant });
  }
  const lines: CheckoutLine[] = [];
  for (const { selection, line, variant } of resolved) {
    const entry = entries.get(line.productCarat.id);
    if (!entry) return new PriceUnavailableError(line.product.id, line.product.name, owner.currency.code);
    const unit = priceBreakdown(entry);
    const totalMinor = lineTotalMinor({
      unitPriceMinor: unit.priceMinor,
      stoneChargeMinor: unit.stoneChargeMinor,
      labourChargeMinor: unit.labourChargeMinor,
      quantity: selection.quantity,
    });
    // A piece priced at 0 (an entry stored before zero prices were refused) is not for sale.
    if (totalMinor <= 0) return new PriceUnavailableError(line.product.id, line.product.name, owner.currency.code);
    lines.push({ cartItemId: selection.cartItemId, resolved: line, quantity: selection.quantity, unit, totalMinor, variant });
  }
  return lines;
}

/**
 * True when what the client showed differs from the server's prices: the expected total, or an amount of
 * a line the client named (by cart line, else by product and purity). Amounts the client left out are
 * not compared — the server's are charged either way.
 */
function pricesChanged(lines: CheckoutLine[], totalMinor: number, data: CreateOrderData): boolean {
  if (data.expectedTotal != null && toMinorUnits(data.expectedTotal) !== totalMinor) return true;
  return (data.expectedLines ?? []).some((expected) => {
    const line = matchLine(lines, expected);
    if (!line) return false;
    const differs = (value: number | null | undefined, minor: number) => value != null && toMinorUnits(value) !== minor;
    return (
      differs(expected.unitPrice, line.unit.priceMinor) ||
      differs(expected.stoneCharge, line.unit.stoneChargeMinor) ||
      differs(expected.labourCharge, line.unit.labourChargeMinor)
    );
  });
}

function matchLine(lines: CheckoutLine[], expected: ExpectedLine): CheckoutLine | undefined {
  if (expected.cartItemId != null) return lines.find((line) => line.cartItemId === expected.cartItemId);
  return lines.find((line) => line.resolved.product.id === expected.productId && line.resolved.productCarat.id === expected.productCaratId);
}

/** A line's ids, names and amounts as priced now: what an order keeps, and what a price change shows. */
function lineSnapshot(line: CheckoutLine) {
  return {
    productId: line.resolved.product.id,
    productCaratId: line.resolved.productCarat.id,
    productColorId: line.resolved.productColor?.id ?? null,
    productSizeId: line.resolved.productSize?.id ?? null,
    productName: line.resolved.product.name,
    purity: line.resolved.purity,
    colorName: line.resolved.colorName,
    sizeName: line.resolved.sizeName,
    quantity: line.quantity,
    unitPriceMinor: line.unit.priceMinor,
    stoneChargeMinor: line.unit.stoneChargeMinor,
    labourChargeMinor: line.unit.labourChargeMinor,
  };
}

function toPricedOrderLine(line: CheckoutLine): PricedOrderLine {
  return {
    cartItemId: line.cartItemId,
    ...lineSnapshot(line),
    colorPosition: line.resolved.colorPosition,
    sizePosition: line.resolved.sizePosition,
    lineTotalMinor: line.totalMinor,
  };
}
