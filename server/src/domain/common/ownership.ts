import { Role, type User } from '../../entities/user.entity';
import type { RequestContext } from './request-context';
import { forbidden, unauthenticated } from './domain-error';

/** The signed-in account, or UNAUTHENTICATED (with the reason a sent token was refused). */
export function requireUser(ctx: RequestContext): User {
  if (!ctx.user) throw unauthenticated(ctx.authError ?? 'Authentication required');
  return ctx.user;
}

/**
 * User-scoped data (cart, wishlist, orders, profile) is readable and writable only by its owner or an
 * admin (docs/decisions.md#authorisation). Throws UNAUTHENTICATED without a valid token, FORBIDDEN for
 * someone else's data.
 */
export function assertOwnerOrAdmin(ctx: RequestContext, ownerId: number): User {
  const user = requireUser(ctx);
  if (user.id !== ownerId && user.role !== Role.ADMIN) throw forbidden('You can only access your own account');
  return user;
}

/**
 * The caller must be a signed-in administrator: every back-office service checks it itself, whichever
 * transport called (defence in depth behind @Authorized(Role.ADMIN) and the REST requireAdmin).
 */
export function requireAdmin(ctx: RequestContext): User {
  const user = requireUser(ctx);
  if (user.role !== Role.ADMIN) throw forbidden('Administrator access required');
  return user;
}
