import type { RequestContext } from '../domain/common/request-context';
import type { Loaders } from '../database/loaders';
import type { SessionCookie } from './session-cookie';
import type { PrivatePictures } from '../storage/private-pictures';

/** The GraphQL context: who is calling, plus this request's DataLoaders. */
export interface GraphQLContext extends RequestContext {
  loaders: Loaders;
  /** The refresh cookie of this HTTP request (absent when the schema runs in-process, without HTTP). */
  sessionCookie?: SessionCookie;
  /** The origin the request was made to (`https://host`), for return URLs and links in e-mails when PUBLIC_URL is not set. */
  origin?: string | null;
  /** Links to private pictures (a custom design's), for the fields that show one to whoever may see it. */
  privatePictures: PrivatePictures;
}
