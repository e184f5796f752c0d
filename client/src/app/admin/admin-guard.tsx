import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { notify } from '../../shared/ui/notify';

export const ADMIN_GUARD_MESSAGE = 'Please Login With Admin Credentials';

/**
 * Lets only a stored, unexpired admin session into /admin (docs/specifications.md#back-office-5-validation). The server checks
 * the token again on every admin call; this guard only keeps the UI honest.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  const allowed = Boolean(user?.token) && isAdmin;
  // Only a refused entry gets the toast; leaving through logout or expiry just goes home.
  const refusedOnEntry = useRef(!allowed);

  useEffect(() => {
    if (refusedOnEntry.current) notify.error(ADMIN_GUARD_MESSAGE);
  }, []);

  if (!allowed) return <Navigate to="/" replace />;
  return <>{children}</>;
}
