/**
 * Wraps an async task so that calls made while it runs share its one result: at most one refresh of the
 * session is in flight at a time, however many requests find their token expired at once. The next call
 * after it settles starts a new run.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

interface GraphQLErrorLike {
  extensions?: Record<string, unknown> | null;
}

/** Operations that must never trigger a refresh-and-retry (they are the refresh, or end the session). */
export const NO_REFRESH_OPERATIONS: ReadonlySet<string> = new Set(['AuthRefreshSession', 'AuthLogout', 'AccountLogin']);

/**
 * Whether a failed answer should be retried once after refreshing the session: it was refused as
 * UNAUTHENTICATED (GraphQL error code, or HTTP 401), the request carried an access token (a guest has
 * nothing to refresh), it is not itself a session operation, and it has not been retried already.
 */
export function shouldRefreshAndRetry(answer: {
  errors?: readonly GraphQLErrorLike[] | null;
  httpStatus?: number;
  sentToken: string | null;
  operationName: string | undefined;
  retried: boolean;
}): boolean {
  if (answer.retried || !answer.sentToken) return false;
  if (answer.operationName && NO_REFRESH_OPERATIONS.has(answer.operationName)) return false;
  if (answer.httpStatus === 401) return true;
  return (answer.errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');
}
