import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth, useSessionReady } from '../../shared/auth/auth-context';
import { PageLoader } from '../../shared/ui/page-loader';
import { notify } from '../../shared/ui/notify';

export const ADMIN_GUARD_MESSAGE = 'Please Login With Admin Credentials';

/**
 * Lets only a signed-in admin session into /admin (docs/specifications.md#back-office-5-validation). After
 * a reload it waits for the session to come back from the refresh cookie before deciding. The server
 * checks the token again on every admin call; this guard only keeps the UI honest.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  const ready = useSessionReady();
  const allowed = ready && Boolean(user?.token) && isAdmin;
  // Decided once, when the session is known: only a refused entry gets the toast; leaving through logout
  // or expiry just goes home.
  const refusedOnEntry = useRef<boolean | null>(null);

  useEffect(() => {
    if (!ready || refusedOnEntry.current !== null) return;
    refusedOnEntry.current = !allowed;
    if (!allowed) notify.error(ADMIN_GUARD_MESSAGE);
  }, [ready, allowed]);

  if (!ready) return <PageLoader />;
  if (!allowed) return <Navigate to="/" replace />;
  return <>{children}</>;
}
