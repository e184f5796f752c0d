import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/availability';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';
import { requestIdField } from '../http/errors';
import { requestLog } from '../http/logging';

/** The GraphQL `extensions.code` of each domain error code; the switch fails to compile when a code is added. */
export function graphqlCodeOf(code: DomainErrorCode): string {
  switch (code) {
    case DomainErrorCode.UNAUTHENTICATED:
      return 'UNAUTHENTICATED';
    case DomainErrorCode.FORBIDDEN:
      return 'FORBIDDEN';
    case DomainErrorCode.NOT_FOUND:
      return 'NOT_FOUND';
    case DomainErrorCode.INVALID_INPUT:
      return 'BAD_USER_INPUT';
    case DomainErrorCode.CONFLICT:
      return 'CONFLICT';
    case DomainErrorCode.RATE_LIMITED:
      return 'RATE_LIMITED';
    default: {
      const unmapped: never = code;
      throw new Error(`unmapped domain error code ${String(unmapped)}`);
    }
  }
}

// Apollo's own request-level codes pass through: the client sent something GraphQL itself rejects.
const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * Apollo's formatError: domain errors become their code and message; anything unexpected is logged and
 * replaced by a generic message, so SQL and stack traces never reach a client.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: graphqlCodeOf(original.code), ...(original.field ? { field: original.field } : {}) },
    };
  }
  if (original instanceof ArgumentValidationError) {
    return { message: 'Invalid input', locations: formatted.locations, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  // The database is unreachable: a retryable 503 (service-unavailable.plugin.ts sets the status), not a bug.
  if (isDatabaseUnavailable(original)) {
    return {
      message: DATABASE_UNAVAILABLE_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE', ...requestIdField() },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PASS_THROUGH.has(code)) return formatted;
  if (original instanceof GraphQLError && !original.originalError && !formatted.path) return formatted;
  // Logged with the request id (pino's `reqId`); the answer carries the id so the line can be found.
  requestLog().error({ err: original }, 'unexpected GraphQL error');
  return {
    message: 'Internal server error',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...requestIdField() },
  };
}
