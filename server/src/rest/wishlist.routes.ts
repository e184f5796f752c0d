import { Router } from 'express';
import type { Services } from '../services';
import { requireUser } from './auth.middleware';
import { sendErrorResult } from './errors';
import { legacyLines } from './legacy-shapes';
import { bodyOwnerId, legacySelection, pathId } from './params';

/**
 * Legacy wishlist paths (docs/legacy-rest.md#storefront-wishlist). Every path needs a token; a userId or
 * wishlist_id of another shopper is 403 (an admin may), an unknown wishlist_id 404. Errors answer
 * `{ details }`.
 */
export function wishlistRoutes({ cart, wishlist }: Services): Router {
  const router = Router();

  // GET /getallwish/{userId} -> [{ wishlist_id, pc_id, product: { same fields as a cart product } }]
  router.get('/getallwish/:userId', requireUser, async (req, res) => {
    const view = await wishlist.getWishlist(req.ctx, pathId(req.params.userId, 'user id'));
    res.json(await legacyLines(cart, req.ctx, view, (line) => ({ wishlist_id: line.item.id, pc_id: line.item.productCaratId })));
  });

  // POST /addwishlist {userId, p_id, pc_id, pcolor_id, ps_id} -> 201 { message: 'Item added to wishlist', wishlist_id },
  // or 200 { message: 'Item is already in your wishlist', wishlist_id } when that line was there (one row kept).
  router.post('/addwishlist', requireUser, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const ownerId = bodyOwnerId(req);
    const [selection] = await cart.fromLegacyPositions(req.ctx, [legacySelection(body)]);
    if (!('productCaratId' in selection)) return sendErrorResult(res, selection);
    const result = await wishlist.add(req.ctx, ownerId, selection);
    if (!('wishlistItemId' in result)) return sendErrorResult(res, result);
    res.status(result.created ? 201 : 200).json({
      message: result.created ? 'Item added to wishlist' : 'Item is already in your wishlist',
      wishlist_id: result.wishlistItemId,
    });
  });

  // DELETE /removewish/{wishlist_id} -> { message: 'Item removed from wishlist', wishlist_id }
  router.delete('/removewish/:wishlistId', requireUser, async (req, res) => {
    const wishlistItemId = pathId(req.params.wishlistId, 'wishlist_id');
    await wishlist.remove(req.ctx, wishlistItemId);
    res.json({ message: 'Item removed from wishlist', wishlist_id: wishlistItemId });
  });

  return router;
}
