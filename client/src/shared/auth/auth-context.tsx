import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  clearStoredSession,
  getAccessToken,
  getStoredUser,
  isAdminUser,
  isSessionReady,
  restoreSession,
  saveStoredUser,
  subscribeToSession,
} from './auth-storage';
import type { StoredUser } from './auth-storage';
import { requestLogout } from './session-api';

export interface AuthContextValue {
  user: StoredUser | null;
  isAdmin: boolean;
  login: (payload: StoredUser) => void;
  logout: (options?: { clearAll?: boolean }) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const getServerSnapshot = () => null;
const getServerReady = () => false;

export function AuthProvider({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(subscribeToSession, getStoredUser, getServerSnapshot);

  // Once per page load: the refresh cookie brings the session back (reload, new tab) or it is gone.
  useEffect(() => {
    void restoreSession();
  }, []);

  const login = useCallback((payload: StoredUser) => saveStoredUser(payload), []);
  // Forget the session here at once, and end it on the server (every token of the account, the cookie).
  const logout = useCallback((options?: { clearAll?: boolean }) => {
    const token = getAccessToken();
    clearStoredSession(options);
    void requestLogout(token);
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ user, isAdmin: isAdminUser(user), login, logout }), [user, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * False until the session of an earlier page load is restored (or found gone): guards wait for it. A hook of
 * its own, not part of useAuth's value: when a guest's restore ends, only the few screens that wait for it
 * render again, not every price and heart on the page (a store change renders synchronously, and that render
 * was the longest task after a server-drawn page hydrated). Signed out while a server-drawn page hydrates
 * (special case: hydrationFirstRender).
 */
export function useSessionReady(): boolean {
  return useSyncExternalStore(subscribeToSession, isSessionReady, getServerReady);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
