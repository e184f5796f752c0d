import {
  Arg,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { OrderKind, backOfficeStatusLabel } from '../../domain/orders/orders-admin.service';
import { Money, toMoney } from '../common/money.types';
import { pieceTotalMinor } from '../../domain/pricing/totals';
import type { Order } from '../../entities/order.entity';
import { type OrderItem, OrderItemType } from '../../entities/order-item.entity';
import { Role, User } from '../../entities/user.entity';
import type { Services } from '../../services';
import {
  InputValidationErrorType,
  OrderNotFoundErrorType,
  OrderTransitionErrorType,
  orError,
  StaleVersionErrorType,
} from '../common/error-results';
import { DeletedFields, Page, resultUnion } from '../common/shapes';
import { OrderFields, OrderedItemFields, orderFields, orderedItemFields } from '../common/order.types';
import type { GraphQLContext } from '../context';
import {
  OrderAction,
  OrderEventType,
  allowedActions,
  historyOf,
  lifecycleStateOf,
  refundableMinor,
  toOrderEventType,
} from '../common/order-lifecycle.types';
import { CreditNote, toCreditNote } from '../common/credit-note.types';
import { CourierInput, CourierType, ShipOrderInput, toCourierType } from '../common/shipment.types';

registerEnumType(OrderKind, {
  name: 'OrderKind',
  description:
    'The tabs of the back-office orders page: REGULAR orders have a pre-listed item, CUSTOM orders a custom item (an order with both is in both).',
});
registerEnumType(OrderItemType, {
  name: 'OrderItemType',
  description: 'PRE_LISTED: a catalogue product; CUSTOM: a bespoke jewellery request (reference image, size, material, instructions).',
});

@ObjectType({ description: 'An ordered item as the back-office shows it: names and amounts as they were when the order was placed.' })
class AdminOrderItem extends OrderedItemFields {
  @Field(() => OrderItemType, { description: 'Catalogue product or custom request.' })
  productType: OrderItemType;

  @Field(() => Money, { description: 'What one piece costs: price + stone + labour.' })
  piecePrice: Money;

  /** Custom items: the stored path of the reference picture (private: storage/private-pictures.ts). */
  picture: string | null;

  @Field(() => String, {
    name: 'imageUrl',
    nullable: true,
    description: 'Custom items: the reference picture, relative to the API base: a link that works for one to two hours.',
  })
  imageLink(@Ctx() ctx: GraphQLContext): string | null {
    return ctx.privatePictures.link(this.picture);
  }

  @Field(() => String, { nullable: true, description: 'Custom items: the size asked for.' })
  customSize: string | null;

  @Field(() => String, { nullable: true, description: 'Custom items: the material asked for.' })
  material: string | null;

  @Field(() => String, { nullable: true, description: 'Custom items: the instructions given.' })
  instructions: string | null;
}

@ObjectType('AdminOrder', { description: 'An order as the back-office sees it.' })
export class AdminOrder extends OrderFields {
  @Field(() => Int, { description: 'The order id.' })
  id: number;

  @Field(() => Int, { description: '1 Placed, 2 Being made, 3 Shipped, 4 Delivered, 5 Cancelled (the words of statusLabel).' })
  status: number;

  @Field({ description: 'The word of the status, the same the customer reads: Placed, Being made, Shipped, Delivered, Cancelled.' })
  statusLabel: string;

  @Field(() => Int, { nullable: true, description: 'The account that placed it; null once that account is deleted.' })
  userId: number | null;

  @Field({ description: 'The name on the order: first and last name of the delivery address.' })
  customerName: string;

  @Field(() => Money, { description: 'Sum of the item totals.' }) subtotal: Money;
  @Field(() => Money, { description: 'Shipping.' }) shipping: Money;
  @Field(() => Money, { description: 'Tax.' }) tax: Money;
  @Field(() => Money, { description: 'What the shopper pays: subtotal + shipping + tax.' }) grandTotal: Money;

  @Field(() => GraphQLISODateTime, { description: 'When the order last changed (e.g. its status).' })
  updatedAt: Date;

  @Field(() => User, { nullable: true, description: 'The account that placed it (batched over every order); null once deleted.' })
  async customer(@Ctx() ctx: GraphQLContext): Promise<User | null> {
    return this.userId === null ? null : ctx.loaders.userById.load(this.userId);
  }

  /** The stored order: the lifecycle fields read it. */
  row: Order;

  @Field(() => Money, { description: 'What may still be refunded: paid, less refunded and refunds under way.' })
  async refundable(@Ctx() ctx: GraphQLContext): Promise<Money> {
    return toMoney(refundableMinor(await lifecycleStateOf(ctx, this.row)), this.row.currencyCode);
  }

  @Field(() => [OrderAction], { description: 'What the back-office may do now, from the order lifecycle table (its buttons).' })
  async allowedActions(@Ctx() ctx: GraphQLContext): Promise<OrderAction[]> {
    return allowedActions(await lifecycleStateOf(ctx, this.row));
  }

  @Field(() => [OrderEventType], { description: 'Every event of the order, oldest first: transitions, money actions, internal notes.' })
  history(@Ctx() ctx: GraphQLContext): Promise<OrderEventType[]> {
    return historyOf(ctx, this.id, false);
  }

  @Field({ description: 'True once "Delete" archived it (it had a payment or an invoice): hidden from the lists, kept for the books.' })
  archived: boolean;

  @Field(() => Int, { description: 'Bumped by every change of the order: send it back as expectedVersion.' })
  version: number;

  @Field(() => [CreditNote], {
    description: 'The GST credit notes correcting its invoice (refunds, a cancellation), oldest first (batched over every order).',
  })
  async creditNotes(@Ctx() ctx: GraphQLContext): Promise<CreditNote[]> {
    return (await ctx.loaders.creditNotesByOrderId.load(this.id)).map(toCreditNote);
  }

  @Field(() => [AdminOrderItem], { description: 'The ordered items (batched over every order).' })
  async items(@Ctx() ctx: GraphQLContext): Promise<AdminOrderItem[]> {
    return (await ctx.loaders.orderItemsByOrderId.load(this.id)).map((item) => toAdminOrderItem(item, this.currencyCode));
  }
}

const AdminOrderList = Page('AdminOrderList', AdminOrder, {
  description: 'One page of orders, newest first, with how many there are of that kind in all.',
  items: 'The orders of this page.',
  totalCount: 'How many orders of that kind there are in all.',
});
type AdminOrderList = InstanceType<typeof AdminOrderList>;

@ObjectType('OrderDeleted', {
  description: 'The order is erased with its items, or archived (it had a payment or an invoice: kept for the customer and the books).',
})
class OrderDeleted extends DeletedFields({ id: 'The id of the order.' }) {
  @Field({ description: 'True when the order was archived (hidden from the lists), not erased.' })
  archived: boolean;
}

const UpdateOrderStatusResult = resultUnion(
  'UpdateOrderStatusResult',
  () => [AdminOrder, InputValidationErrorType, OrderTransitionErrorType, StaleVersionErrorType],
  'The order with its new status, or why the status was refused (nothing changed then).',
);

const SaveCourierResult = resultUnion(
  'SaveCourierResult',
  () => [CourierType, InputValidationErrorType],
  'The courier as saved, or why it was not (a name another courier has, a tracking link without {tracking}).',
);

const AddOrderNoteResult = resultUnion(
  'AddOrderNoteResult',
  () => [OrderEventType, InputValidationErrorType, OrderNotFoundErrorType],
  'The internal note added to the order history, or why it was not.',
);

function toAdminOrderItem(item: OrderItem, currencyCode: string): AdminOrderItem {
  return Object.assign(new AdminOrderItem(), {
    ...orderedItemFields(item, currencyCode),
    productType: item.productType,
    piecePrice: toMoney(pieceTotalMinor(item), currencyCode),
    picture: item.imageUrl,
    customSize: item.customSize,
    material: item.material,
    instructions: item.instructions,
  });
}

export function toAdminOrder(order: Order): AdminOrder {
  const money = (minor: number) => toMoney(minor, order.currencyCode);
  return Object.assign(new AdminOrder(), {
    ...orderFields(order),
    id: order.id,
    status: order.status,
    statusLabel: backOfficeStatusLabel(order.status),
    userId: order.userId,
    customerName: `${order.firstName} ${order.lastName}`.trim(),
    subtotal: money(order.subtotalMinor),
    shipping: money(order.shippingMinor),
    tax: money(order.taxMinor),
    grandTotal: money(order.totalMinor),
    updatedAt: order.updatedAt,
    row: order,
    archived: order.archivedAt != null,
    version: order.version,
  });
}

/** Back-office orders (the Orders page of docs/specifications.md#back-office-2-screens): admin only. */
@Resolver()
export class OrdersAdminResolver {
  constructor(private readonly services: Services) {}

  @Authorized(Role.ADMIN)
  @Query(() => AdminOrderList, {
    description: 'Admin only. Orders, newest first, of one tab (or all); items, pictures and customers are batched.',
  })
  async adminOrders(
    @Arg('kind', () => OrderKind, { nullable: true, description: 'REGULAR or CUSTOM; every order when omitted.' })
    kind: OrderKind | null | undefined,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'An order number ("1042" or "#1042"), or words that must each appear in the customer\'s first name, last name or e-mail (case-insensitive); every order when empty.',
    })
    search: string | null | undefined,
    @Arg('status', () => Int, { nullable: true, description: 'Only orders with this status (1-5); every status when omitted.' })
    status: number | null | undefined,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Page size (1-100).' }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Orders to skip.' }) offset: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminOrderList> {
    const page = await this.services.ordersAdmin.listOrders(ctx, { kind, search, status, first, offset });
    return Object.assign(new AdminOrderList(), { items: page.orders.map(toAdminOrder), totalCount: page.totalCount });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateOrderStatusResult, {
    description:
      'Admin only. Moves the order to status 2, 4 or 5 by the order lifecycle table (docs/decisions.md#order-lifecycle); 3 (Shipped) is refused with an OrderTransitionError asking for the courier and tracking number: use shipOrder. A status it does not allow from where the order stands is an OrderTransitionError, an expectedVersion older than the stored one a StaleVersionError (nothing changed then); its current status changes nothing. Cancelling a paid online order refunds what is left; an unknown order is NOT_FOUND.',
  })
  async updateOrderStatus(
    @Arg('id', () => Int, { description: 'The order.' }) id: number,
    @Arg('status', () => Int, { description: '1 Placed, 2 Being made, 3 Shipped, 4 Delivered, 5 Cancelled (the words of statusLabel).' })
    status: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the admin saw (AdminOrder.version).' })
    expectedVersion: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateOrderStatusResult> {
    return orError(await this.services.ordersAdmin.updateOrderStatus(ctx, id, { status, expectedVersion }), toAdminOrder);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateOrderStatusResult, {
    description:
      "Admin only. Ships the order (docs/decisions.md#shipments-and-one-vocabulary): the lifecycle SHIP action and the parcel (courier, tracking number, each piece's HUID and certificate report number) in one transaction with the order locked. A HUID already recorded is an InputValidationError naming it; a state the table does not allow it from an OrderTransitionError; an older expectedVersion a StaleVersionError; nothing changes then.",
  })
  async shipOrder(
    @Arg('input', () => ShipOrderInput) input: ShipOrderInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateOrderStatusResult> {
    return orError(await this.services.ordersAdmin.shipOrder(ctx, input.orderId, input), toAdminOrder);
  }

  @Authorized(Role.ADMIN)
  @Query(() => [CourierType], { description: 'Admin only. Every courier, by name (five defaults in a new shop).' })
  async couriers(@Ctx() ctx: GraphQLContext): Promise<CourierType[]> {
    return (await this.services.ordersAdmin.couriers(ctx)).map(toCourierType);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SaveCourierResult, {
    description: 'Admin only. Adds a courier (no id) or edits one: name (unique), tracking link with {tracking}, active.',
  })
  async saveCourier(
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('input', () => CourierInput) input: CourierInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SaveCourierResult> {
    return orError(await this.services.ordersAdmin.saveCourier(ctx, id ?? null, input), toCourierType);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateOrderStatusResult, {
    description:
      "Admin only. Records that a cash-on-delivery order's cash was handed over (its payment becomes COD_COLLECTED); refused (OrderTransitionError) where allowedActions has no COLLECT_COD, StaleVersionError after someone else's change.",
  })
  async collectCashOnDelivery(
    @Arg('orderId', () => Int, { description: 'The order.' }) orderId: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the admin saw (AdminOrder.version).' })
    expectedVersion: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateOrderStatusResult> {
    return orError(await this.services.ordersAdmin.collectCashOnDelivery(ctx, orderId, { expectedVersion }), toAdminOrder);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AddOrderNoteResult, { description: "Admin only. Adds an internal note (up to 500 characters) to the order's history." })
  async addOrderNote(
    @Arg('orderId', () => Int) orderId: number,
    @Arg('note', () => String) note: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AddOrderNoteResult> {
    return orError(await this.services.ordersAdmin.addOrderNote(ctx, orderId, { note }), toOrderEventType);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => OrderDeleted, {
    description:
      'Admin only. Erases an order with its items, or archives it when it had a payment or an invoice (archived: true); an unknown order is NOT_FOUND.',
  })
  async deleteOrder(
    @Arg('id', () => Int, { description: 'The order to delete.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OrderDeleted> {
    const done = await this.services.ordersAdmin.deleteOrder(ctx, id);
    return Object.assign(OrderDeleted.of(done.id, 'Order deleted successfully!'), { archived: done.archived });
  }
}
