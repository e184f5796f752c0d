import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { ProductCard, ProductCardSkeleton } from '../../../shared/product-card/product-card';
import type { ProductCardData } from '../../../shared/product-card/product-card';
import { StatusMessage } from '../../../shared/ui/status-message';

interface ProductRowProps {
  products: readonly ProductCardData[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** data-testid of the row; its states add -loading, -error and -empty. */
  testId: string;
  /** What the arrows move through, e.g. "new arrivals". */
  itemsLabel: string;
  errorText: string;
  emptyText: string;
}

const rowSx = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '64%', sm: '42%', md: 'calc((100% - 3 * 24px) / 4)' },
  gap: { xs: 2, md: 3 },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  pb: 1,
  '& > *': { scrollSnapAlign: 'start' },
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
} as const;

/** How wide a card is shown: the row's columns above, within the page's margins and the xl container (1536 px). */
const CARD_SIZES =
  '(min-width: 1536px) 354px, (min-width: 900px) calc((100vw - 120px) / 4), (min-width: 600px) calc(42vw - 20px), calc(64vw - 20px)';

const arrowSx = {
  position: 'absolute',
  top: 'calc(50% - 40px)',
  transform: 'translateY(-50%)',
  display: { xs: 'none', md: 'inline-flex' },
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'divider',
  boxShadow: '0 6px 18px rgba(31,29,26,0.10)',
  zIndex: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/**
 * Horizontal, scroll-snapping row of product cards (swiped on phones), with arrows on wide screens.
 * The skeleton and the cards share one frame and one grid element, so the cards arrive inside the box
 * the skeleton already reserved: nothing is created in their place, and nothing else moves
 * (docs/decisions.md#lighthouse-and-layout-shift).
 */
export function ProductRow({ products, loading, failed, onRetry, testId, itemsLabel, errorText, emptyText }: ProductRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const waiting = !products && loading;

  if (!waiting && failed && !products?.length) {
    return (
      <StatusMessage tone="error" onRetry={onRetry} testId={`${testId}-error`}>
        {errorText}
      </StatusMessage>
    );
  }
  if (!waiting && !products?.length) {
    return <StatusMessage testId={`${testId}-empty`}>{emptyText}</StatusMessage>;
  }

  const scrollByPage = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth, behavior: 'smooth' });
  };

  return (
    <Box sx={{ position: 'relative' }}>
      {!waiting && products && products.length > 4 ? (
        <>
          <IconButton aria-label={`Previous ${itemsLabel}`} onClick={() => scrollByPage(-1)} sx={{ ...arrowSx, left: -20 }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={`More ${itemsLabel}`} onClick={() => scrollByPage(1)} sx={{ ...arrowSx, right: -20 }}>
            <ChevronRightIcon />
          </IconButton>
        </>
      ) : null}
      <Box
        ref={rowRef}
        sx={rowSx}
        data-testid={waiting ? `${testId}-loading` : testId}
        role={waiting ? 'status' : undefined}
        aria-label={waiting ? `Loading ${itemsLabel}` : undefined}
      >
        {waiting
          ? Array.from({ length: 4 }, (_, index) => <ProductCardSkeleton key={`skeleton-${index}`} />)
          : products?.map((product) => <ProductCard key={product.id} product={product} sizes={CARD_SIZES} />)}
      </Box>
    </Box>
  );
}
