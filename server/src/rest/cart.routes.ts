import { type Request, type Response, Router } from 'express';
import type { CartLineView } from '../domain/cart/cart.service';
import {
  EmptyCartError,
  type ErrorResult,
  InputValidationError,
  InvalidProductOptionError,
  OutOfStockError,
  PriceUnavailableError,
  ProductNotFoundError,
} from '../domain/common/error-results';
import { assertOwnerOrAdmin } from '../domain/common/ownership';
import { minorToMajor } from '../domain/pricing/money';
import type { WishlistLineView } from '../domain/wishlist/wishlist.service';
import type { Services } from '../services';
import { requireUser } from './auth.middleware';
import { sendError } from './errors';
import { num, pathId } from './params';

// --- helpers shared by the cart, wishlist and orders routers ---


/**
 * The user a legacy body names (`userId`), who must be the token's user or the caller must be an admin
 * (401/403 otherwise). Absent: the token's user.
 */
export function bodyOwnerId(req: Request): number {
  const raw = (req.body as Record<string, unknown> | undefined)?.userId;
  const ownerId = raw === undefined || raw === null ? req.ctx.user!.id : pathId(raw, 'userId');
  assertOwnerOrAdmin(req.ctx, ownerId);
  return ownerId;
}

/** The HTTP answer of an expected business outcome: `{ details }` plus what a client needs to react. */
export function sendErrorResult(res: Response, result: ErrorResult): void {
  if (result instanceof InputValidationError) return sendError(res, 400, result.message, 'details', { fieldErrors: result.fieldErrors });
  if (result instanceof InvalidProductOptionError) return sendError(res, 400, result.message, 'details', { field: result.field });
  if (result instanceof EmptyCartError) return sendError(res, 400, result.message);
  if (result instanceof ProductNotFoundError) return sendError(res, 404, result.message, 'details', { p_id: result.productId });
  if (result instanceof OutOfStockError) return sendError(res, 409, result.message, 'details', { p_id: result.productId });
  if (result instanceof PriceUnavailableError) return sendError(res, 409, result.message, 'details', { p_id: result.productId, currencyCode: result.currencyCode });
  sendError(res, 409, result.message);
}

/** The product of a legacy cart or wishlist entry (storefront 000 §3): amounts of one piece, two decimals. */
export function legacyLineProduct(view: CartLineView | WishlistLineView, currencyCode: string, images: Map<number, string[]>) {
  const { item, amounts } = view;
  return {
    p_id: item.productId,
    name: item.product?.name ?? null,
    image: item.productColorId === null ? null : (images.get(item.productColorId)?.[0] ?? null),
    color: view.colorName,
    purity: view.purity,
    size: view.sizeName,
    price: amounts ? minorToMajor(amounts.unit.priceMinor) : null,
    stoneCharge: amounts ? minorToMajor(amounts.unit.stoneChargeMinor) : null,
    labourCharge: amounts ? minorToMajor(amounts.unit.labourChargeMinor) : null,
    currencyCode,
    outOfStock: item.product?.outOfStock ?? false,
  };
}

/** The legacy selection of a body: p_id, pc_id, and pcolor_id / ps_id as 1-based positions (DESIGN §4). */
export const legacySelection = (body: Record<string, unknown>) => ({
  productId: num(body.p_id),
  productCaratId: num(body.pc_id),
  colorPosition: num(body.pcolor_id),
  sizePosition: num(body.ps_id),
});

/**
 * Legacy cart paths (storefront 000 §7). Every path needs a token; a userId or cart_id of another
 * shopper is 403 (an admin may), an unknown cart_id 404. Errors answer `{ details }`.
 */
export function cartRoutes({ cart }: Services): Router {
  const router = Router();

  // POST /add {userId, p_id, pc_id, pcolor_id, ps_id, quantity} -> 201 (new line) or 200 (quantity grew)
  // { message: 'Item Added To Cart', cart_id, quantity }.
  router.post('/add', requireUser, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const ownerId = bodyOwnerId(req);
    const [selection] = await cart.fromLegacyPositions(req.ctx, [legacySelection(body)]);
    if (!('productCaratId' in selection)) return sendErrorResult(res, selection);
    const result = await cart.addItem(req.ctx, ownerId, { ...selection, quantity: num(body.quantity) });
    if (!('cartItemId' in result)) return sendErrorResult(res, result);
    const line = result.cart.lines.find((l) => l.item.id === result.cartItemId);
    res.status(result.created ? 201 : 200).json({ message: 'Item Added To Cart', cart_id: result.cartItemId, quantity: line?.item.quantity ?? null });
  });

  // GET /getcart/{userId} -> [{ cart_id, quantity, pc_id, product: { p_id, name, image, color, purity, size,
  // price, stoneCharge, labourCharge, currencyCode, outOfStock } }], amounts of one piece (null without a price).
  router.get('/getcart/:userId', requireUser, async (req, res) => {
    const view = await cart.getCart(req.ctx, pathId(req.params.userId, 'user id'));
    const images = await cart.imagesOfColors(req.ctx, view.lines.flatMap((l) => (l.item.productColorId === null ? [] : [l.item.productColorId])));
    res.json(
      view.lines.map((line) => ({
        cart_id: line.item.id,
        quantity: line.item.quantity,
        pc_id: line.item.productCaratId,
        product: legacyLineProduct(line, view.currencyCode, images),
      })),
    );
  });

  // PUT /update/{cart_id} {quantity} -> { message: 'Quantity updated', cart_id, quantity }
  router.put('/update/:cartId', requireUser, async (req, res) => {
    const cartItemId = pathId(req.params.cartId, 'cart_id');
    const quantity = num((req.body as Record<string, unknown> | undefined)?.quantity);
    const result = await cart.updateQuantity(req.ctx, cartItemId, quantity);
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.json({ message: 'Quantity updated', cart_id: cartItemId, quantity });
  });

  // DELETE /remove/{cart_id} -> { message: 'Item removed from cart', cart_id }
  router.delete('/remove/:cartId', requireUser, async (req, res) => {
    const cartItemId = pathId(req.params.cartId, 'cart_id');
    await cart.removeItem(req.ctx, cartItemId);
    res.json({ message: 'Item removed from cart', cart_id: cartItemId });
  });

  return router;
}
