import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { OrderPaymentResult, PaymentSession, RazorpayCheckout, StartPaymentResult, toOrderPayment } from '../common/payment.types';
import { orError } from '../common/error-results';
import type { GraphQLContext } from '../context';

/** The shopper's side of online payment (docs/decisions.md#payments): start, confirm (Razorpay), read. */
@Resolver()
export class PaymentResolver {
  constructor(private readonly services: Pick<Services, 'payments'>) {}

  @Authorized()
  @Mutation(() => StartPaymentResult, {
    description:
      "Starts paying one of the signed-in shopper's online orders that is pending or failed: a payment attempt for the exact order total with the provider of its currency. Send the browser to redirectUrl, or open Razorpay Checkout with `razorpay`; the order becomes PAID only when the provider's verified event says so.",
  })
  async startPayment(
    @Arg('orderId', () => Int, { description: 'The order to pay.' }) orderId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof StartPaymentResult> {
    return orError(await this.services.payments.startPayment(ctx, orderId, ctx.origin), (session) =>
      Object.assign(new PaymentSession(), {
        ...session,
        razorpay: session.razorpay ? Object.assign(new RazorpayCheckout(), session.razorpay) : null,
      }),
    );
  }

  @Authorized()
  @Mutation(() => OrderPaymentResult, {
    description:
      "Confirms a payment made in Razorpay Checkout with the fields its handler received; the signature is verified before anything changes. Answers the order's payment afterwards (PAID when it checked out).",
  })
  async confirmRazorpayPayment(
    @Arg('orderId', () => Int, { description: 'The order paid.' }) orderId: number,
    @Arg('razorpayPaymentId', { description: 'razorpay_payment_id from the Checkout handler (pay_…).' }) razorpayPaymentId: string,
    @Arg('razorpayOrderId', { description: 'razorpay_order_id from the Checkout handler (order_…).' }) razorpayOrderId: string,
    @Arg('razorpaySignature', { description: 'razorpay_signature from the Checkout handler (hex HMAC-SHA256).' }) razorpaySignature: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof OrderPaymentResult> {
    const result = await this.services.payments.confirmCallback(ctx, orderId, 'razorpay', {
      razorpay_payment_id: razorpayPaymentId,
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: razorpaySignature,
    });
    return orError(result, toOrderPayment);
  }

  @Authorized()
  @Query(() => OrderPaymentResult, {
    description: "Where an order's payment stands, for its owner or an admin (the page the provider returns the shopper to reads it).",
  })
  async orderPayment(
    @Arg('orderId', () => Int, { description: 'The order.' }) orderId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof OrderPaymentResult> {
    return orError(await this.services.payments.orderPayment(ctx, orderId), toOrderPayment);
  }
}
