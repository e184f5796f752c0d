import type { RequestContext } from '../domain/common/request-context';
import type { Loaders } from '../database/loaders';

/** The GraphQL context: who is calling, plus this request's DataLoaders. */
export interface GraphQLContext extends RequestContext {
  loaders: Loaders;
}
