import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { CatalogueListingCategoriesDocument } from '../catalogue.generated';
import { CategoryNotFound } from '../components/category-not-found';
import { useListingFetchPolicy } from '../listing-fetch-policy';
import { parseCategoryParam } from '../listing-filters';
import { ListingPage } from './listing-page';

/**
 * /allproduct and /allproduct/:categoryId ('all' = every category), with optional ?query= search. Any other
 * word, or an id no category has (once the categories are here), is Not found, as the server's status says.
 */
export function ProductListingView() {
  const param = useParams().categoryId;
  const categoryId = parseCategoryParam(param);
  // The listing's own policy: Back answers from the cache, as the listing below does.
  const { data } = useQuery(CatalogueListingCategoriesDocument, { fetchPolicy: useListingFetchPolicy() });
  const unknown =
    param !== undefined &&
    param.toLowerCase() !== 'all' &&
    (categoryId === null || (data !== undefined && !data.categories.some((category) => category.id === categoryId)));
  if (unknown) return <CategoryNotFound />;
  // A new category is a new listing: its drawer, drafts and fields start afresh (its filters are in the URL, which the link dropped).
  return <ListingPage key={categoryId ?? 'all'} categoryId={categoryId} />;
}
