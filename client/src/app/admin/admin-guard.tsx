import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';

export const ADMIN_GUARD_MESSAGE = 'Please Login With Admin Credentials';

/**
 * Lets only a stored, unexpired admin session into /admin (back-office spec §5). The server checks
 * the token again on every admin call; this guard only keeps the UI honest.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  const allowed = Boolean(user?.token) && isAdmin;
  // Only a refused entry gets the toast; leaving through logout or expiry just goes home.
  const refusedOnEntry = useRef(!allowed);

  useEffect(() => {
    if (refusedOnEntry.current) toast.error(ADMIN_GUARD_MESSAGE, { id: 'admin-guard' });
  }, []);

  if (!allowed) return <Navigate to="/" replace />;
  return <>{children}</>;
}
