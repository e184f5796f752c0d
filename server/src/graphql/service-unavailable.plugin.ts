import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { HeaderMap } from '@apollo/server';
import { RETRY_AFTER_SECONDS, databaseOutage, isDatabaseUnavailable } from '../database/availability';

/**
 * Answers HTTP 503 with `Retry-After` when a GraphQL request failed because the database cannot be
 * reached (formatGraphQLError gives those errors the code SERVICE_UNAVAILABLE), whether it failed in a
 * resolver or while the context was built (the token check reads the account).
 */
export function serviceUnavailablePlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    contextCreationDidFail({ error }) {
      // Apollo wraps this error in a GraphQLError that inherits its `extensions`, and takes the answer's
      // HTTP status and headers from `extensions.http`.
      if (isDatabaseUnavailable(error)) {
        databaseOutage.unavailable(error);
        Object.assign(error, {
          extensions: {
            code: 'SERVICE_UNAVAILABLE',
            http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
          },
        });
      }
      return Promise.resolve();
    },
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ errors, response }) {
          const outage = errors?.map((error) => unwrapResolverError(error)).find((error) => isDatabaseUnavailable(error));
          if (outage) {
            databaseOutage.unavailable(outage);
            response.http.status = 503;
            response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          }
          return Promise.resolve();
        },
      });
    },
  };
}
