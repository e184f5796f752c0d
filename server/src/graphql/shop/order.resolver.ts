import { Arg, Authorized, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { requireUser } from '../../domain/common/ownership';
import { storefrontStatusLabel, trackingId } from '../../domain/orders/order-status';
import { PriceChangedError } from '../../domain/orders/orders.errors';
import { OrderSource, PaymentMethod, PaymentStatus, type Order as OrderRecord } from '../../entities/order.entity';
import type { OrderItem } from '../../entities/order-item.entity';
import type { Services } from '../../services';
import { Money, toMoney } from '../common/money.types';
import {
  EmptyCartErrorType,
  InputValidationErrorType,
  InvalidProductOptionErrorType,
  OutOfStockErrorType,
  PriceUnavailableErrorType,
  ProductNotFoundErrorType,
} from '../common/error-results';
import { Page, resultUnion } from '../common/shapes';
import { OrderFields, OrderedItemFields, orderFields, orderedItemFields } from '../common/order.types';
import type { GraphQLContext } from '../context';
import { OrderEventType, historyOf } from '../common/order-lifecycle.types';
import { IdempotencyKeyReusedErrorType, PriceChangedErrorType, toPriceChangedError } from './checkout-errors';
import { CreditNote, toCreditNote } from '../common/credit-note.types';
import { DeliveryAddressInput } from './delivery-address.input';

registerEnumType(PaymentMethod, { name: 'PaymentMethod', description: 'How the shopper pays: ONLINE, or COD (cash on delivery).' });
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description:
    'Where the payment stands: PENDING (online, not paid yet), FAILED, PAID, PARTIALLY_REFUNDED, REFUNDED, COD (to be paid at the door), COD_COLLECTED (paid at the door).',
});
registerEnumType(OrderSource, {
  name: 'OrderSource',
  description: 'Where the ordered items come from: the CART, or one product bought directly (BUY_NOW).',
});

@ObjectType({ description: 'An ordered item: names and amounts as they were when the order was placed.' })
export class OrderLine extends OrderedItemFields {
  @Field(() => Int, { nullable: true, description: 'The product carat (purity) ordered.' })
  productCaratId: number | null;

  @Field(() => Int, { nullable: true, description: 'The product colour ordered.' })
  override productColorId: number | null;

  @Field(() => Int, { nullable: true, description: 'The product size ordered.' })
  productSizeId: number | null;
}

@ObjectType('Order', { description: 'A placed order of the signed-in shopper.' })
export class ShopOrder extends OrderFields {
  @Field(() => Int, { description: 'The order id.' })
  id: number;

  @Field({ description: 'What the shopper sees: ORD- and the id padded to 4 digits, e.g. ORD-0042.' })
  trackingId: string;

  @Field(() => Int, { description: '1-5: 1 order confirmed, 2 shipping, 3 out for delivery, 4 delivered, 5 cancelled.' })
  status: number;

  @Field({
    description: 'The word of the status (1 Placed, 2 Being made, 3 Shipped, 4 Delivered, 5 Cancelled), the same in the back office.',
  })
  statusLabel: string;

  @Field(() => [OrderEventType], { description: 'What happened to the order that the customer is shown, oldest first.' })
  history(@Ctx() ctx: GraphQLContext): Promise<OrderEventType[]> {
    return historyOf(ctx, this.id, true);
  }

  @Field(() => OrderSource, { description: 'Checkout from the cart, or Buy Now.' })
  source: OrderSource;

  @Field(() => Money, { description: 'Sum of the line totals.' }) subtotal: Money;
  @Field(() => Money, { description: 'Shipping (always 0).' }) shipping: Money;
  @Field(() => Money, { description: 'Tax (always 0).' }) tax: Money;
  @Field(() => Money, { description: 'What the shopper pays: subtotal + shipping + tax.' }) total: Money;

  @Field(() => [CreditNote], {
    description: 'The GST credit notes correcting its invoice (refunds, a cancellation), oldest first (batched over every order).',
  })
  async creditNotes(@Ctx() ctx: GraphQLContext): Promise<CreditNote[]> {
    return (await ctx.loaders.creditNotesByOrderId.load(this.id)).map(toCreditNote);
  }

  @Field(() => [OrderLine], { description: 'The ordered items (batched over every order).' })
  async items(@Ctx() ctx: GraphQLContext): Promise<OrderLine[]> {
    return (await ctx.loaders.orderItemsByOrderId.load(this.id)).map((item) => toOrderLine(item, this.currencyCode));
  }
}

const OrderList = Page('OrderList', ShopOrder, {
  description: 'One page of orders, newest first, with how many there are in all.',
  items: 'The orders of this page.',
  totalCount: 'How many orders there are in all.',
});
type OrderList = InstanceType<typeof OrderList>;

