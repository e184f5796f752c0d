import type { ApolloServerPlugin } from '@apollo/server';
import { graphqlOperations, operationLabel } from '../observability/metrics';

/** Counts each GraphQL operation Apollo runs, by name (bounded: observability/metrics.ts) and type. */
export function operationMetricsPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ operationName, operation }) {
          graphqlOperations.inc({ operation: operationLabel(operationName), type: operation?.operation ?? 'unknown' });
          return Promise.resolve();
        },
      });
    },
  };
}
