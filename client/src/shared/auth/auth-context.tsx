import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { clearStoredSession, getStoredUser, isAdminUser, saveStoredUser, subscribeToSession } from './auth-storage';
import type { StoredUser } from './auth-storage';
import { tokenExpiresAt } from './jwt';

export interface AuthContextValue {
  user: StoredUser | null;
  isAdmin: boolean;
  login: (payload: StoredUser) => void;
  logout: (options?: { clearAll?: boolean }) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const getServerSnapshot = () => null;

// setTimeout holds a signed 32-bit delay; longer waits fire at once.
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export function AuthProvider({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(subscribeToSession, getStoredUser, getServerSnapshot);

  // Sign out in the UI the moment the token expires, not only on the next storage read.
  useEffect(() => {
    if (!user) return undefined;
    const expiresAt = tokenExpiresAt(user.token);
    if (expiresAt === null) return undefined;
    const delay = Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_DELAY_MS);
    const timer = window.setTimeout(() => clearStoredSession(), delay);
    return () => window.clearTimeout(timer);
  }, [user]);

  const login = useCallback((payload: StoredUser) => saveStoredUser(payload), []);
  const logout = useCallback((options?: { clearAll?: boolean }) => clearStoredSession(options), []);

  const value = useMemo<AuthContextValue>(() => ({ user, isAdmin: isAdminUser(user), login, logout }), [user, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
