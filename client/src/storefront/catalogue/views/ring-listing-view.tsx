import { useQuery } from '@apollo/client/react';
import { CatalogueListingCategoriesDocument } from '../catalogue.generated';
import { PageLoader } from '../../../shared/ui/page-loader';
import { ListingPage } from './listing-page';
import { useListingFetchPolicy } from '../listing-fetch-policy';

/** /allproductring, the checkout's legacy breadcrumb: the ring category's listing, or everything when the shop has none. */
export function RingListingView() {
  const { data, loading } = useQuery(CatalogueListingCategoriesDocument, { fetchPolicy: useListingFetchPolicy() });
  if (!data && loading) return <PageLoader />;
  const rings = data?.categories.find((category) => /\brings?\b/i.test(category.name));
  return <ListingPage categoryId={rings?.id ?? null} />;
}
