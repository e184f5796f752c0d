import { useState } from 'react';
import { priceBreakup } from '../price-breakup';
import type { ProductChoice } from '../use-product-purchase';
import type { ProductDetailData } from './product-detail-data';

/**
 * The shopper's choice on the product page (first colour, purity and size preselected, quantity 1)
 * and what follows from it: the pictures, the price breakup and whether it can be bought.
 */
export function useProductChoice(product: ProductDetailData) {
  const [colourId, setColourId] = useState<number | null>(product.colors[0]?.id ?? null);
  const [caratId, setCaratId] = useState<number | null>(product.prices[0]?.productCaratId ?? null);
  const [sizeId, setSizeId] = useState<number | null>(product.sizes[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);

  const colour = product.colors.find((option) => option.id === colourId) ?? product.colors[0] ?? null;
  // Another currency may price fewer purities: fall back to the first one priced.
  const price = product.prices.find((option) => option.productCaratId === caratId) ?? product.prices[0] ?? null;
  const size = product.sizes.find((option) => option.id === sizeId) ?? product.sizes[0] ?? null;
  const images = colour && colour.images.length > 0 ? colour.images : product.image ? [product.image] : [];
  const breakup = price ? priceBreakup(price, quantity) : null;
  // docs/decisions.md#stock: a tracked choice says how many are left; one not listed is in stock.
  const stock =
    product.variantStock.find(
      (variant) =>
        variant.productCaratId === price?.productCaratId && variant.productColorId === colour?.id && variant.productSizeId === size?.id,
    ) ?? null;
  const choiceSoldOut = stock?.status === 'SOLD_OUT';
  const purchasable = !product.soldOut && !choiceSoldOut && price !== null && (stock?.left == null || quantity <= stock.left);

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

  return {
    colour,
    price,
    size,
    images,
    breakup,
    purchasable,
    stock,
    quantity,
    setColourId,
    setCaratId,
    setSizeId,
    setQuantity,
    choice,
  };
}

/** The reviews section's open state; the rating link opens it and scrolls to it. */
export function useReviewsOpen() {
  const [reviewsOpen, setReviewsOpen] = useState(false);

  const showReviews = () => {
    setReviewsOpen(true);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById('reviews')?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };

  return { reviewsOpen, setReviewsOpen, showReviews };
}
