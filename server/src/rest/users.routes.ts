import { Router } from 'express';
import type { Services } from '../services';
import { requireAdmin } from './auth.middleware';

/** Back-office legacy user paths (spec 001 §7). The legacy role names are `user` and `admin`. */
export function usersRoutes({ accounts }: Services): Router {
  const router = Router();

  router.get('/user/getall', requireAdmin, async (req, res) => {
    const users = await accounts.listUsers(req.ctx);
    res.json(
      users.map((u) => ({
        userId: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone,
        role: u.role === 'admin' ? 'admin' : 'user',
        isActive: u.isActive,
        createdAt: u.createdAt,
      })),
    );
  });

  return router;
}
