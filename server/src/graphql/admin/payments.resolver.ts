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
      "Admin: refunds an order's online payment in full through the provider that took it. Only an order paid online (or a cancelled order whose payment was taken) can be refunded; the order's payment becomes REFUNDED and the shopper is told.",
  })
  async refundOrder(
    @Arg('orderId', () => Int, { description: 'The order to refund.' }) orderId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof OrderPaymentResult> {
    return orError(await this.services.payments.refundOrder(ctx, orderId), toOrderPayment);
  }
}
