import { useParams } from 'react-router-dom';
import { parseCategoryParam } from '../listing-filters';
import { ListingPage } from './listing-page';

/** /allproduct and /allproduct/:categoryId ('all' = every category), with optional ?query= search. */
export function ProductListingView() {
  const categoryId = parseCategoryParam(useParams().categoryId);
  // A new category is a new listing: its drawer, drafts and fields start afresh (its filters are in the URL, which the link dropped).
  return <ListingPage key={categoryId ?? 'all'} categoryId={categoryId} />;
}