@InputType({ description: 'The one product of a Buy Now checkout.' })
class OrderItemInput {
  @Field(() => Int, { description: 'The product.' }) productId: number;
  @Field(() => Int, { description: 'One of the product carats (purities) of the product.' }) productCaratId: number;
  @Field(() => Int, { nullable: true, description: 'One of the product colours; default: the first.' }) productColorId?: number | null;
  @Field(() => Int, { nullable: true, description: 'One of the product sizes; default: the first, when the product has sizes.' })
  productSizeId?: number | null;
  @Field(() => Int, { defaultValue: 1, description: 'Pieces (up to the stock of a tracked variant, else 1-10).' }) quantity: number;
}

@InputType({ description: 'A checkout. Every amount is computed by the server from the current prices in the account currency.' })
class CreateOrderInput extends DeliveryAddressInput {
  @Field(() => PaymentMethod, { description: 'ONLINE (payment status PENDING) or COD (payment status COD).' }) paymentMethod: PaymentMethod;
  @Field(() => OrderSource, { description: 'CART: the cart lines (all, or cartItemIds); BUY_NOW: `item`.' }) source: OrderSource;
  @Field(() => OrderItemInput, { nullable: true, description: 'BUY_NOW only: the product to buy.' }) item?: OrderItemInput | null;
  @Field(() => [Int], {
    nullable: true,
    description: 'CART only: order just these cart lines (default: all). They leave the cart with the order.',
  })
  cartItemIds?: number[] | null;
  @Field(() => Float, {
    nullable: true,
    description:
      'The total the shopper was shown, in major units (e.g. 45210.5). When it differs from the current total, PriceChangedError is returned and nothing is ordered.',
  })
  expectedTotal?: number | null;
}

@ObjectType({ description: 'The order is placed (or was already placed by an earlier request with the same idempotency key).' })
class CreateOrderSuccess {
  @Field(() => ShopOrder, { description: 'The order.' })
  order: ShopOrder;

  @Field({ description: 'True when an earlier request with the same idempotency key created this order; nothing new was written.' })
  replayed: boolean;
}

const CreateOrderResult = resultUnion(
  'CreateOrderResult',
  () => [
    CreateOrderSuccess,
    InputValidationErrorType,
    EmptyCartErrorType,
    ProductNotFoundErrorType,
    InvalidProductOptionErrorType,
    OutOfStockErrorType,
    PriceUnavailableErrorType,
    PriceChangedErrorType,
    IdempotencyKeyReusedErrorType,
  ],
  'The placed order, or why it could not be placed (nothing was written then).',
);

function toOrderLine(item: OrderItem, currencyCode: string): OrderLine {
  return Object.assign(new OrderLine(), {
    ...orderedItemFields(item, currencyCode),
    productCaratId: item.productCaratId,
    productSizeId: item.productSizeId,
  });
}

export function toShopOrder(order: OrderRecord): ShopOrder {
  const money = (minor: number) => toMoney(minor, order.currencyCode);
  return Object.assign(new ShopOrder(), {
    ...orderFields(order),
    id: order.id,
    trackingId: trackingId(order.id),
    status: order.status,
    statusLabel: storefrontStatusLabel(order.status),
    source: order.source,
    subtotal: money(order.subtotalMinor),
    shipping: money(order.shippingMinor),
    tax: money(order.taxMinor),
    total: money(order.totalMinor),
  });
}

@Resolver()
export class OrderResolver {
  constructor(private readonly services: Services) {}

  @Authorized()
  @Mutation(() => CreateOrderResult, {
    description:
      'Places an order from the cart or one product (Buy Now), priced by the server, in one transaction; cart lines ordered leave the cart. Repeating it with the same idempotencyKey answers the first order instead of placing a second.',
  })
  async createOrder(
    @Arg('input', () => CreateOrderInput, { description: 'Address, payment method and items.' }) input: CreateOrderInput,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description: 'A key chosen by the client for this checkout (1-100 characters), e.g. a UUID; send the same key when retrying.',
    })
    idempotencyKey: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CreateOrderResult> {
    const result = await this.services.orders.createOrder(
      ctx,
      requireUser(ctx).id,
      { ...input, item: input.item ? { ...input.item } : input.item },
      idempotencyKey,
    );
    if (result instanceof PriceChangedError) return toPriceChangedError(result);
    if (!('order' in result)) return result;
    ctx.loaders.orderItemsByOrderId.prime(result.order.id, result.items);
    return Object.assign(new CreateOrderSuccess(), { order: toShopOrder(result.order), replayed: result.replayed });
  }

  @Authorized()
  @Query(() => OrderList, { description: "The signed-in shopper's orders, newest first." })
  async myOrders(
    @Arg('first', () => Int, { defaultValue: 10, description: 'Page size (1-100).' }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Orders to skip.' }) offset: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OrderList> {
    const page = await this.services.orders.listOrders(ctx, requireUser(ctx).id, { first, offset });
    return Object.assign(new OrderList(), { items: page.orders.map(toShopOrder), totalCount: page.totalCount });
  }

  @Authorized()
  @Query(() => ShopOrder, {
    description: "One order, for its owner or an admin. Someone else's order is FORBIDDEN, an unknown id NOT_FOUND.",
  })
  async order(@Arg('id', () => Int, { description: 'The order id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<ShopOrder> {
    return toShopOrder(await this.services.orders.getOrder(ctx, id));
  }
}
