import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useWideScreen } from '../../../shared/ssr/ssr-hints';
import { useRef, useState } from 'react';
import { FilterDrawer } from '../components/filter-drawer';
import { FilterPanel } from '../components/filter-panel';
import { FilterSidebar } from '../components/filter-sidebar';
import { FiltersButton } from '../components/filters-button';
import { ActiveFilters } from '../components/active-filters';
import { ListingBreadcrumb } from '../components/listing-breadcrumb';
import { ListingHeader } from '../components/listing-header';
import { ListingResults } from '../components/listing-results';
import { SortSelect } from '../components/sort-select';
import { NO_FILTERS } from '../listing-filters';
import type { ListingFilters } from '../listing-filters';
import { useListingPage } from '../use-listing-page';
import { PageHead } from '../../../shared/ui/page-head';

/**
 * The product listing of one category (null: every category), searched by ?query= and filtered,
 * sorted and paged from the URL (the data: useListingPage). The server pages (first/offset): the page
 * never holds more than one page of products, however large the catalogue. Wide screens filter in a
 * sidebar, phones in a drawer.
 */
export function ListingPage({ categoryId }: { categoryId: number | null }) {
  const listing = useListingPage(categoryId);
  const { state, filters, panel } = listing;
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  const applyFilters = (next: ListingFilters) => {
    listing.applyFilters(next);
    setDrawerOpen(false);
  };
  const scrollToResults = () => {
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollTo({ top: window.scrollY + top - 140, behavior: 'smooth' });
  };
  const sort = <SortSelect value={state.sort} onChange={listing.changeSort} />;

  return (
    <Container maxWidth="xl" data-testid="listing-page" sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 8, md: 12 } }}>
      {listing.pageTitle ? <PageHead title={listing.pageTitle} /> : null}
      <ListingBreadcrumb trail={listing.heading.trail} />
      <ListingHeader
        heading={listing.heading}
        totalCount={listing.page?.totalCount}
        sort={wide && !listing.nothingToRefine ? sort : null}
      />

      {wide || listing.nothingToRefine ? null : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mb: 3 }}>
          <FiltersButton filterCount={listing.filterCount} onClick={() => setDrawerOpen(true)} />
          {sort}
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
          <FilterSidebar>
            <FilterPanel {...panel} value={filters} onChange={applyFilters} idPrefix="sidebar" />
          </FilterSidebar>
        ) : null}

        <Box component="section" ref={resultsRef} aria-labelledby="listing-title" sx={{ minWidth: 0 }}>
          <ActiveFilters value={filters} options={panel.options} onChange={applyFilters} />
          <ListingResults
            listing={listing}
            wide={wide}
            onClearFilters={() => applyFilters({ ...filters, ...NO_FILTERS })}
            onPageOpened={scrollToResults}
          />
        </Box>
      </Box>

      {wide ? null : (
        <FilterDrawer {...panel} open={drawerOpen} onClose={() => setDrawerOpen(false)} value={filters} onApply={applyFilters} />
      )}
    </Container>
  );
}
