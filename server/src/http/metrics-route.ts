import { createHash, timingSafeEqual } from 'node:crypto';
import type { Express } from 'express';
import { registry } from '../observability/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics (Prometheus text format) for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`:
 * 401 without it, and 404, as if there were no such page, when no token is configured. The comparison
 * takes the same time whatever the guess (digests of equal length, timingSafeEqual).
 */
export function useMetricsRoute(app: Express, token: string | null): void {
  const expected = token ? digest(`Bearer ${token}`) : null;
  app.get('/metrics', async (req, res, next) => {
    if (!expected) return next();
    if (!timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).json({ details: 'A metrics token is required' });
      return;
    }
    try {
      const text = await registry.metrics();
      res.setHeader('Content-Type', registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(text);
    } catch (error) {
      next(error);
    }
  });
}
