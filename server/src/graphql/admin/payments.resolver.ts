import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { Role } from '../../entities/user.entity';
import type { Services } from '../../services';
import { OrderPaymentResult, toOrderPayment } from '../common/payment.types';
import { orError } from '../common/error-results';
import type { GraphQLContext } from '../context';

/** The back-office side of online payment: full refunds through the provider. */
@Resolver()
export class PaymentsAdminResolver {
  constructor(private readonly services: Pick<Services, 'payments'>) {}

  @Authorized(Role.ADMIN)
  @Mutation(() => OrderPaymentResult, {
    description:
      "Admin: refunds (part of) an order's online payment through the provider that took it, exactly once however many are sent at once. Only an order with a payment taken online can be refunded, up to what was paid and not refunded yet; the payment becomes PARTIALLY_REFUNDED or REFUNDED (a full refund before shipping cancels the order) and the shopper is told.",
  })
  async refundOrder(
    @Arg('orderId', () => Int, { description: 'The order to refund.' }) orderId: number,
    @Arg('amountMinor', () => GraphQLSafeInt, { nullable: true, description: 'Minor units to refund; all that is left when absent.' })
    amountMinor: number | null,
    @Arg('reason', () => String, { nullable: true, description: 'Why (up to 500 characters), kept in the order history.' })
    reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof OrderPaymentResult> {
    return orError(await this.services.payments.refundOrder(ctx, orderId, amountMinor, reason), toOrderPayment);
  }
}
