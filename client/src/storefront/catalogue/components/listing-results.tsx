import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusMessage } from '../../../shared/ui/status-message';
import { showingRange } from '../listing-range';
import type { ListingPageData } from '../use-listing-page';
import { ListingEmpty } from './listing-empty';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';

interface ListingPagesProps {
  page: number;
  totalPages: number;
  wide: boolean;
  hrefForPage: (page: number) => string;
  openPage: (event: MouseEvent, page: number) => void;
  /** After a page link's click: bring the top of the results into view. */
  onOpened: () => void;
}

/** The page links: real links (copy, open in a new tab); a plain click changes the page at once. */
function ListingPages({ page, totalPages, wide, hrefForPage, openPage, onOpened }: ListingPagesProps) {
  return (
    <Pagination
      data-testid="listing-pagination"
      page={Math.min(page, totalPages)}
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
            onOpened();
          }}
        />
      )}
    />
  );
}

interface ListingResultsProps {
  listing: ListingPageData;
  wide: boolean;
  /** Clears every filter (the empty state's way back to results). */
  onClearFilters: () => void;
  onPageOpened: () => void;
}

/** The results: an error to retry, the skeleton, the empty state, or the grid with its range and page links. */
export function ListingResults({ listing, wide, onClearFilters, onPageOpened }: ListingResultsProps) {
  const { page, query, state, totalPages } = listing;
  if (listing.productsFailed) {
    return (
      <StatusMessage tone="error" onRetry={listing.retryProducts} testId="listing-error">
        Failed to load products. Please try again.
      </StatusMessage>
    );
  }
  if (!page) return <ListingGridSkeleton count={wide ? 9 : 6} />;
  if (page.items.length === 0 && !listing.beyondEnd) {
    return (
      <ListingEmpty
        message={query ? `No products found for "${query}"` : 'No products found matching your filters.'}
        onClearFilters={listing.filterCount > 0 ? onClearFilters : undefined}
      />
    );
  }
  return (
    <>
      <ListingGrid products={page.items} />
      <Box sx={{ mt: { xs: 6, md: 8 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" data-testid="listing-range">
          {showingRange(state.page, page.items.length, page.totalCount)}
        </Typography>
        {totalPages > 1 ? (
          <ListingPages
            page={state.page}
            totalPages={totalPages}
            wide={wide}
            hrefForPage={listing.hrefForPage}
            openPage={listing.openPage}
            onOpened={onPageOpened}
          />
        ) : null}
      </Box>
    </>
  );
}
