import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ErrorCode, ErrorResult } from '../common/error-results';
import { Money, PricedLineAmounts } from '../pricing/money.types';

@ObjectType({ description: "One line of a checkout as the server prices it now, in the account's currency." })
export class PricedOrderLine extends PricedLineAmounts {
  @Field(() => Int, { nullable: true, description: 'The cart line it comes from (checkout from the cart), else null.' })
  cartItemId: number | null;

  @Field(() => Int, { description: 'The product.' })
  productId: number;

  @Field(() => Int, { description: 'The product carat (purity).' })
  productCaratId: number;

  @Field(() => Int, { nullable: true, description: 'The product colour.' })
  productColorId: number | null;

  @Field(() => Int, { nullable: true, description: 'The product size; null for a product without sizes.' })
  productSizeId: number | null;

  @Field({ description: 'The product name.' })
  productName: string;

  @Field({ description: 'Purity label, e.g. "18K".' })
  purity: string;

  @Field(() => String, { nullable: true, description: 'Colour name.' })
  colorName: string | null;

  @Field(() => String, { nullable: true, description: 'Size name.' })
  sizeName: string | null;






  /** 1-based positions in the product's colour and size lists, for the legacy REST answer (not in GraphQL). */
  colorPosition: number | null;
  sizePosition: number | null;
}

@ObjectType({
  implements: ErrorResult,
  description: 'The total (or a line amount) the client expected differs from the current prices; no order was created. Show the current lines and total, then ask again.',
})
export class PriceChangedError extends ErrorResult {
  @Field(() => [PricedOrderLine], { description: 'The lines as the server prices them now.' })
  items: PricedOrderLine[];

  @Field(() => Money, { description: 'The current total (shipping and tax are 0).' })
  total: Money;

  @Field(() => Float, { nullable: true, description: 'The total the client expected, in major units, when it sent one.' })
  expectedTotal: number | null;

  constructor(items: PricedOrderLine[], total: Money, expectedTotal: number | null) {
    super();
    this.errorCode = ErrorCode.PRICE_CHANGED_ERROR;
    this.message = 'Prices have changed, please review your order';
    this.items = items;
    this.total = total;
    this.expectedTotal = expectedTotal;
  }
}

@ObjectType({
  implements: ErrorResult,
  description: 'This idempotency key already placed an order for a different request; nothing was created. Use a new key for a new order.',
})
export class IdempotencyKeyReusedError extends ErrorResult {
  @Field(() => Int, { description: 'The order the key placed.' })
  orderId: number;

  constructor(orderId: number) {
    super();
    this.errorCode = ErrorCode.IDEMPOTENCY_KEY_REUSED_ERROR;
    this.message = 'This Idempotency-Key was already used for a different order';
    this.orderId = orderId;
  }
}
