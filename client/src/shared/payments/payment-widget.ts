import type { ApolloClient } from '@apollo/client';
import type { OrderPaymentFieldsFragment, PaymentStartMutation } from './payments.generated';

export const PAYMENT_START_FAILED = 'We could not start the payment. Your order is saved: please try again.';
export const PAYMENT_CONFIRM_FAILED = 'We could not confirm the payment yet. If money was taken, it will show here shortly.';

/** How an attempt to pay ended, as far as this page can tell. */
export type PaymentAttempt =
  /** The browser is on its way to the provider's (or the test gateway's) page. */
  | { kind: 'redirected' }
  /** An in-page widget (Razorpay Checkout) paid and the server checked its answer: the payment as it stands now. */
  | { kind: 'confirmed'; payment: OrderPaymentFieldsFragment }
  /** Nothing was paid: why, in words for the shopper. */
  | { kind: 'failed'; message: string };

/** The payment session the server started (GraphQL startPayment). */
export type PaymentSession = Extract<PaymentStartMutation['startPayment'], { __typename: 'PaymentSession' }>;

/** What an in-page widget may use besides the session. */
export interface PaymentWidgetContext {
  orderId: number;
  /** Hands the widget's answer to the server. */
  client: ApolloClient;
  /** The shop's primary colour, for a widget that takes one. */
  brandColour: string;
}

/**
 * What the browser knows of one payment provider, exported by its folder under shared/payments/ and listed in
 * payment-widgets.ts (keyed by the provider's name, as the server's registry names it).
 */
export interface PaymentWidget {
  /** The provider as people read it (the order's payment, the back-office's order list). */
  label: string;
  /**
   * Pays a session that has no page to go to (no redirectUrl) in this page, and settles once the server knows the
   * outcome; absent for a provider that always sends the shopper to its own page.
   */
  open?(session: PaymentSession, context: PaymentWidgetContext): Promise<PaymentAttempt>;
}
