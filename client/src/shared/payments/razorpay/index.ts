import { PaymentConfirmRazorpayDocument } from '../payments.generated';
import { PAYMENT_CONFIRM_FAILED, PAYMENT_START_FAILED, type PaymentWidget } from '../payment-widget';
import { RazorpayNotPaid, payWithRazorpay } from './razorpay-checkout';

/**
 * Razorpay pays in the page: Razorpay Checkout opens on the server's Razorpay order, and its signed answer goes
 * back to the server (confirmRazorpayPayment), which checks it with Razorpay before the order is paid.
 */
export const razorpayWidget: PaymentWidget = {
  label: 'Razorpay',
  async open(session, { orderId, client, brandColour }) {
    if (!session.razorpay) return { kind: 'failed', message: PAYMENT_START_FAILED };
    try {
      const paid = await payWithRazorpay(session.razorpay, brandColour);
      const { data } = await client.mutate({ mutation: PaymentConfirmRazorpayDocument, variables: { orderId, ...paid } });
      const result = data?.confirmRazorpayPayment;
      if (result?.__typename === 'OrderPayment') return { kind: 'confirmed', payment: result };
      return { kind: 'failed', message: (result && 'message' in result && result.message) || PAYMENT_CONFIRM_FAILED };
    } catch (error) {
      if (error instanceof RazorpayNotPaid) return { kind: 'failed', message: error.message };
      return {
        kind: 'failed',
        message: error instanceof Error && /Razorpay/.test(error.message) ? error.message : PAYMENT_CONFIRM_FAILED,
      };
    }
  },
};
