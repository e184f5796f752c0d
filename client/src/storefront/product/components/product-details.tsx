import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WishlistHeart } from '../../../shared/wishlist/wishlist-heart';
import type { ProductChoice } from '../use-product-purchase';
import { chosenCertification } from '../certification';
import { CertificationLines } from './certification-lines';
import { ColourSwatches } from './colour-swatches';
import { PriceBreakupTable } from './price-breakup-table';
import { GST_CURRENCY } from '../price-breakup';
import type { ProductDetailData } from './product-detail-data';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductHeading } from './product-heading';
import { ProductInfoSections } from './product-info-sections';
import { productLayoutSx } from './product-layout';
import { PurchaseButtons } from './purchase-buttons';
import { PurityPicker } from './purity-picker';
import { lineQuantityLimit } from '../../../shared/cart/quantity';
import { QuantityStepper } from './quantity-stepper';
import { SizePicker } from './size-picker';
import { useProductChoice, useReviewsOpen } from './use-product-choice';

export type { ProductDetailData };

interface ProductDetailsProps {
  product: ProductDetailData;
  adding: boolean;
  onAddToCart: (choice: ProductChoice) => void;
  onBuyNow: (choice: ProductChoice) => void;
}

const galleryColumnSx = { position: { md: 'sticky' }, top: { md: 'calc(var(--shop-header-bottom, 96px) + 16px)' } } as const;
const optionsSx = { display: 'grid', gap: 2.5, pt: 3, borderTop: '1px solid', borderColor: 'divider' } as const;

/**
 * Everything about one product: pictures of the chosen colour, name, price, options (first colour,
 * purity and size preselected), quantity, the purchase buttons, the price breakup, return policy and
 * reviews. The choice lives here; the view sends it to the cart or the checkout.
 */
export function ProductDetails({ product, adding, onAddToCart, onBuyNow }: ProductDetailsProps) {
  const { colour, price, size, images, breakup, purchasable, stock, quantity, setColourId, setCaratId, setSizeId, setQuantity, choice } =
    useProductChoice(product);
  const { reviewsOpen, setReviewsOpen, showReviews } = useReviewsOpen();
  const certification = chosenCertification(product, {
    productColorId: colour?.id ?? null,
    productCaratId: price?.productCaratId ?? null,
    sizeId: size?.sizeId ?? null,
  });

  const send = (to: (choice: ProductChoice) => void) => () => {
    const chosen = choice();
    if (chosen) to(chosen);
  };

  return (
    <Box data-testid="product-page" data-product-id={product.id}>
      <ProductBreadcrumbs product={product} />

      <Box sx={productLayoutSx}>
        <Box sx={galleryColumnSx}>
          <ProductGallery
            key={colour?.id ?? 'none'}
            productName={product.name}
            colourName={colour?.name ?? null}
            images={images}
            overlay={<WishlistHeart product={{ id: product.id, name: product.name, productCaratId: price?.productCaratId }} />}
          />
        </Box>

        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ProductHeading product={product} total={price?.total ?? null} onShowReviews={showReviews} />
          <CertificationLines certificate={certification.certificate} hallmark={certification.hallmark} purity={price?.purity ?? null} />

          <Typography color="text.secondary" data-testid="product-description" sx={{ whiteSpace: 'pre-line' }}>
            {product.description}
          </Typography>

          <Box sx={optionsSx}>
            {product.colors.length > 0 ? (
              <ColourSwatches colours={product.colors} selectedId={colour?.id ?? null} onChange={setColourId} />
            ) : null}
            {product.prices.length > 0 ? (
              <PurityPicker purities={product.prices} selectedId={price?.productCaratId ?? null} onChange={setCaratId} />
            ) : null}
            {product.sizes.length > 0 ? <SizePicker sizes={product.sizes} selectedId={size?.id ?? null} onChange={setSizeId} /> : null}
            <QuantityStepper value={quantity} max={lineQuantityLimit(stock && { ...stock, tracked: true })} onChange={setQuantity} />
          </Box>

          <PurchaseButtons
            purchasable={purchasable}
            adding={adding}
            outOfStock={product.soldOut}
            priced={price !== null}
            stock={stock}
            onAddToCart={send(onAddToCart)}
            onBuyNow={send(onBuyNow)}
          />

          {breakup && price ? (
            <PriceBreakupTable
              breakup={breakup}
              purity={price.purity}
              gstRate={breakup.currencyCode === GST_CURRENCY ? (product.category?.gstRate ?? null) : null}
            />
          ) : null}

          <ProductInfoSections
            returnPolicy={product.returnPolicy}
            reviews={product.reviews}
            averageRating={product.averageRating}
            reviewsOpen={reviewsOpen}
            onReviewsOpenChange={setReviewsOpen}
          />
        </Box>
      </Box>
    </Box>
  );
}
