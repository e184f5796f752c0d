import express, { Router } from 'express';
import type { Services } from '../services';
import { restErrorHandler, sendError } from './errors';
import { paymentEvents } from '../observability/metrics';
import { PAYMENT_PROVIDERS } from '../integrations/payment-providers';

/** Provider names a metric label may carry: the registered ones (anything else a caller puts in the path is "other"). */
const KNOWN_PROVIDERS = new Set(PAYMENT_PROVIDERS.map((registration) => registration.name));

/** A provider event is a few kilobytes; anything bigger is refused before it is read. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * POST /api/payments/webhook/:provider (docs/decisions.md#payments): the raw body is kept, unparsed, for
 * the provider's signature check, so this router is mounted before the REST layer's JSON parser. Verified
 * events answer 200, duplicates too (the provider stops retrying); unknown providers, forged or re-signed
 * bodies 401, logged by the payments service.
 */
export function paymentWebhookRoutes(services: Pick<Services, 'payments'>): Router {
  const router = Router();
  router.post('/payments/webhook/:provider', express.raw({ type: () => true, limit: WEBHOOK_MAX_BYTES }), async (req, res, next) => {
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await services.payments.handleWebhook(req.params.provider, body, req.headers);
      const provider = KNOWN_PROVIDERS.has(req.params.provider) ? req.params.provider : 'other';
      paymentEvents.inc({ provider, outcome: answer.outcome });
      if (answer.status === 401) return sendError(res, 401, 'The event does not verify');
      res.json({ received: true, outcome: answer.outcome });
    } catch (error) {
      next(error);
    }
  });
  router.use(restErrorHandler);
  return router;
}
