import type { CheckoutBuyNowProductQuery, CheckoutCartQuery, CheckoutPricedLineFragment } from './checkout.generated';
import type { BuyNowItem } from '../../shared/cart/checkout-state';
import { describeLineOptions, pieceMinorUnits } from '../../shared/cart/line-money';

/** One line of the order summary, in minor units of the shopper's currency. */
export interface SummaryLine {
  /** Stable per line: 'cart:12' or 'product:4:9' (product, purity). */
  key: string;
  cartItemId: number | null;
  productId: number;
  productCaratId: number;
  name: string;
  image: string | null;
  /** 'Rose Gold · 18K · Size 23 (20.0 mm)'. */
  options: string;
  quantity: number;
  /** price + stone + labour of one piece; null when the product has no price in the currency. */
  pieceMinor: number | null;
  /** pieceMinor × quantity. */
  lineMinor: number | null;
  /** False when it cannot be ordered now (out of stock, or no price). */
  available: boolean;
}

export interface OrderSummary {
  lines: SummaryLine[];
  currencyCode: string;
  subtotalMinor: number;
  /** Always 0 (docs/specifications.md#storefront-9-constants). */
  shippingMinor: number;
  /** Always 0 (docs/specifications.md#storefront-9-constants). */
  taxMinor: number;
  totalMinor: number;
  /** Every line can be ordered. */
  orderable: boolean;
}

/**
 * The order summary (docs/specifications.md#storefront-9-constants): total = Σ (price + stone + labour) × quantity,
 * shipping and tax 0, all in integer minor units so no paisa is lost to floating point.
 */
export function summarize(lines: SummaryLine[], currencyCode: string): OrderSummary {
  // A line that cannot be ordered (sold out, no price) is shown, not charged: checkout refuses it anyway.
  const subtotalMinor = lines.reduce((sum, line) => sum + (line.available ? (line.lineMinor ?? 0) : 0), 0);
  const shippingMinor = 0;
  const taxMinor = 0;
  return {
    lines,
    currencyCode,
    subtotalMinor,
    shippingMinor,
    taxMinor,
    totalMinor: subtotalMinor + shippingMinor + taxMinor,
    orderable: lines.length > 0 && lines.every((line) => line.available && line.lineMinor !== null),
  };
}

const lineMinor = (pieceMinor: number | null, quantity: number) => (pieceMinor === null ? null : pieceMinor * quantity);

type CartData = NonNullable<CheckoutCartQuery['cart']>;

/** The cart's lines as the summary shows them. */
export function summaryFromCart(cart: CartData): OrderSummary {
  const lines = cart.items.map((item): SummaryLine => {
    const pieceMinor = pieceMinorUnits({ price: item.unitPrice, stoneCharge: item.stoneCharge, labourCharge: item.labourCharge });
    return {
      key: `cart:${item.id}`,
      cartItemId: item.id,
      productId: item.productId,
      productCaratId: item.productCaratId,
      name: item.product.name,
      image: item.image,
      options: describeLineOptions(item),
      quantity: item.quantity,
      pieceMinor,
      lineMinor: lineMinor(pieceMinor, item.quantity),
      available: item.available && pieceMinor !== null,
    };
  });
  return summarize(lines, cart.currencyCode);
}

type BuyNowProduct = NonNullable<CheckoutBuyNowProductQuery['product']>;

/**
 * The one Buy Now line: the product in the chosen purity, colour and size (the first colour and size
 * when none was chosen, as the server does). `currencyCode` is the shopper's, for an empty price list.
 */
export function summaryFromBuyNow(product: BuyNowProduct, item: BuyNowItem, currencyCode: string): OrderSummary {
  const price = product.prices.find((entry) => entry.productCaratId === item.productCaratId) ?? null;
  const color = product.colors.find((option) => option.id === item.productColorId) ?? product.colors[0] ?? null;
  const size = product.sizes.find((option) => option.id === item.productSizeId) ?? product.sizes[0] ?? null;
  const pieceMinor = price
    ? pieceMinorUnits({ price: price.price, stoneCharge: price.stoneCharge, labourCharge: price.labourCharge })
    : null;
  const line: SummaryLine = {
    key: `product:${product.id}:${item.productCaratId}`,
    cartItemId: null,
    productId: product.id,
    productCaratId: item.productCaratId,
    name: product.name,
    image: color?.images[0] ?? product.image,
    options: describeLineOptions({ color: color?.name, purity: price?.purity, size: size?.name }),
    quantity: item.quantity,
    pieceMinor,
    lineMinor: lineMinor(pieceMinor, item.quantity),
    available: !product.outOfStock && pieceMinor !== null,
  };
  return summarize([line], price?.total.currencyCode ?? currencyCode);
}

/**
 * The lines as the server priced them when it answered PriceChangedError; pictures come from the
 * lines shown before (the server's lines carry none).
 */
export function summaryFromPricedLines(
  lines: readonly CheckoutPricedLineFragment[],
  currencyCode: string,
  previous: readonly SummaryLine[],
): OrderSummary {
  return summarize(
    lines.map((line): SummaryLine => {
      const key = line.cartItemId !== null ? `cart:${line.cartItemId}` : `product:${line.productId}:${line.productCaratId}`;
      const pieceMinor = pieceMinorUnits({ price: line.unitPrice, stoneCharge: line.stoneCharge, labourCharge: line.labourCharge });
      return {
        key,
        cartItemId: line.cartItemId,
        productId: line.productId,
        productCaratId: line.productCaratId,
        name: line.productName,
        image:
          previous.find((shown) => shown.key === key)?.image ?? previous.find((shown) => shown.productId === line.productId)?.image ?? null,
        options: describeLineOptions({ color: line.colorName, purity: line.purity, size: line.sizeName }),
        quantity: line.quantity,
        pieceMinor,
        lineMinor: lineMinor(pieceMinor, line.quantity),
        available: pieceMinor !== null,
      };
    }),
    currencyCode,
  );
}

/**
 * What a checkout attempt is: the lines, their quantities and prices, and the total. A new value means
 * the shopper now sees a different order, so it gets a new idempotency key.
 */
export function summarySignature(summary: OrderSummary): string {
  const lines = summary.lines.map((line) => `${line.key}x${line.quantity}@${line.pieceMinor ?? '-'}`).join('|');
  return `${summary.currencyCode}:${lines}=${summary.totalMinor}`;
}
