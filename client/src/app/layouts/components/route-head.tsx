import { useMatches } from 'react-router-dom';
import { PageHead } from '../../../shared/ui/page-head';

/** A route's `handle` in router.tsx: the title of a page whose text does not come from the API. */
export interface RouteHead {
  title: string;
  description?: string;
}

const isRouteHead = (handle: unknown): handle is RouteHead =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHead).title === 'string';

/** The head of the deepest matched route that names one (router.tsx `handle`); nothing for the others. */
export function RouteHeadTags() {
  const head = useMatches()
    .map((match) => match.handle)
    .reverse()
    .find(isRouteHead);
  return head ? <PageHead title={head.title} description={head.description} /> : null;
}
