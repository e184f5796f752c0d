import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** /product/:id. The full detail page (gallery, purity, size, add to cart) arrives later. */
export function ProductDetailView() {
  const { id } = useParams();
  return (
    <PlaceholderPage
      testId="product-page"
      eyebrow={id ? `Product #${id}` : 'Product'}
      title="Product details"
      action={{ label: 'Continue shopping', to: '/allproduct/all' }}
    >
      Photos, purities, sizes and prices for this piece will be shown here soon.
    </PlaceholderPage>
  );
}
