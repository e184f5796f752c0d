import { NavigationType, useNavigationType } from 'react-router-dom';

/**
 * How a listing asks for its categories, filter options and products. Back (or Forward, or the first load,
 * whose server render put the answers in the cache) returns to what the page just had: the cache answers
 * and nothing is asked again. A new visit (a link, a filter, a sort, a page) shows the cache
 * and asks the API as well, so prices and stock are fresh whenever the shopper goes somewhere new.
 */
export function useListingFetchPolicy(): 'cache-first' | 'cache-and-network' {
  return useNavigationType() === NavigationType.Pop ? 'cache-first' : 'cache-and-network';
}
