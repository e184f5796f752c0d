import { type Request, Router } from 'express';
import { storefrontStatusLabel, trackingId } from '../domain/orders/order-status';
import { deliveryDetails } from '../domain/orders/order-views';
import { PriceChangedError, type PricedOrderLine } from '../domain/orders/orders.errors';
import { minorToMajor } from '../domain/pricing/money';
import type { Order } from '../entities/order.entity';
import type { OrderItem } from '../entities/order-item.entity';
import type { Services } from '../services';
import { requireUser } from './auth.middleware';
import { sendError, sendErrorResult } from './errors';
import { bodyOwnerId, legacySelection, num, pathId } from './params';

/**
 * The legacy shape of an order, answered by POST /createorder and in GET /user/{userId} (the seed does not
 * show it beyond the fields its profile page reads; we decided):
 * { orderId, trackingId, userId, firstName, lastName, email, phone, address, apartment, city, state, zipCode,
 *   country (ISO 3166-1 alpha-2), currencyCode, subtotal, shipping, tax, totalAmount, status (1-5), statusLabel, paymentMethod ('online'|'cod'),
 *   paymentStatus ('pending'|'cod'|...), source ('cart'|'buyNow'), createdAt,
 *   orderitems: [{ orderItemId, p_id, pc_id, name, purity, color, size, quantity, price, stoneCharge,
 *                  labourCharge, total, productcolor: { productimages: [{ url }] } }] }
 * Amounts are plain numbers with two decimals in the order's currency; price, stoneCharge and labourCharge
 * are of one piece, total of the line.
 */
function legacyOrder(order: Order, items: OrderItem[], images: Map<number, string[]>) {
  return {
    orderId: order.id,
    trackingId: trackingId(order.id),
    userId: order.userId,
    ...deliveryDetails(order),
    country: order.country ?? null,
    currencyCode: order.currencyCode,
    subtotal: minorToMajor(order.subtotalMinor),
    shipping: minorToMajor(order.shippingMinor),
    tax: minorToMajor(order.taxMinor),
    totalAmount: minorToMajor(order.totalMinor),
    status: order.status,
    statusLabel: storefrontStatusLabel(order.status),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    source: order.source,
    createdAt: order.createdAt,
    orderitems: items.map((item) => ({
      orderItemId: item.id,
      p_id: item.productId,
      pc_id: item.productCaratId,
      name: item.productName,
      purity: item.purity,
      color: item.colorName,
      size: item.sizeName,
      quantity: item.quantity,
      price: minorToMajor(item.unitPriceMinor),
      stoneCharge: minorToMajor(item.stoneChargeMinor),
      labourCharge: minorToMajor(item.labourChargeMinor),
      total: minorToMajor(item.totalMinor),
      productcolor: {
        productimages: (item.productColorId === null ? [] : (images.get(item.productColorId) ?? [])).map((url) => ({ url })),
      },
    })),
  };
}

/** A server-priced line of a 409 answer, in the request items' own terms (positions for colour and size). */
const legacyPricedLine = (line: PricedOrderLine, currencyCode: string) => ({
  cart_id: line.cartItemId,
  p_id: line.productId,
  pc_id: line.productCaratId,
  pcolor_id: line.colorPosition,
  ps_id: line.sizePosition,
  name: line.productName,
  purity: line.purity,
  color: line.colorName,
  size: line.sizeName,
  quantity: line.quantity,
  price: minorToMajor(line.unitPriceMinor),
  stoneCharge: minorToMajor(line.stoneChargeMinor),
  labourCharge: minorToMajor(line.labourChargeMinor),
  total: minorToMajor(line.lineTotalMinor),
  currencyCode,
});

/** Legacy clients may send a zip code or phone as a number. */
const textOf = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The delivery address of a legacy order body, as the service takes it (the service checks every field). */
const legacyAddress = (body: Record<string, unknown>) => ({
  firstName: body.firstName,
  lastName: body.lastName,
  email: body.email,
  phone: textOf(body.phone),
  address: body.address,
  apartment: body.apartment,
  city: body.city,
  state: body.state,
  zipCode: textOf(body.zipCode),
  country: body.country,
});

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** 'cart' | 'buyNow' in any letter case; anything else goes on to be refused by the service. */
const legacySource = (value: unknown) => (lower(value) === 'buynow' ? 'buyNow' : lower(value));

/** The Idempotency-Key header, when sent. */
const idempotencyKey = (req: Request): string | undefined => req.get('Idempotency-Key') ?? undefined;

