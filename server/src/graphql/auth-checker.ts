import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../domain/common/domain-error';
import type { Role } from '../entities/user.entity';
import type { GraphQLContext } from './context';

/**
 * `@Authorized()` needs a verified, active account; `@Authorized(Role.ADMIN)` also needs that role.
 * Throws instead of returning false so the client learns which of the two failed.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.user) throw unauthenticated(context.authError ?? 'Authentication required');
  if (roles.length > 0 && !roles.includes(context.user.role)) throw forbidden('Administrator access required');
  return true;
};
