import { Router } from 'express';
import { isErrorResult } from '../domain/common/error-results';
import type { Services } from '../services';
import { requireUser } from './auth.middleware';
import { sendErrorResult } from './errors';
import { legacyLines } from './legacy-shapes';
import { bodyOwnerId, legacySelection, num, pathId } from './params';

/**
 * Legacy cart paths (docs/legacy-rest.md#storefront-cart). Every path needs a token; a userId or cart_id of
 * another shopper is 403 (an admin may), an unknown cart_id 404. Errors answer `{ details }`.
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
    res
      .status(result.created ? 201 : 200)
      .json({ message: 'Item Added To Cart', cart_id: result.cartItemId, quantity: line?.item.quantity ?? null });
  });

  // GET /getcart/{userId} -> [{ cart_id, quantity, pc_id, product: { p_id, name, image, color, purity, size,
  // price, stoneCharge, labourCharge, currencyCode, outOfStock } }], amounts of one piece (null without a price).
  router.get('/getcart/:userId', requireUser, async (req, res) => {
    const view = await cart.getCart(req.ctx, pathId(req.params.userId, 'user id'));
    res.json(
      await legacyLines(cart, req.ctx, view, (line) => ({
        cart_id: line.item.id,
        quantity: line.item.quantity,
        pc_id: line.item.productCaratId,
      })),
    );
  });

  // PUT /update/{cart_id} {quantity} -> { message: 'Quantity updated', cart_id, quantity }; more pieces of a product now
  // out of stock: 409 { details: '<name> is out of stock', p_id }, as POST /add answers.
  router.put('/update/:cartId', requireUser, async (req, res) => {
    const cartItemId = pathId(req.params.cartId, 'cart_id');
    const quantity = num((req.body as Record<string, unknown> | undefined)?.quantity);
    const result = await cart.updateQuantity(req.ctx, cartItemId, quantity);
    if (isErrorResult(result)) return sendErrorResult(res, result);
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
