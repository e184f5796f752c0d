import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { PaymentStatus } from '../../entities/order.entity';
import {
  OrderNotFoundErrorType,
  OrderNotPayableErrorType,
  OrderNotRefundableErrorType,
  OrderTransitionErrorType,
  OrderNotYoursErrorType,
  PaymentProviderErrorType,
  PaymentVerificationErrorType,
} from './error-results';
import { resultUnion } from './shapes';

@ObjectType({ description: "Razorpay Checkout's options for an in-page payment (the client opens the widget with them)." })
export class RazorpayCheckout {
  @Field({ description: 'The Razorpay key id (public) the widget is opened with.' })
  keyId: string;

  @Field({ description: 'The Razorpay order id created for this attempt (order_…).' })
  orderId: string;

  // SafeInt, as Money.minorUnits: an order total may pass GraphQL Int's 2,147,483,647 minor units.
  @Field(() => GraphQLSafeInt, { description: 'The amount in minor units (paise, cents): the order total.' })
  amountMinor: number;

  @Field({ description: 'ISO 4217 code of the amount, e.g. INR.' })
  currencyCode: string;

  @Field({ description: "The shopper's name, to prefill the checkout." })
  name: string;

  @Field({ description: "The shopper's e-mail, to prefill the checkout." })
  email: string;
}

@ObjectType({
  description: 'A payment attempt just started: where to send the shopper (redirectUrl) or how to open the provider widget (razorpay).',
})
export class PaymentSession {
  @Field(() => Int, { description: 'The order being paid.' })
  orderId: number;

  @Field({ description: 'The provider collecting it: test, razorpay or stripe.' })
  provider: string;

  @Field(() => GraphQLSafeInt, { description: 'The amount asked, in minor units (paise, cents): exactly the order total.' })
  amountMinor: number;

  @Field({ description: 'ISO 4217 code of the amount: the order currency.' })
  currencyCode: string;

  @Field(() => String, {
    nullable: true,
    description:
      'An absolute URL of a hosted payment page to send the browser to (test gateway, Stripe Checkout); null for an in-page widget.',
  })
  redirectUrl: string | null;

  @Field(() => RazorpayCheckout, { nullable: true, description: 'Set when the provider is Razorpay: the options of its Checkout widget.' })
  razorpay: RazorpayCheckout | null;
}

@ObjectType({ description: "Where an order's online payment stands." })
export class OrderPayment {
  @Field(() => Int, { description: 'The order.' })
  orderId: number;

  @Field(() => PaymentStatus, {
    description: 'PENDING (not paid yet), PAID, FAILED (the last attempt failed; payable again), REFUNDED, or COD.',
  })
  paymentStatus: PaymentStatus;

  @Field(() => String, { nullable: true, description: 'The provider of the latest attempt (test, razorpay, stripe); null before any.' })
  provider: string | null;

  @Field(() => String, { nullable: true, description: "The provider's reference of the payment that paid the order (pay_…, pi_…)." })
  reference: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last attempt failed, while the payment status is FAILED; fit to show the shopper.',
  })
  failureMessage: string | null;

  @Field({ description: 'True when the order can be paid online now (startPayment): an online order, pending or failed, not cancelled.' })
  payable: boolean;
}

export const StartPaymentResult = resultUnion(
  'StartPaymentResult',
  () => [PaymentSession, OrderNotFoundErrorType, OrderNotYoursErrorType, OrderNotPayableErrorType, PaymentProviderErrorType],
  'The payment session started, or why the order cannot be paid now (nothing was started then).',
);

export const OrderPaymentResult = resultUnion(
  'OrderPaymentResult',
  () => [
    OrderPayment,
    OrderNotFoundErrorType,
    OrderNotYoursErrorType,
    PaymentVerificationErrorType,
    OrderNotRefundableErrorType,
    OrderTransitionErrorType,
    PaymentProviderErrorType,
  ],
  "Where the order's payment stands, or why it could not be read, confirmed or refunded.",
);

/** A service answer as a GraphQL value: class instances, so the union resolves by class. */
export const toOrderPayment = (view: object): OrderPayment => Object.assign(new OrderPayment(), view);
