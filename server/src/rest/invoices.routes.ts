import { Router } from 'express';
import type { Services } from '../services';
import { requireUser } from './auth.middleware';
import { pathId } from './params';

/**
 * GET /orders/{orderId}/invoice -> the order's tax (INR) or commercial invoice as a PDF download, for its
 * owner or an admin; 409 `{ details }` while it has none (unpaid online, cancelled). Not a legacy path: an
 * addition (docs/legacy-rest.md#additions, docs/decisions.md#gst-and-invoices); GraphQL orders name it in
 * `invoiceUrl`.
 */
export function invoicesRoutes({ invoices }: Services): Router {
  const router = Router();
  router.get('/orders/:orderId/invoice', requireUser, async (req, res) => {
    const file = await invoices.invoiceOf(req.ctx, pathId(req.params.orderId, 'order id'));
    res
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(file.pdf);
  });
  return router;
}
