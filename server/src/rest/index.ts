import express, { Router } from 'express';
import type { Services } from '../services';
import { accountsErrorField, accountsRoutes } from './accounts.routes';
import { adminRoutes } from './admin.routes';
import { adminCatalogueRoutes } from './admin-catalogue.routes';
import { adminProductsRoutes } from './admin-products.routes';
import { cartRoutes } from './cart.routes';
import { catalogueRoutes } from './catalogue.routes';
import { contentRoutes } from './content.routes';
import { invoicesRoutes } from './invoices.routes';
import { ordersRoutes } from './orders.routes';
import { wishlistRoutes } from './wishlist.routes';
import { authenticate } from './auth.middleware';
import { usersRoutes } from './users.routes';
import { restErrorHandler, sendError } from './errors';

/** The legacy REST compatibility layer, mounted under /api. Thin: every rule lives in the services. */
export function restApi(services: Services): Router {
  const api = Router();
  // First, so /login and /signup answer a body the parser refuses in their own `error` field.
  api.use(accountsErrorField());
  api.use(express.json({ limit: '1mb' }));
  api.use(authenticate(services.accounts));
  api.use(accountsRoutes(services));
  api.use(usersRoutes(services));
  api.use(catalogueRoutes(services));
  api.use(contentRoutes(services));
  api.use(cartRoutes(services));
  api.use(wishlistRoutes(services));
  api.use(ordersRoutes(services));
  api.use(invoicesRoutes(services));
  api.use(adminRoutes(services));
  api.use(adminCatalogueRoutes(services));
  api.use(adminProductsRoutes(services));
  api.use((_req, res) => sendError(res, 404, 'Not found'));
  api.use(restErrorHandler);
  return api;
}
