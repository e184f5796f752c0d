import { type Response, Router } from 'express';
import type { InvoiceFile } from '../domain/invoices/invoices.service';
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
    sendPdf(res, await invoices.invoiceOf(req.ctx, pathId(req.params.orderId, 'order id')));
  });
  // GET /orders/{orderId}/credit-notes/{creditNoteId} -> a credit note of the order (docs/decisions.md#credit-notes),
  // for the same people as its invoice; 404 for a note that is not this order's. GraphQL names it in `downloadUrl`.
  router.get('/orders/:orderId/credit-notes/:creditNoteId', requireUser, async (req, res) => {
    const orderId = pathId(req.params.orderId, 'order id');
    sendPdf(res, await invoices.creditNoteOf(req.ctx, orderId, pathId(req.params.creditNoteId, 'credit note id')));
  });
  return router;
}

function sendPdf(res: Response, file: InvoiceFile): void {
  res
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
    })
    .send(file.pdf);
}
