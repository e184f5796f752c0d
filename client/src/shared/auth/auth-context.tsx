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
  /** False until the session of an earlier page load is restored (or found gone): guards wait for it. */
  ready: boolean;
  login: (payload: StoredUser) => void;
  logout: (options?: { clearAll?: boolean }) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const getServerSnapshot = () => null;
const getServerReady = () => false;

export function AuthProvider({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(subscribeToSession, getStoredUser, getServerSnapshot);
  const ready = useSyncExternalStore(subscribeToSession, isSessionReady, getServerReady);

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

  const value = useMemo<AuthContextValue>(() => ({ user, isAdmin: isAdminUser(user), ready, login, logout }), [user, ready, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
