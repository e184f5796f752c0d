import { ApolloClient, ApolloLink, CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { Observable } from 'rxjs';
import type { NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { clearStoredSession, hasStoredProfile, refreshAccessToken, tokenForRequest } from '../shared/auth/auth-storage';
import { shouldRefreshAndRetry } from '../shared/auth/single-flight';
import { notify } from '../shared/ui/notify';
import { createShopCache } from './apollo-cache';
import { createGraphqlHttpLink } from './graphql-transport';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

// Terminating link: public reads as GET, everything else as POST (multipart when variables hold files).
const httpLink = createGraphqlHttpLink();

// The access token lives in memory only (shared/auth/auth-storage.ts); right after a reload the request
// waits for the session to come back from the refresh cookie.
const authLink = new SetContextLink(async (prevContext) => {
  const token = await tokenForRequest();
  if (!token) return { sentToken: null };
  const headers = (prevContext.headers ?? {}) as Record<string, string>;
  return { headers: { ...headers, Authorization: `Bearer ${token}` }, sentToken: token };
});

// An access token lives 15 minutes: a request refused as UNAUTHENTICATED refreshes the session once (one
// refresh in flight for all of them) and is sent again with the new token. When the refresh fails, the
// refusal goes on to the error link, which signs out.
const refreshLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      let retried = false;
      // Set while a refresh runs: the first answer's completion must not complete the operation.
      let waiting = false;
      const sentToken = () => (operation.getContext().sentToken as string | null | undefined) ?? null;
      const retryOrPass = (pass: () => void) => {
        retried = true;
        waiting = true;
        void refreshAccessToken().then((token) => {
          waiting = false;
          if (token) subscription = send();
          else pass();
        });
      };
      const send = () =>
        forward(operation).subscribe({
          next: (result) => {
            const answer = { errors: result.errors, sentToken: sentToken(), operationName: operation.operationName, retried };
            if (!shouldRefreshAndRetry(answer)) return observer.next(result);
            retryOrPass(() => {
              observer.next(result);
              observer.complete();
            });
          },
          error: (error: unknown) => {
            const httpStatus = ServerError.is(error) ? error.statusCode : undefined;
            if (!shouldRefreshAndRetry({ httpStatus, sentToken: sentToken(), operationName: operation.operationName, retried }))
              return observer.error(error);
            retryOrPass(() => observer.error(error));
          },
          complete: () => {
            if (!waiting) observer.complete();
          },
        });
      let subscription = send();
      return () => subscription.unsubscribe();
    }),
);

function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

// The single place that reacts to auth and transport failures. Business errors arrive as
// union members in `data` and are shown by the form that caused them.
const errorLink = new ErrorLink(({ error, operation }) => {
  if (isUnauthenticated(error)) {
    const hadSession = hasStoredProfile();
    clearStoredSession();
    if (hadSession) notify.error(SESSION_EXPIRED_MESSAGE);
    return;
  }
  if (!CombinedGraphQLErrors.is(error)) {
    console.error(`[network error] ${operation.operationName ?? 'anonymous operation'}:`, error);
  }
});

/**
 * The browser's one Apollo client. `serverState` is the cache a server render serialised into the page
 * (app/ssr/ssr-state.ts): restored before hydrating, and trusted for the first moments, so the queries the
 * page hydrates with do not ask the API again for what the HTML already shows.
 */
export function createBrowserApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  const cache = createShopCache();
  if (serverState) cache.restore(serverState);
  return new ApolloClient({
    link: ApolloLink.from([errorLink, refreshLink, authLink, httpLink]),
    cache,
    ssrForceFetchDelay: serverState ? SERVER_STATE_TRUSTED_MS : 0,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

/** How long after hydrating a cache-and-network query is answered from the server's cache alone. */
const SERVER_STATE_TRUSTED_MS = 1000;
