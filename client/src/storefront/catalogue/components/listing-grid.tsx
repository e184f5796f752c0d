import Box from '@mui/material/Box';
import { ProductCard, ProductCardSkeleton } from '../../../shared/product-card/product-card';
import type { ProductCardData } from '../../../shared/product-card/product-card';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: { xs: 2, sm: 3, lg: 4 },
  rowGap: { xs: 4, md: 6 },
} as const;

/**
 * How wide a card is shown: half the page less its margins on phones; from md up a third of what the
 * filter column (250 px, 280 px from lg) leaves, within the xl container (1536 px).
 */
const CARD_SIZES = '(min-width: 1536px) 390px, (min-width: 900px) calc((100vw - 330px) / 3), calc(50vw - 24px)';

/** A listing item: a card, and its pictures in the colour the listing is filtered by (the query's $colorIds). */
export type ListingItem = ProductCardData & { colourImage: string | null; colourHoverImage: string | null };

/** The card of a listing item shows the pictures of the filtered colour (without a colour filter, the same as its own). */
const cardPictures = (item: ListingItem): ProductCardData => ({ ...item, image: item.colourImage, hoverImage: item.colourHoverImage });

/** Two columns on phones, three from tablets up; the first row's pictures load at once. */
export function ListingGrid({ products }: { products: readonly ListingItem[] }) {
  return (
    <Box component="ul" aria-label="Products" data-testid="listing-grid" sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0 }}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={cardPictures(product)} imageLoading={index < 3 ? 'eager' : 'lazy'} titleComponent="h2" sizes={CARD_SIZES} />
        </li>
      ))}
    </Box>
  );
}

export function ListingGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <Box data-testid="listing-loading" role="status" aria-label="Loading products" sx={gridSx}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Box>
  );
}
