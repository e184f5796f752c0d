import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AuthSessionCheckDocument } from '../../graphql/generated/graphql';
import { useAuth } from './auth-context';

/**
 * Asks the server whether the stored token is still good. A rejected token comes back as an
 * UNAUTHENTICATED error, which the Apollo error link turns into a sign-out; an account that no
 * longer exists (me = null) signs out here.
 */
export function SessionCheck() {
  const { user, logout } = useAuth();
  const { data } = useQuery(AuthSessionCheckDocument, {
    skip: !user,
    fetchPolicy: 'network-only',
    // The error link has already handled failures; nothing to render.
    errorPolicy: 'all',
  });

  useEffect(() => {
    if (user && data && data.me === null) logout();
  }, [user, data, logout]);

  return null;
}
