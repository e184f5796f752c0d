import { Ctx, Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Order } from '../../entities/order.entity';
import type { OrderEvent } from '../../entities/order-event.entity';
import { OrderAction, type LifecycleState, allowedActions, refundableMinor } from '../../domain/orders/lifecycle/order-transitions';
import type { GraphQLContext } from '../context';
import { Money, toMoney } from './money.types';

registerEnumType(OrderAction, {
  name: 'OrderAction',
  description:
    'What the back-office may do to an order now (docs/decisions.md#order-lifecycle): PROCESS, SHIP, DELIVER, CANCEL, REFUND, COLLECT_COD (cash handed over), ARCHIVE (an order with a payment or an invoice is kept), DELETE (one with neither is erased).',
});

@ObjectType('OrderEvent', { description: "One line of an order's history: a transition, a money action or an internal note." })
export class OrderEventType {
  @Field(() => Int) id: number;
  @Field(() => GraphQLISODateTime, { description: 'When it happened.' }) at: Date;
  @Field({ description: 'customer, admin, provider or system.' }) actor: string;
  actorUserId: number | null;

  @Field(() => String, { nullable: true, description: 'The name of the administrator or customer who did it, when known.' })
  async actorName(@Ctx() ctx: GraphQLContext): Promise<string | null> {
    if (this.actorUserId === null) return null;
    const user = await ctx.loaders.userById.load(this.actorUserId);
    return user ? `${user.firstName} ${user.lastName}`.trim() : null;
  }

  @Field({
    description:
      'placed, paid, payment-failed, status, cancelled, refund-requested, refunded, refund-failed, expired, archived, quote, note, invoice, …',
  })
  kind: string;
  @Field(() => String, { nullable: true, description: 'Where it stood before (a status or a payment status).' }) fromState: string | null;
  @Field(() => String, { nullable: true, description: 'Where it stands after.' }) toState: string | null;
  @Field(() => Money, { nullable: true, description: 'The money it moved (a payment, a refund).' }) amount: Money | null;
  @Field(() => String, { nullable: true, description: 'A reason, a note or an invoice number.' }) note: string | null;
  @Field(() => String, { nullable: true, description: "The provider's reference (payment, refund)." }) providerReference: string | null;
  @Field({ description: 'Shown to the customer in My Order.' }) customerVisible: boolean;
}

export function toOrderEventType(event: OrderEvent): OrderEventType {
  return Object.assign(new OrderEventType(), {
    id: event.id,
    at: event.createdAt,
    actor: event.actor,
    actorUserId: event.actorUserId,
    kind: event.kind,
    fromState: event.fromState,
    toState: event.toState,
    amount: event.amountMinor == null ? null : toMoney(event.amountMinor, event.currencyCode ?? 'INR'),
    note: event.note,
    providerReference: event.providerReference,
    customerVisible: event.customerVisible,
  });
}

/** The history of an order (batched), every line or only what the customer sees. */
export async function historyOf(ctx: GraphQLContext, orderId: number, customerOnly: boolean): Promise<OrderEventType[]> {
  const events = await ctx.loaders.orderEventsByOrderId.load(orderId);
  return events.filter((event) => !customerOnly || event.customerVisible).map(toOrderEventType);
}

/** The lifecycle table's state of an order as the API shows it (batched). */
export async function lifecycleStateOf(ctx: GraphQLContext, order: Order): Promise<LifecycleState> {
  return { ...order, ...(await ctx.loaders.orderMoneyByOrderId.load(order.id)) };
}

export { OrderAction, allowedActions, refundableMinor };
