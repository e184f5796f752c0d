import { useQuery } from '@apollo/client/react';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CatalogueFilterOptionsDocument, CatalogueListingCategoriesDocument } from '../../../graphql/generated/graphql';
import { useShopCurrency } from '../../../shared/money/use-shop-currency';
import { HEADER_BOTTOM_VAR } from '../../../shared/ui/use-header-offset';
import { StatusMessage } from '../../../shared/ui/status-message';
import { ActiveFilters } from '../components/active-filters';
import { FilterDrawer } from '../components/filter-drawer';
import { FilterPanel } from '../components/filter-panel';
import type { FilterOptions } from '../components/filter-panel';
import { ListingBreadcrumb } from '../components/listing-breadcrumb';
import type { Crumb } from '../components/listing-breadcrumb';
import { ListingEmpty } from '../components/listing-empty';
import { ListingGrid, ListingGridSkeleton } from '../components/listing-grid';
import { SortSelect } from '../components/sort-select';
import {
  API_SORT,
  LISTING_PAGE_SIZE,
  activeFilterCount,
  apiFilter,
  filtersOf,
  keepOffered,
  pageCount,
  withFilters,
} from '../listing-filters';
import type { ListingFilters } from '../listing-filters';
import { useListingProducts } from '../use-listing-products';
import { useListingState } from '../use-listing-state';

