import type { SessionUserFragment } from './auth.generated';
import { requestRefresh } from './session-api';
import { singleFlight } from './single-flight';

/**
 * The signed-in user. The profile part is kept under localStorage key 'user' (the legacy storefront's key
 * and snake_case currency_id), so the page knows at first paint who is signed in, greets them and
 * prices in their currency; the access token lives in this module's memory only and never reaches
 * storage (docs/decisions.md#sessions). After a reload it comes back from the HttpOnly refresh cookie
 * (restoreSession). Only what a screen reads before that refresh is kept: no last name, e-mail, phone
 * or date of birth (docs/decisions.md#stored-user); screens that show those ask the API (`me`).
 */
export interface StoredUser {
  userId: number;
  firstName: string;
  /** 'admin' or 'user' (the back-office's names for the roles). */
  role: string;
  /** The account currency's id (legacy field: 1 = INR, 2 = USD in the demo shop). */
  currency_id: number;
  /** The account currency's ISO code. */
  currencyCode?: string;
  /** The access token, from memory; '' while the session is being restored after a reload. */
  token: string;
}

type StoredProfile = Omit<StoredUser, 'token'>;

export const USER_STORAGE_KEY = 'user';
/** Legacy entry holding JSON of an unknown shape; we only ever remove it. */
export const LEGACY_TOKEN_STORAGE_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

let accessToken: string | null = null;
/** The account the access token belongs to (another tab may sign in someone else). */
let tokenUserId: number | string | null = null;
/** True until the first refresh after page load has answered. */
let restoring = true;

let cachedRaw: string | null | undefined;
let cachedProfile: StoredProfile | null = null;
let cachedUser: StoredUser | null = null;
let cachedFor: { profile: StoredProfile | null; token: string | null; restoring: boolean } | null = null;

function isStoredProfile(value: unknown): value is StoredProfile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.role === 'string' && (typeof candidate.userId === 'number' || typeof candidate.userId === 'string');
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readProfile(): StoredProfile | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedProfile = null;
    try {
      const value: unknown = raw ? JSON.parse(raw) : null;
      if (isStoredProfile(value)) cachedProfile = value;
    } catch {
      // not JSON: no profile
    }
  }
  return cachedProfile;
}

function writeProfile(user: StoredUser): void {
  // Named keys only: an earlier version's token, e-mail, phone… in this entry go with the next write.
  const profile: StoredProfile = {
    userId: user.userId,
    firstName: user.firstName,
    role: user.role,
    currency_id: user.currency_id,
    currencyCode: user.currencyCode,
  };
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(profile));
}

/** The access token for the next request, or null for a guest. Memory only. */
export function getAccessToken(): string | null {
  return accessToken;
}

/** Whether the session left by an earlier page load has been restored (or found gone). */
export function isSessionReady(): boolean {
  return !restoring;
}

/** A stored profile exists (the browser was signed in, whether or not its token is back yet). */
export function hasStoredProfile(): boolean {
  return readProfile() !== null;
}

/**
 * The current session, or null. While the first refresh after a reload runs, a stored profile counts as
 * signed in (with token ''), so the page does not flash a guest's header; AuthGuard-style checks wait for
 * isSessionReady(). Returns the same object until something changes, as useSyncExternalStore requires.
 */
export function getStoredUser(): StoredUser | null {
  const profile = readProfile();
  if (!cachedFor || cachedFor.profile !== profile || cachedFor.token !== accessToken || cachedFor.restoring !== restoring) {
    cachedFor = { profile, token: accessToken, restoring };
    cachedUser = profile && (accessToken || restoring) ? { ...profile, token: accessToken ?? '' } : null;
  }
  return cachedUser;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Signs in (login, refresh): the token into memory, the profile into storage. */
export function saveStoredUser(user: StoredUser): void {
  if (user.token) {
    accessToken = user.token;
    tokenUserId = user.userId;
  }
  try {
    writeProfile(user);
  } finally {
    notify();
  }
}

/** Forgets the session. `clearAll` wipes the whole of local storage, as the back-office logout does. */
export function clearStoredSession(options: { clearAll?: boolean } = {}): void {
  accessToken = null;
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

/** The stored-user shape (legacy keys, docs/specifications.md#storefront-3-entities; docs/decisions.md#stored-user) of a login or refresh answer. */
export function storedUserOf(user: SessionUserFragment, token: string): StoredUser {
  return {
    userId: user.id,
    firstName: user.firstName,
    // The back-office calls the roles 'admin' and 'user'.
    role: user.role === 'ADMIN' ? 'admin' : 'user',
    currency_id: user.currency.id,
    currencyCode: user.currency.code,
    token,
  };
}

// Another tab may be exchanging the same cookie: the Web Locks API makes the tabs take turns, so each
// sends the cookie the previous one received (a token sent twice would end the session everywhere).
async function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('aurelia-session-refresh', task) : task();
}

/**
 * Exchanges the refresh cookie for a new access token: at most one exchange at a time in this tab, one
 * at a time across tabs. Answers the new token, or null when the session is gone (the caller decides
 * whether to sign out: the Apollo error link does, with its notice). A network failure answers null
 * and keeps the session as it was.
 */
export const refreshAccessToken: () => Promise<string | null> = singleFlight(async () => {
  try {
    const session = await acrossTabs(requestRefresh);
    // Gone: the state stays as it is, so the refused request reaches the Apollo error link, which signs
    // out with its notice (signing out here would unmount the page and drop that request first).
    if (!session) return null;
    saveStoredUser(storedUserOf(session.user, session.token));
    return session.token;
  } catch (error) {
    console.warn('[auth] session refresh failed', error);
    return null;
  }
});

let restored: Promise<void> | null = null;

/**
 * Once per page load: brings back the session of the refresh cookie (a reload, a new tab), or finds it
 * gone and forgets the stored profile. Requests sent meanwhile wait for it when a profile is stored
 * (tokenForRequest), so they carry the token.
 */
export function restoreSession(): Promise<void> {
  restored ??= (async () => {
    const hadProfile = hasStoredProfile();
    window.localStorage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
    const token = await refreshAccessToken();
    restoring = false;
    if (!token && hadProfile && !accessToken) clearStoredSession();
    else notify();
  })();
  return restored;
}

/** The token to send: waits for the session to be restored first when the browser was signed in. */
export async function tokenForRequest(): Promise<string | null> {
  // Child components' queries start before AuthProvider's effect: the first of them starts the restore.
  if (restoring && hasStoredProfile()) await restoreSession();
  return accessToken;
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes our session too: its login leaves a profile and a new cookie
  // (fetch our own token with it); its logout removes the profile (forget ours).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== USER_STORAGE_KEY) return;
    const profile = readProfile();
    if (!profile) accessToken = null;
    else if (!restoring && (!accessToken || profile.userId !== tokenUserId)) void refreshAccessToken();
    listener();
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
