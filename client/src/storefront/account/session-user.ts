import type { AccountSessionUserFragment } from '../../graphql/generated/graphql';
import type { StoredUser } from '../../shared/auth/auth-storage';

/** Maps the GraphQL login payload to the legacy stored-user shape (docs/specifications.md#storefront-3-entities). */
export function toStoredUser(user: AccountSessionUserFragment, token: string): StoredUser {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email,
    dob: user.dob,
    // The back-office calls the roles 'admin' and 'user'.
    role: user.role === 'ADMIN' ? 'admin' : 'user',
    currency_id: user.currency.id,
    currencyCode: user.currency.code,
    token,
  };
}
