import { Router } from 'express';
import type { Services } from '../services';

export function adminRoutes(_services: Services): Router {
  const router = Router();
  return router;
}
