import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ProductDetailDocument } from '../product.generated';
import { useShopCurrency } from '../../../shared/money/use-shop-currency';
import { SHOP_NAME } from '../../../shared/shop-info';
import { StatusMessage } from '../../../shared/ui/status-message';
import { ProductDetailSkeleton } from '../components/product-detail-skeleton';
import { ProductDetails } from '../components/product-details';
import { ProductNotFound } from '../components/product-not-found';
import { RelatedProducts } from '../components/related-products';
import { parseProductId } from '../product-id';
import { useProductPurchase } from '../use-product-purchase';

export const PRODUCT_LOAD_FAILED_MESSAGE = 'Failed to load product. Please try again.';

function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} · ${SHOP_NAME}`;
  }, [title]);
}

/** /product/:id. An id that cannot be a product shows the not-found state without asking the API. */
export function ProductDetailView() {
  const { id } = useParams();
  const productId = parseProductId(id);
  usePageTitle(productId === null ? 'Product not found' : null);
  return (
    <Container maxWidth="xl" sx={{ pt: { xs: 2, md: 4 }, pb: { xs: 8, md: 12 } }}>
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
  usePageTitle(product ? product.name : result && !product ? 'Product not found' : null);

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
  if (!product) return <ProductNotFound />;
  return (
    <>
      <ProductDetails product={product} adding={adding} onAddToCart={(choice) => void addToCart(choice)} onBuyNow={buyNow} />
      <RelatedProducts productId={product.id} currencyCode={currencyCode} />
    </>
  );
}