const pieces = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'piece' : 'pieces'}`;

/**
 * The product listing of one category (null: every category), searched by ?query= and filtered,
 * sorted and paged from the URL. The server pages (first/offset): the page never holds more than
 * one page of products, however large the catalogue.
 */
export function ListingPage({ categoryId }: { categoryId: number | null }) {
  const { pathname } = useLocation();
  const { currencyCode } = useShopCurrency();
  const { query, state, update, hrefForPage, openPage } = useListingState();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  const categories = useQuery(CatalogueListingCategoriesDocument);
  const optionsQuery = useQuery(CatalogueFilterOptionsDocument, { variables: { categoryId, currencyCode } });
  const options: FilterOptions | undefined = optionsQuery.data
    ? { subcategories: optionsQuery.data.subcategories, colors: optionsQuery.data.colors, priceRange: optionsQuery.data.priceFilterRange }
    : undefined;
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

  // A page past the end (fewer results since the link was made): show the last page instead.
  const beyondEnd = Boolean(page && page.totalCount > 0 && page.items.length === 0 && state.page > 1);
  useEffect(() => {
    if (beyondEnd) update({ ...state, page: totalPages }, { replace: true });
  }, [beyondEnd, state, totalPages, update]);

  const applyFilters = (next: ListingFilters) => {
    update(withFilters(state, next));
    setDrawerOpen(false);
  };

  const category = categoryId === null ? null : categories.data?.categories.find((c) => c.id === categoryId);
  const categoryName = categoryId === null ? 'All Jewellery' : (category?.name ?? (categories.loading ? '' : 'Jewellery'));
  const chosenSubcategory =
    filters.subcategoryIds.length === 1 ? options?.subcategories.find((s) => s.id === filters.subcategoryIds[0])?.name : undefined;
  const trail: Crumb[] = query
    ? [{ label: `Search: ${query}` }]
    : chosenSubcategory
      ? [{ label: categoryName, to: pathname }, { label: chosenSubcategory }]
      : [{ label: categoryName }];
  const title = query ? `Results for “${query}”` : (chosenSubcategory ?? categoryName);
  const eyebrow = query
    ? categoryId === null
      ? 'Search'
      : `Search in ${categoryName}`
    : chosenSubcategory
      ? categoryName
      : 'The collection';
  const filterCount = activeFilterCount(filters, pricingCode);
  // Nothing to sort or narrow: a search without a match shows only its message.
  const nothingToRefine = page?.totalCount === 0 && filterCount === 0;

  useEffect(() => {
    if (!categoryName && !query) return;
    document.title = `${query ? `Search: ${query}` : title} · Aurelia Lab Diamonds`;
  }, [categoryName, query, title]);

  const panelProps = {
    options,
    loading: optionsQuery.loading,
    failed: Boolean(optionsQuery.error),
    onRetry: () => void optionsQuery.refetch().catch(() => undefined),
    categories: categories.data?.categories,
    groupByCategory: categoryId === null,
  };

  const scrollToResults = () => {
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollTo({ top: window.scrollY + top - 140, behavior: 'smooth' });
  };

  let results;
  if (products.error && !page) {
    results = (
      <StatusMessage tone="error" onRetry={() => void products.refetch().catch(() => undefined)} testId="listing-error">
        Failed to load products. Please try again.
      </StatusMessage>
    );
  } else if (!page) {
    results = <ListingGridSkeleton count={wide ? 9 : 6} />;
  } else if (page.items.length === 0 && !beyondEnd) {
    results = (
      <ListingEmpty
        message={query ? `No products found for "${query}"` : 'No products found matching your filters.'}
        onClearFilters={
          filterCount > 0
            ? () => applyFilters({ ...filters, subcategoryIds: [], colorIds: [], minPrice: null, maxPrice: null, priceCurrency: null })
            : undefined
        }
      />
    );
  } else {
    const from = (state.page - 1) * LISTING_PAGE_SIZE + 1;
    const to = from + page.items.length - 1;
    results = (
      <>
        <ListingGrid products={page.items} />
        <Box sx={{ mt: { xs: 6, md: 8 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" color="text.secondary" data-testid="listing-range">
            Showing {from.toLocaleString('en-IN')}–{to.toLocaleString('en-IN')} of {pieces(page.totalCount)}
          </Typography>
          {totalPages > 1 ? (
            <Pagination
              data-testid="listing-pagination"
              page={Math.min(state.page, totalPages)}
              count={totalPages}
              siblingCount={wide ? 1 : 0}
              boundaryCount={1}
              shape="rounded"
              renderItem={(item) => (
                <PaginationItem
                  component={RouterLink}
                  to={hrefForPage(item.page ?? 1)}
                  preventScrollReset
                  {...item}
                  onClick={(event) => {
                    item.onClick(event);
                    openPage(event, item.page ?? 1);
                    scrollToResults();
                  }}
                />
              )}
            />
          ) : null}
        </Box>
      </>
    );
  }

  return (
    <Container maxWidth="xl" data-testid="listing-page" sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 8, md: 12 } }}>
      <ListingBreadcrumb trail={trail} />

      <Box
        component="header"
        sx={{
          mt: { xs: 2.5, md: 4 },
          mb: { xs: 2.5, md: 4 },
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" color="primary.dark">
            {eyebrow}
          </Typography>
          <Typography
            id="listing-title"
            variant="h2"
            component="h1"
            data-testid="listing-title"
            sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}
          >
            {title || <Skeleton sx={{ width: 240 }} />}
          </Typography>
          <Typography
            color="text.secondary"
            role="status"
            aria-live="polite"
            data-testid="listing-count"
            sx={{ mt: 0.5, minHeight: '1.5em' }}
          >
            {page && page.totalCount > 0 ? pieces(page.totalCount) : ''}
          </Typography>
        </Box>
        {wide && !nothingToRefine ? <SortSelect value={state.sort} onChange={(sort) => update({ ...state, sort, page: 1 })} /> : null}
      </Box>

      {wide || nothingToRefine ? null : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mb: 3 }}>
          <Button
            variant="outlined"
            onClick={() => setDrawerOpen(true)}
            data-testid="open-filters"
            aria-haspopup="dialog"
            startIcon={<TuneIcon />}
            endIcon={
              filterCount ? (
                <Badge badgeContent={filterCount} color="primary" sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
              ) : undefined
            }
            aria-label={filterCount ? `Filters, ${filterCount} on` : 'Filters'}
          >
            Filters
          </Button>
          <SortSelect value={state.sort} onChange={(sort) => update({ ...state, sort, page: 1 })} />
        </Box>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '250px minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' },
          gap: { md: 5, lg: 7 },
        }}
      >
        {wide ? (
          <Box
            component="aside"
            aria-labelledby="filters-heading"
            sx={{
              position: 'sticky',
              top: `calc(var(${HEADER_BOTTOM_VAR}, 0px) + 24px)`,
              alignSelf: 'start',
              maxHeight: `calc(100vh - var(${HEADER_BOTTOM_VAR}, 0px) - 48px)`,
              overflowY: 'auto',
              pr: 1,
            }}
          >
            <Typography
              id="filters-heading"
              component="h2"
              sx={{
                fontSize: '0.85rem',
                fontWeight: 700,
                letterSpacing: '0.2em',
                textTransform: 'uppercase',
                pb: 1,
                borderBottom: 2,
                borderColor: 'secondary.main',
              }}
            >
              Filter by
            </Typography>
            <FilterPanel {...panelProps} value={filters} onChange={applyFilters} idPrefix="sidebar" />
          </Box>
        ) : null}

        <Box component="section" ref={resultsRef} aria-labelledby="listing-title" sx={{ minWidth: 0 }}>
          <ActiveFilters value={filters} options={options} onChange={applyFilters} />
          {results}
        </Box>
      </Box>

      {wide ? null : (
        <FilterDrawer {...panelProps} open={drawerOpen} onClose={() => setDrawerOpen(false)} value={filters} onApply={applyFilters} />
      )}
    </Container>
  );
}
