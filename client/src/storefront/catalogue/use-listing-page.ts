import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CatalogueFilterOptionsDocument, CatalogueListingCategoriesDocument } from './catalogue.generated';
import { useShopCurrency } from '../../shared/money/use-shop-currency';
import type { FilterOptions } from './components/filter-panel';
import { listingHeading } from './listing-heading';
import {
  API_SORT,
  LISTING_PAGE_SIZE,
  activeFilterCount,
  apiFilter,
  filtersOf,
  keepOffered,
  pageCount,
  withFilters,
} from './listing-filters';
import type { ListingFilters } from './listing-filters';
import { useListingFetchPolicy } from './listing-fetch-policy';
import { useListingProducts } from './use-listing-products';
import { useListingState } from './use-listing-state';

/** The filter options (subcategories, colours, price span) of the listing's category in the shopper's currency. */
function useFilterOptions(categoryId: number | null, currencyCode: string | undefined) {
  const fetchPolicy = useListingFetchPolicy();
  const optionsQuery = useQuery(CatalogueFilterOptionsDocument, { variables: { categoryId, currencyCode }, fetchPolicy });
  const options: FilterOptions | undefined = optionsQuery.data
    ? { subcategories: optionsQuery.data.subcategories, colors: optionsQuery.data.colors, priceRange: optionsQuery.data.priceFilterRange }
    : undefined;
  return {
    options,
    loading: optionsQuery.loading,
    failed: Boolean(optionsQuery.error),
    onRetry: () => void optionsQuery.refetch().catch(() => undefined),
  };
}

/**
 * The data of a product listing (views/listing-page.tsx): the state the URL holds (useListingState),
 * the filter options, the page of products the server answers for them, what the page is called, and
 * the writes (filters, sort, page). A page past the end (fewer results since the link was made) is
 * replaced by the last page.
 */
export function useListingPage(categoryId: number | null) {
  const { pathname } = useLocation();
  const { currencyCode } = useShopCurrency();
  const { query, state, update, hrefForPage, openPage } = useListingState();
  const categories = useQuery(CatalogueListingCategoriesDocument, { fetchPolicy: useListingFetchPolicy() });
  const filterOptions = useFilterOptions(categoryId, currencyCode);
  const { options } = filterOptions;
  // The code prices come back in: the shopper's, or (a signed-in session not yet checked) the account's as the API reports it.
  const pricingCode = currencyCode ?? options?.priceRange.currencyCode;

  const stateFilters = filtersOf(state);
  const filters: ListingFilters = options
    ? { ...stateFilters, subcategoryIds: keepOffered(stateFilters.subcategoryIds, options.subcategories) }
    : stateFilters;
  // Price bounds can only be read once the pricing currency is known.
  const waiting = state.priceCurrency !== null && !pricingCode;
  const filter = apiFilter(categoryId, query, filters, pricingCode);
  const products = useListingProducts(
    waiting
      ? null
      : {
          filter,
          first: LISTING_PAGE_SIZE,
          offset: (state.page - 1) * LISTING_PAGE_SIZE,
          sort: API_SORT[state.sort],
          currencyCode,
          // Cards show the pictures of a chosen colour.
          colorIds: filter.colorIds ?? null,
        },
  );
  const page = products.data?.products;
  const totalPages = page ? pageCount(page.totalCount) : 1;

  const beyondEnd = Boolean(page && page.totalCount > 0 && page.items.length === 0 && state.page > 1);
  useEffect(() => {
    if (beyondEnd) update({ ...state, page: totalPages }, { replace: true });
  }, [beyondEnd, state, totalPages, update]);

  const category = categoryId === null ? null : categories.data?.categories.find((c) => c.id === categoryId);
  const categoryName = categoryId === null ? 'All Jewellery' : (category?.name ?? (categories.loading ? '' : 'Jewellery'));
  const chosenSubcategory =
    filters.subcategoryIds.length === 1 ? options?.subcategories.find((s) => s.id === filters.subcategoryIds[0])?.name : undefined;
  const heading = listingHeading({ query, categoryId, categoryName, chosenSubcategory, pathname });
  const filterCount = activeFilterCount(filters, pricingCode);

  // The document title (PageHead): null while the category's name is still loading.
  const pageTitle = !categoryName && !query ? null : query ? `Search: ${query}` : heading.title;

  return {
    query,
    pageTitle,
    state,
    filters,
    heading,
    filterCount,
    /** The filter panel's inputs (the sidebar's and the phone drawer's). */
    panel: { ...filterOptions, categories: categories.data?.categories, groupByCategory: categoryId === null },
    page,
    totalPages,
    beyondEnd,
    productsFailed: Boolean(products.error && !page),
    retryProducts: () => void products.refetch().catch(() => undefined),
    // Nothing to sort or narrow: a search without a match shows only its message.
    nothingToRefine: page?.totalCount === 0 && filterCount === 0,
    applyFilters: (next: ListingFilters) => update(withFilters(state, next)),
    changeSort: (sort: typeof state.sort) => update({ ...state, sort, page: 1 }),
    hrefForPage,
    openPage,
  };
}

export type ListingPageData = ReturnType<typeof useListingPage>;
