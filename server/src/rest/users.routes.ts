import { Router } from 'express';
import { CannotDeleteSelfError } from '../domain/common/error-results';
import { Role } from '../entities/user.entity';
import type { Services } from '../services';
import { requireAdmin } from './auth.middleware';
import { sendErrorResult } from './errors';
import { pathId } from './params';

/**
 * Back-office legacy user paths (docs/legacy-rest.md#back-office-users). The legacy role names are `user` and
 * `admin`.
 */
export function usersRoutes({ usersAdmin }: Services): Router {
  const router = Router();

  // GET /user/getall[?search=words] -> plain array of every (matching) account, newest first; the legacy
  // client searches and pages by itself.
  router.get('/user/getall', requireAdmin, async (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : null;
    const { users } = await usersAdmin.listUsers(req.ctx, { search }, { all: true });
    res.json(
      users.map((u) => ({
        userId: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone,
        role: u.role === Role.ADMIN ? 'admin' : 'user',
        isActive: u.isActive,
        createdAt: u.createdAt,
      })),
    );
  });

  // DELETE /user/delete/{userId} -> { message: 'User deleted successfully!', userId } (the account with its cart
  // and wishlist; its orders stay). 400 for one's own account, 404 for an unknown one.
  router.delete('/user/delete/:userId', requireAdmin, async (req, res) => {
    const result = await usersAdmin.deleteUser(req.ctx, pathId(req.params.userId, 'user id'));
    if (result instanceof CannotDeleteSelfError) return sendErrorResult(res, result);
    res.json({ message: 'User deleted successfully!', userId: result.id });
  });

  return router;
}
