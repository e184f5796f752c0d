import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { StatusMessage } from '../../../shared/ui/status-message';
import { ProductCard, ProductCardSkeleton } from './product-card';
import type { ProductCardData } from './product-card';

interface NewArrivalsRowProps {
  products: readonly ProductCardData[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

const rowSx = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '72%', sm: '42%', md: 'calc((100% - 3 * 24px) / 4)' },
  gap: { xs: 2, md: 3 },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  pb: 1,
  '& > *': { scrollSnapAlign: 'start' },
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
} as const;

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

/** Horizontal, scroll-snapping row of the newest products, with arrows on wide screens. */
export function NewArrivalsRow({ products, loading, failed, onRetry }: NewArrivalsRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);

  if (!products && loading) {
    return (
      <Box sx={rowSx} data-testid="new-arrivals-loading">
        {Array.from({ length: 4 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (failed && !products?.length) {
    return (
      <StatusMessage tone="error" onRetry={onRetry} testId="new-arrivals-error">
        Failed to load new arrivals
      </StatusMessage>
    );
  }
  if (!products?.length) {
    return <StatusMessage testId="new-arrivals-empty">No new arrivals found</StatusMessage>;
  }

  const scrollByPage = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth, behavior: 'smooth' });
  };

  return (
    <Box sx={{ position: 'relative' }}>
      {products.length > 4 ? (
        <>
          <IconButton aria-label="Previous products" onClick={() => scrollByPage(-1)} sx={{ ...arrowSx, left: -20 }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Next products" onClick={() => scrollByPage(1)} sx={{ ...arrowSx, right: -20 }}>
            <ChevronRightIcon />
          </IconButton>
        </>
      ) : null}
      <Box ref={rowRef} sx={rowSx} data-testid="new-arrivals">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Box>
    </Box>
  );
}
