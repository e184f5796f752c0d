import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { RateLimitedError } from '../domain/common/rate-limits';

/**
 * A GraphQL answer with a RATE_LIMITED error is an HTTP 429 with `Retry-After` (the longest wait of its
 * errors), and each such error carries its wait as `extensions.retryAfter` (seconds). formatGraphQLError
 * has already given it the code and message; the refused fields themselves are counted in the services.
 */
export function rateLimitPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ errors, response }) {
          const waits = new Map<string, number>();
          for (const error of errors ?? []) {
            const original = unwrapResolverError(error);
            if (original instanceof RateLimitedError) waits.set(JSON.stringify(error.path ?? null), original.retryAfterSeconds);
          }
          if (waits.size === 0) return Promise.resolve();
          const retryAfter = Math.max(...waits.values());
          response.http.status = 429;
          response.http.headers.set('retry-after', String(retryAfter));
          if (response.body.kind === 'single' && response.body.singleResult.errors) {
            response.body.singleResult.errors = response.body.singleResult.errors.map((error) =>
              error.extensions?.code === 'RATE_LIMITED'
                ? { ...error, extensions: { ...error.extensions, retryAfter: waits.get(JSON.stringify(error.path ?? null)) ?? retryAfter } }
                : error,
            );
          }
          return Promise.resolve();
        },
      });
    },
  };
}
