import { isTokenExpired } from './jwt';

/**
 * The signed-in user as the legacy storefront kept it under localStorage key 'user'.
 * The shape (including the snake_case currency_id) is kept for compatibility with old sessions.
 */
export interface StoredUser {
  userId: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  dob: string | null;
  /** 'admin' or 'user' (the back-office's names for the roles). */
  role: string;
  /** The account currency's id (legacy field: 1 = INR, 2 = USD in the demo shop). */
  currency_id: number;
  /**
   * The account currency's ISO code, from the API at login. Sessions stored before it existed lack it
   * until the session check fills it in (shared/auth/session-check.tsx).
   */
  currencyCode?: string;
  token: string;
}

export const USER_STORAGE_KEY = 'user';
/** Legacy entry holding JSON of an unknown shape; we only ever remove it. */
export const LEGACY_TOKEN_STORAGE_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.token === 'string' &&
    candidate.token.length > 0 &&
    typeof candidate.role === 'string' &&
    (typeof candidate.userId === 'number' || typeof candidate.userId === 'string')
  );
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The current session, or null. A stored user whose token has expired counts as signed out.
 * Returns the same object until storage changes, as useSyncExternalStore requires.
 */
export function getStoredUser(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  if (cachedUser && isTokenExpired(cachedUser.token)) return null;
  return cachedUser;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function saveStoredUser(user: StoredUser): void {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

/** Forgets the session. `clearAll` wipes the whole of local storage, as the back-office logout does. */
export function clearStoredSession(options: { clearAll?: boolean } = {}): void {
  try {
    if (options.clearAll) {
      window.localStorage.clear();
    } else {
      window.localStorage.removeItem(USER_STORAGE_KEY);
      window.localStorage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
    }
  } finally {
    notify();
  }
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes our session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function isAdminUser(user: StoredUser | null): boolean {
  return user !== null && user.role.toLowerCase() === 'admin';
}
