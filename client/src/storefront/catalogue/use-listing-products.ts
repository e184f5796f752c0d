import { skipToken, useQuery } from '@apollo/client/react';
import { useLayoutEffect, useState } from 'react';
import { CatalogueProductsDocument } from '../../graphql/generated/graphql';
import type { CatalogueProductsQueryVariables } from '../../graphql/generated/graphql';

/**
 * One page of the listing for the variables the URL gives (null: not yet askable), asked for once.
 *
 * Apollo's useQuery keeps one ObservableQuery per component and re-asks it for new variables *while
 * rendering*. The router applies a new URL in a React transition (Back and Forward always), so React
 * renders the page with the new URL and, interrupted, again with the committed one: each render pointed
 * the one query at its own variables, each answer was an urgent update that interrupted the transition
 * again, and the grid ping-ponged between offset 0 and 24 (dozens of queries, the old page shown for
 * seconds). So the query only ever sees variables of a committed render: a render with new variables
 * leaves it alone, and once that render is on screen the layout effect (before the browser paints)
 * moves the query to them, once. Until then, and while their answer is on its way, `data` is undefined:
 * the page shows its skeleton, never the previous results as the new ones.
 */
export function useListingProducts(variables: CatalogueProductsQueryVariables | null) {
  const key = variables ? JSON.stringify(variables) : null;
  const [asked, setAsked] = useState({ key, variables });
  useLayoutEffect(() => {
    // On purpose after commit (a transition's discarded renders never get here), not during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (asked.key !== key) setAsked({ key, variables });
  }, [asked.key, key, variables]);
  const result = useQuery(CatalogueProductsDocument, asked.variables ? { variables: asked.variables } : skipToken);
  const current = asked.key === key;
  return {
    /** The page for exactly these variables, or undefined while it is not here yet. */
    data: current ? result.data : undefined,
    error: current ? result.error : undefined,
    refetch: result.refetch,
  };
}
