import { ErrorCode, ErrorResult } from '../common/error-results';

/** One line of a checkout as the server prices it now: amounts of one piece in minor units of the order's currency. */
export interface PricedOrderLine {
  /** The cart line it comes from (checkout from the cart), else null. */
  cartItemId: number | null;
  productId: number;
  productCaratId: number;
  productColorId: number | null;
  /** Null for a product without sizes. */
  productSizeId: number | null;
  /** 1-based positions of the colour and size in the product's lists (how legacy clients name them). */
  colorPosition: number | null;
  sizePosition: number | null;
  productName: string;
  /** Purity label, e.g. "18K". */
  purity: string;
  colorName: string | null;
  sizeName: string | null;
  quantity: number;
  unitPriceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
  /** (price + stone + labour) x quantity. */
  lineTotalMinor: number;
}

/**
 * The total (or a line amount) the client expected differs from the current prices; no order was
 * created. Carries the lines and total as the server prices them now, in `currencyCode`.
 */
export class PriceChangedError extends ErrorResult {
  readonly errorCode = ErrorCode.PRICE_CHANGED_ERROR;

  constructor(
    readonly items: PricedOrderLine[],
    /** The current total in minor units (shipping and tax are 0). */
    readonly totalMinor: number,
    readonly currencyCode: string,
    /** The total the client expected, in major units, when it sent one. */
    readonly expectedTotal: number | null,
  ) {
    super('Prices have changed, please review your order');
  }
}

/** This idempotency key already placed an order (`orderId`) for a different request; nothing was created. */
export class IdempotencyKeyReusedError extends ErrorResult {
  readonly errorCode = ErrorCode.IDEMPOTENCY_KEY_REUSED_ERROR;

  constructor(readonly orderId: number) {
    super('This Idempotency-Key was already used for a different order');
  }
}
