import { print } from 'graphql';
import { AuthLogoutDocument, AuthRefreshSessionDocument } from './auth.generated';
import type { AuthRefreshSessionMutation } from './auth.generated';

type RefreshedSession = NonNullable<AuthRefreshSessionMutation['refreshSession']>;

// Plain fetch, not Apollo: the Apollo links call these, and a refresh must not go through the refresh link.
// application/json makes the request a non-simple one: Apollo Server's CSRF prevention requires it, and
// a cross-site page could only send it after a CORS preflight the server never grants.
async function post(query: string, token?: string | null): Promise<{ data?: unknown; errors?: unknown[] } | null> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/graphql', { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify({ query }) });
  if (!response.ok) return null;
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
}

/**
 * Exchanges the HttpOnly refresh cookie for a new access token and the account (null: no session, or
 * it was revoked). Throws on a network failure, so the caller can tell "signed out" from "offline".
 */
export async function requestRefresh(): Promise<RefreshedSession | null> {
  const answer = await post(print(AuthRefreshSessionDocument));
  const data = answer?.data as AuthRefreshSessionMutation | undefined;
  return data?.refreshSession ?? null;
}

/** Ends the account's sessions on the server and clears the cookie; failures are only logged. */
export async function requestLogout(token: string | null): Promise<void> {
  try {
    await post(print(AuthLogoutDocument), token);
  } catch (error) {
    console.warn('[auth] logout request failed', error);
  }
}
