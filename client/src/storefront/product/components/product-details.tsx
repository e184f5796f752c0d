import FlashOnOutlinedIcon from '@mui/icons-material/FlashOnOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductDetailQuery } from '../../../graphql/generated/graphql';
import { WishlistHeart } from '../../../shared/wishlist/wishlist-heart';
import { priceBreakup } from '../price-breakup';
import type { ProductChoice } from '../use-product-purchase';
import { ColourSwatches } from './colour-swatches';
import { PriceBreakupTable } from './price-breakup-table';
import { ProductGallery } from './product-gallery';
import { ProductInfoSections, ratingSx } from './product-info-sections';
import { productLayoutSx } from './product-layout';
import { ProductPrice } from './product-price';
import { PurityPicker } from './purity-picker';
import { QuantityStepper } from './quantity-stepper';
import { SizePicker } from './size-picker';

export type ProductDetailData = NonNullable<ProductDetailQuery['product']>;

interface ProductDetailsProps {
  product: ProductDetailData;
  adding: boolean;
  onAddToCart: (choice: ProductChoice) => void;
  onBuyNow: (choice: ProductChoice) => void;
}

// One line on a 390 px phone too: a little less tracking and padding there.
const purchaseButtonSx = { py: 1.6, px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap', letterSpacing: { xs: '0.08em', sm: '0.14em' } } as const;

const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * Everything about one product: pictures of the chosen colour, name, price, options (first colour,
 * purity and size preselected), quantity, the purchase buttons, the price breakup, return policy and
 * reviews. The choice lives here; the view sends it to the cart or the checkout.
 */
export function ProductDetails({ product, adding, onAddToCart, onBuyNow }: ProductDetailsProps) {
  const [colourId, setColourId] = useState<number | null>(product.colors[0]?.id ?? null);
  const [caratId, setCaratId] = useState<number | null>(product.prices[0]?.productCaratId ?? null);
  const [sizeId, setSizeId] = useState<number | null>(product.sizes[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [reviewsOpen, setReviewsOpen] = useState(false);

  const colour = product.colors.find((option) => option.id === colourId) ?? product.colors[0] ?? null;
  // Another currency may price fewer purities: fall back to the first one priced.
  const price = product.prices.find((option) => option.productCaratId === caratId) ?? product.prices[0] ?? null;
  const size = product.sizes.find((option) => option.id === sizeId) ?? product.sizes[0] ?? null;
  const images = colour && colour.images.length > 0 ? colour.images : product.image ? [product.image] : [];
  const breakup = price ? priceBreakup(price, quantity) : null;
  const purchasable = !product.outOfStock && price !== null;

  const choice = (): ProductChoice | null =>
    price
      ? {
          productId: product.id,
          productCaratId: price.productCaratId,
          productColorId: colour?.id ?? null,
          productSizeId: size?.id ?? null,
          quantity,
        }
      : null;

  const showReviews = () => {
    setReviewsOpen(true);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById('reviews')?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <Box data-testid="product-page" data-product-id={product.id}>
      <Breadcrumbs
        aria-label="Breadcrumb"
        sx={{ fontSize: '0.82rem', mb: { xs: 2, md: 3 }, '& ol': { flexWrap: 'nowrap' }, '& li:last-of-type': { minWidth: 0 } }}
      >
        <Link component={RouterLink} to="/" color="text.secondary">
          Home
        </Link>
        {product.category ? (
          <Link component={RouterLink} to={`/allproduct/${product.category.id}`} color="text.secondary">
            {product.category.name}
          </Link>
        ) : null}
        <Typography color="text.primary" aria-current="page" noWrap sx={{ fontSize: 'inherit' }}>
          {product.name}
        </Typography>
      </Breadcrumbs>

      <Box sx={productLayoutSx}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 'calc(var(--shop-header-bottom, 96px) + 16px)' } }}>
          <ProductGallery
            key={colour?.id ?? 'none'}
            productName={product.name}
            colourName={colour?.name ?? null}
            images={images}
            overlay={<WishlistHeart product={{ id: product.id, name: product.name, productCaratId: price?.productCaratId }} />}
          />
        </Box>

        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Box>
            {product.subcategory || product.category ? (
              <Typography variant="overline" component="p" color="primary.dark">
                {[product.category?.name, product.subcategory?.name].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
            <Typography variant="h2" component="h1" data-testid="product-name" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
              {product.name}
            </Typography>
            {product.reviews.length > 0 && product.averageRating !== null ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
                <Rating value={product.averageRating} precision={0.1} readOnly size="small" sx={ratingSx} />
                <Link component="button" type="button" variant="body2" color="text.secondary" underline="always" onClick={showReviews}>
                  {product.averageRating.toFixed(1)} · {reviewCount(product.reviews.length)}
                </Link>
              </Box>
            ) : null}
            <ProductPrice total={price?.total ?? null} />
            {product.outOfStock ? (
              <Chip
                label="Out of Stock"
                data-testid="product-out-of-stock"
                sx={{
                  mt: 1.5,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  fontWeight: 600,
                  letterSpacing: '0.08em',
                  borderRadius: 1,
                }}
              />
            ) : null}
          </Box>

          <Typography color="text.secondary" data-testid="product-description" sx={{ whiteSpace: 'pre-line' }}>
            {product.description}
          </Typography>

          <Box sx={{ display: 'grid', gap: 2.5, pt: 3, borderTop: '1px solid', borderColor: 'divider' }}>
            {product.colors.length > 0 ? (
              <ColourSwatches colours={product.colors} selectedId={colour?.id ?? null} onChange={setColourId} />
            ) : null}
            {product.prices.length > 0 ? (
              <PurityPicker purities={product.prices} selectedId={price?.productCaratId ?? null} onChange={setCaratId} />
            ) : null}
            {product.sizes.length > 0 ? <SizePicker sizes={product.sizes} selectedId={size?.id ?? null} onChange={setSizeId} /> : null}
            <QuantityStepper value={quantity} onChange={setQuantity} />
          </Box>

          <Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr' }, gap: 1.5 }}>
              <Button
                variant="contained"
                color="secondary"
                size="large"
                startIcon={<ShoppingBagOutlinedIcon />}
                disabled={!purchasable}
                loading={adding}
                onClick={() => {
                  const chosen = choice();
                  if (chosen) onAddToCart(chosen);
                }}
                data-testid="add-to-cart"
                sx={purchaseButtonSx}
              >
                Add to Cart
              </Button>
              <Button
                variant="contained"
                color="primary"
                size="large"
                startIcon={<FlashOnOutlinedIcon />}
                disabled={!purchasable}
                onClick={() => {
                  const chosen = choice();
                  if (chosen) onBuyNow(chosen);
                }}
                data-testid="buy-now"
                sx={purchaseButtonSx}
              >
                Buy Now
              </Button>
            </Box>
            {product.outOfStock ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                This piece is out of stock. Save it to your wishlist with the heart to find it again.
              </Typography>
            ) : null}
            {!product.outOfStock && !price ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                This piece has no price in your currency yet. Please write to us for a quote.
              </Typography>
            ) : null}
          </Box>

          {breakup && price ? <PriceBreakupTable breakup={breakup} purity={price.purity} /> : null}

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
