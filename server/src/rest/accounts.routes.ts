import { type RequestHandler, Router } from 'express';
import { isErrorResult } from '../domain/common/error-results';
import type { Services } from '../services';
import { errorsIn, rateLimitedAs, sendErrorResult } from './errors';

/**
 * Mounted before the REST layer's body parser: every error of /signup and /login carries its message in
 * `error` (docs/legacy-rest.md#errors), a body refused before the routes below run included.
 */
export function accountsErrorField(): RequestHandler {
  return Router().use(['/signup', '/login'], errorsIn('error'));
}

/** Legacy POST /signup and POST /login (docs/legacy-rest.md#storefront-accounts): errors in an `error` field. */
export function accountsRoutes({ accounts }: Services): Router {
  const router = Router();

  router.post('/signup', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const currencyId = body.currency_id === undefined || body.currency_id === '' ? undefined : Number(body.currency_id);
    const result = await accounts.signup(req.ctx, { ...body, currencyId });
    if (isErrorResult(result)) return sendErrorResult(res, result, { field: 'error' });
    res.status(201).json({ message: 'User registered successfully', userId: result.id });
  });

  router.post('/login', async (req, res) => {
    const result = await accounts.login(req.ctx, req.body ?? {});
    if (isErrorResult(result)) return sendErrorResult(res, result, { field: 'error' });
    const { user } = result;
    res.json({
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      email: user.email,
      dob: user.dob,
      role: user.role,
      currency_id: user.currencyId,
      token: result.token,
      expiresAt: result.expiresAt.toISOString(),
    });
  });

  // A refused attempt (429, docs/legacy-rest.md#rate-limits) answers in `error` too, as every error of these paths.
  router.use(rateLimitedAs('error'));
  return router;
}
