import type { ApolloServerPlugin } from '@apollo/server';
import { isPublicOperation } from '../cache/response-cache';
import { readFromReplica } from '../database/replica-reads';

/**
 * Marks an operation made only of public storefront reads (the response cache's PUBLIC_QUERY_FIELDS), so
 * its statements may read a replica (docs/decisions.md#read-replicas). Any other operation, and every
 * mutation, keeps to the primary. Without DATABASE_REPLICA_URLS the mark changes nothing.
 */
export function replicaReadsPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ operation }) {
          if (operation && isPublicOperation(operation)) readFromReplica();
          return Promise.resolve();
        },
      });
    },
  };
}
