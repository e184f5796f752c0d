import type { RequestContext } from '../domain/common/request-context';
import type { Loaders } from '../database/loaders';
import type { SessionCookie } from './session-cookie';
import type { PrivatePictures } from '../storage/private-pictures';

/** The GraphQL context: who is calling, plus this request's DataLoaders. */
export interface GraphQLContext extends RequestContext {
  loaders: Loaders;
  /** The refresh cookie of this HTTP request (absent when the schema runs in-process, without HTTP). */
  sessionCookie?: SessionCookie;
  /** The shop's origin for links in e-mails and return URLs (http/public-origin.ts): PUBLIC_URL, or an allowed Host. */
  origin: string;
  /** Links to private pictures (a custom design's), for the fields that show one to whoever may see it. */
  privatePictures: PrivatePictures;
}
