import type { ApolloServerPlugin } from '@apollo/server';
import { graphqlOperations, operationLabel } from '../observability/metrics';

/**
 * Counts each GraphQL operation Apollo runs, by type and by name when the shop's own clients send that name
 * (`known`, graphql/known-operations.ts), else as `other`.
 */
export function operationMetricsPlugin<TContext extends object>(known: ReadonlySet<string>): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ operationName, operation }) {
          graphqlOperations.inc({ operation: operationLabel(operationName, known), type: operation?.operation ?? 'unknown' });
          return Promise.resolve();
        },
      });
    },
  };
}
