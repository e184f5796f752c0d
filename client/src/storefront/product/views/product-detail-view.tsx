import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { ProductDetailDocument } from '../product.generated';
import { useShopCurrency } from '../../../shared/money/use-shop-currency';
import { PageHead } from '../../../shared/ui/page-head';
import { StatusMessage } from '../../../shared/ui/status-message';
import { ProductDetailSkeleton } from '../components/product-detail-skeleton';
import { ProductDetails } from '../components/product-details';
import { ProductNotFound } from '../components/product-not-found';
import { RelatedProducts } from '../components/related-products';
import { parseProductId } from '../product-id';
import { useProductPurchase } from '../use-product-purchase';

export const PRODUCT_LOAD_FAILED_MESSAGE = 'Failed to load product. Please try again.';

/** /product/:id. An id that cannot be a product shows the not-found state without asking the API. */
export function ProductDetailView() {
  const { id } = useParams();
  const productId = parseProductId(id);
  return (
    <Container maxWidth="xl" sx={{ pt: { xs: 2, md: 4 }, pb: { xs: 8, md: 12 } }}>
      {productId === null ? <PageHead title="Product not found" /> : null}
      {productId === null ? <ProductNotFound /> : <ProductDetailPage key={productId} productId={productId} />}
    </Container>
  );
}

/** One product in the shopper's currency: loading skeleton, error with Retry, not found, or the page. */
function ProductDetailPage({ productId }: { productId: number }) {
  const { currencyCode } = useShopCurrency();
  const { data, previousData, error, refetch } = useQuery(ProductDetailDocument, { variables: { id: productId, currencyCode } });
  const { addToCart, buyNow, adding } = useProductPurchase();
  // A currency switch keeps the page (and the shopper's choices) on screen until the new prices arrive.
  const result = data ?? (error ? undefined : previousData);
  const product = result?.product;
  // The title and description follow the product (PageHead); while it loads, the head before it stays.
  const head = product ? (
    <PageHead title={product.name} description={product.description} />
  ) : result ? (
    <PageHead title="Product not found" />
  ) : null;

  if (!result) {
    if (error) {
      return (
        <StatusMessage tone="error" testId="product-error" onRetry={() => void refetch().catch(() => undefined)}>
          {PRODUCT_LOAD_FAILED_MESSAGE}
        </StatusMessage>
      );
    }
    return <ProductDetailSkeleton />;
  }
  if (!product) {
    return (
      <>
        {head}
        <ProductNotFound />
      </>
    );
  }
  return (
    <>
      {head}
      <ProductDetails product={product} adding={adding} onAddToCart={(choice) => void addToCart(choice)} onBuyNow={buyNow} />
      <RelatedProducts productId={product.id} currencyCode={currencyCode} />
    </>
  );
}