/**
 * Legacy order paths (docs/legacy-rest.md#storefront-orders). The server prices everything itself
 * (docs/decisions.md#server-side-prices): the request's prices and total are only compared, and a difference
 * answers 409 with the current lines and total.
 */
export function ordersRoutes({ cart, orders }: Services): Router {
  const router = Router();

  // POST /createorder {userId, address fields, country?, items[{p_id, pc_id, pcolor_id, ps_id, quantity, price,
  // stoneCharge, labourCharge, cart_id?}], totalAmount, paymentMethod, source} + optional Idempotency-Key header.
  //  - source 'buyNow': the one item is ordered (pcolor_id / ps_id are 1-based positions, as for /add).
  //  - source 'cart': the shopper's cart is ordered — the lines named by the items' cart_id when every item has one,
  //    else the whole cart — and those lines leave the cart.
  // 201 { message: 'Order placed successfully!', ...order (see legacyOrder) }; 200 with the same order when the
  // Idempotency-Key was used before; 409 { details: 'Prices have changed, please review your order', items,
  // totalAmount } when an item's price/charges or totalAmount differ from the server's (nothing is written);
  // 400 bad input (a state outside India's list for rupees, COD abroad), 404 unknown product or cart line, 409 out of stock.
  router.post('/createorder', requireUser, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const ownerId = bodyOwnerId(req);
    if (body.items !== undefined && body.items !== null && !Array.isArray(body.items)) return sendError(res, 400, 'items must be a list');
    const items = ((body.items as unknown[] | undefined) ?? []).map((item) =>
      item && typeof item === 'object' ? (item as Record<string, unknown>) : {},
    );
    const source = legacySource(body.source);
    if (source === 'buyNow' && items.length > 1) return sendError(res, 400, 'Buy now orders exactly one item');

    // Items name products the client showed; an unknown product, carat or position is refused whatever the source.
    const selections = await cart.fromLegacyPositions(req.ctx, items.map(legacySelection));
    const expectedLines = [];
    for (const [i, selection] of selections.entries()) {
      if (!('productCaratId' in selection)) return sendErrorResult(res, selection);
      const item = items[i];
      expectedLines.push({
        cartItemId: num(item.cart_id) ?? null,
        productId: selection.productId,
        productCaratId: selection.productCaratId,
        quantity: num(item.quantity),
        unitPrice: num(item.price),
        stoneCharge: num(item.stoneCharge),
        labourCharge: num(item.labourCharge),
      });
    }
    const cartIds = items.map((item) => num(item.cart_id));
    const result = await orders.createOrder(
      req.ctx,
      ownerId,
      {
        ...legacyAddress(body),
        paymentMethod: lower(body.paymentMethod),
        source,
        item:
          source === 'buyNow' && selections[0] && 'productCaratId' in selections[0]
            ? { ...selections[0], quantity: num(items[0].quantity) }
            : undefined,
        cartItemIds:
          source === 'cart' && cartIds.length > 0 && cartIds.every((id) => id !== undefined && id !== null) ? cartIds : undefined,
        expectedTotal: num(body.totalAmount),
        expectedLines,
      },
      idempotencyKey(req),
    );
    if (result instanceof PriceChangedError) {
      return sendErrorResult(res, result, {
        extra: {
          items: result.items.map((line) => legacyPricedLine(line, result.currencyCode)),
          totalAmount: minorToMajor(result.totalMinor),
          currencyCode: result.currencyCode,
        },
      });
    }
    if (!('order' in result)) return sendErrorResult(res, result);
    const images = await orders.imagesOfColors(
      req.ctx,
      result.items.flatMap((item) => (item.productColorId === null ? [] : [item.productColorId])),
    );
    res
      .status(result.replayed ? 200 : 201)
      .json({ message: 'Order placed successfully!', ...legacyOrder(result.order, result.items, images) });
  });

  // GET /user/{userId} -> { orders: [order (see legacyOrder)] }, newest first, every order of the user.
  router.get('/user/:userId', requireUser, async (req, res, next) => {
    // Non-numeric segments (e.g. /user/getall) belong to other routers.
    if (!/^\d+$/.test(String(req.params.userId))) return next();
    const list = await orders.listOrdersWithItems(req.ctx, pathId(req.params.userId, 'user id'));
    const colorIds = list.flatMap(({ items }) => items.flatMap((item) => (item.productColorId === null ? [] : [item.productColorId])));
    const images = await orders.imagesOfColors(req.ctx, colorIds);
    res.json({ orders: list.map(({ order, items }) => legacyOrder(order, items, images)) });
  });

  return router;
}
