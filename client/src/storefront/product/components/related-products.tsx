import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { ProductRelatedDocument } from '../product.generated';
import { ProductCard, ProductCardSkeleton } from '../../../shared/product-card/product-card';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { StatusMessage } from '../../../shared/ui/status-message';

const RELATED_COUNT = 4;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${RELATED_COUNT}, minmax(0, 1fr))` },
  columnGap: { xs: 2, md: 3 },
  rowGap: { xs: 4, md: 5 },
} as const;

/** How wide a card is shown: half the page on phones, a quarter from md up, within the xl container (1536 px). */
const CARD_SIZES = '(min-width: 1536px) 360px, (min-width: 900px) calc(25vw - 30px), calc(50vw - 24px)';

/** YOU MAY ALSO LIKE: pieces of the same style, then the same category, as shared product cards. */
export function RelatedProducts({ productId, currencyCode }: { productId: number; currencyCode: string | undefined }) {
  const { data, error, loading, refetch } = useQuery(ProductRelatedDocument, {
    variables: { productId, first: RELATED_COUNT, currencyCode },
  });
  const products = data?.relatedProducts;

  let body;
  if (products && products.length > 0) {
    body = (
      <Box sx={gridSx} data-testid="related-grid">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} sizes={CARD_SIZES} />
        ))}
      </Box>
    );
  } else if (error && !products) {
    body = (
      <StatusMessage tone="error" testId="related-error" onRetry={() => void refetch().catch(() => undefined)}>
        Failed to fetch related products
      </StatusMessage>
    );
  } else if (loading && !products) {
    body = (
      <Box sx={gridSx} aria-busy="true" aria-label="Loading related products">
        {Array.from({ length: RELATED_COUNT }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </Box>
    );
  } else {
    body = <StatusMessage testId="related-empty">No related products found.</StatusMessage>;
  }

  return (
    <Box component="section" aria-labelledby="related-title" data-testid="related-products" sx={{ mt: { xs: 7, md: 10 } }}>
      <SectionHeading id="related-title" title="YOU MAY ALSO LIKE" />
      {body}
    </Box>
  );
}
