import type { ApolloServerPlugin } from '@apollo/server';
import { isPublicOperation } from '../cache/response-cache';
import type { GraphQLContext } from './context';

/**
 * `Cache-Control` of a GraphQL answer, now that the storefront sends its public reads as GET (which a
 * browser or a shared cache may keep): a public read asked as a guest is `public, no-cache` (kept, but
 * asked again each time: the response cache's ETag answers 304 when nothing changed), a public read asked
 * with a token `private, no-cache` (its prices are in that account's currency), and everything else
 * (carts, orders, profiles, the back office, mutations, errors) `private, no-store`. Matches what the
 * response cache (cache/response-cache.ts) sends with a hit.
 */
export function cacheControlPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response, operation, contextValue }) {
          const publicRead =
            operation !== undefined &&
            operation !== null &&
            isPublicOperation(operation) &&
            response.body.kind === 'single' &&
            response.body.singleResult.errors === undefined;
          const value = !publicRead ? 'private, no-store' : contextValue.user ? 'private, no-cache' : 'public, no-cache';
          response.http.headers.set('cache-control', value);
          if (publicRead) response.http.headers.set('vary', 'Accept, Authorization');
          return Promise.resolve();
        },
      });
    },
  };
}
