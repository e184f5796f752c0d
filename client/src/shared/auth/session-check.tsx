import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AuthSessionCheckDocument } from '../../graphql/generated/graphql';
import { useAuth } from './auth-context';

/**
 * Asks the server whether the stored token is still good. A rejected token comes back as an
 * UNAUTHENTICATED error, which the Apollo error link turns into a sign-out; an account that no
 * longer exists (me = null) signs out here. The account currency is copied into the stored session
 * when it differs (an older session without its code, or a currency changed elsewhere), so prices
 * follow the account.
 */
export function SessionCheck() {
  const { user, login, logout } = useAuth();
  const { data } = useQuery(AuthSessionCheckDocument, {
    skip: !user,
    fetchPolicy: 'network-only',
    // The error link has already handled failures; nothing to render.
    errorPolicy: 'all',
  });

  useEffect(() => {
    if (!user || !data) return;
    if (data.me === null) {
      logout();
      return;
    }
    const currency = data.me?.currency;
    if (currency && (user.currencyCode !== currency.code || user.currency_id !== currency.id)) {
      login({ ...user, currency_id: currency.id, currencyCode: currency.code });
    }
  }, [user, data, login, logout]);

  return null;
}
