import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { PriceChangedError, PricedOrderLine } from '../../domain/orders/orders.errors';
import { ErrorCode } from '../../domain/common/error-results';
import { ErrorResultObjectType, ErrorResultType } from '../common/error-results';
import { Money, PricedLineAmounts, toMoney } from '../common/money.types';

@ObjectType('PricedOrderLine', { description: "One line of a checkout as the server prices it now, in the account's currency." })
export class PricedOrderLineType extends PricedLineAmounts {
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
}

@ErrorResultObjectType(
  ErrorCode.PRICE_CHANGED_ERROR,
  'The total (or a line amount) the client expected differs from the current prices; no order was created. Show the current lines and total, then ask again.',
)
export class PriceChangedErrorType extends ErrorResultType {
  @Field(() => [PricedOrderLineType], { description: 'The lines as the server prices them now.' })
  items: PricedOrderLineType[];

  @Field(() => Money, { description: 'The current total (shipping and tax are 0).' })
  total: Money;

  @Field(() => Float, { nullable: true, description: 'The total the client expected, in major units, when it sent one.' })
  expectedTotal: number | null;
}

@ErrorResultObjectType(
  ErrorCode.IDEMPOTENCY_KEY_REUSED_ERROR,
  'This idempotency key already placed an order for a different request; nothing was created. Use a new key for a new order.',
)
export class IdempotencyKeyReusedErrorType extends ErrorResultType {
  @Field(() => Int, { description: 'The order the key placed.' })
  orderId: number;
}

function toPricedOrderLine(line: PricedOrderLine, currencyCode: string): PricedOrderLineType {
  return Object.assign(new PricedOrderLineType(), {
    cartItemId: line.cartItemId,
    productId: line.productId,
    productCaratId: line.productCaratId,
    productColorId: line.productColorId,
    productSizeId: line.productSizeId,
    productName: line.productName,
    purity: line.purity,
    colorName: line.colorName,
    sizeName: line.sizeName,
    quantity: line.quantity,
    unitPrice: toMoney(line.unitPriceMinor, currencyCode),
    stoneCharge: toMoney(line.stoneChargeMinor, currencyCode),
    labourCharge: toMoney(line.labourChargeMinor, currencyCode),
    lineTotal: toMoney(line.lineTotalMinor, currencyCode),
  });
}

/** The GraphQL answer of a PriceChangedError: its minor-unit amounts as Money in the order's currency. */
export function toPriceChangedError(error: PriceChangedError): PriceChangedErrorType {
  return Object.assign(new PriceChangedErrorType(), {
    errorCode: error.errorCode,
    message: error.message,
    items: error.items.map((line) => toPricedOrderLine(line, error.currencyCode)),
    total: toMoney(error.totalMinor, error.currencyCode),
    expectedTotal: error.expectedTotal,
  });
}
