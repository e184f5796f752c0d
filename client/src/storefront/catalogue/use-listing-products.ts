import { skipToken, useQuery } from '@apollo/client/react';
import { CatalogueProductsDocument } from './catalogue.generated';
import type { CatalogueProductsQueryVariables } from './catalogue.generated';
import { useCommittedValue } from '../../shared/api/use-committed-value';
import { useListingFetchPolicy } from './listing-fetch-policy';

/**
 * One page of the listing for the variables the URL gives (null: not yet askable), asked for once.
 *
 * The query only ever sees variables of a committed render (useCommittedValue: the router's
 * transitions made a query that followed every render ping-pong between offset 0 and 24, dozens of
 * queries, the old page shown for seconds). Until a render with new variables is on screen, and while
 * their answer is on its way, `data` is undefined: the page shows its skeleton, never the previous
 * results as the new ones.
 */
export function useListingProducts(variables: CatalogueProductsQueryVariables | null) {
  const asked = useCommittedValue(variables);
  const fetchPolicy = useListingFetchPolicy();
  const result = useQuery(CatalogueProductsDocument, asked.value ? { variables: asked.value, fetchPolicy } : skipToken);
  return {
    /** The page for exactly these variables, or undefined while it is not here yet. */
    data: asked.current ? result.data : undefined,
    error: asked.current ? result.error : undefined,
    refetch: result.refetch,
  };
}
