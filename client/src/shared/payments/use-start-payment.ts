import { useMutation } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PaymentConfirmRazorpayDocument, PaymentStartDocument } from './payments.generated';
import type { OrderPaymentFieldsFragment } from './payments.generated';
import { rateLimitedMessage } from '../api/rate-limited';
import { RazorpayNotPaid, payWithRazorpay } from './razorpay-checkout';

export const PAYMENT_START_FAILED = 'We could not start the payment. Your order is saved: please try again.';
export const PAYMENT_CONFIRM_FAILED = 'We could not confirm the payment yet. If money was taken, it will show here shortly.';

/** How an attempt to pay ended, as far as this page can tell. */
export type PaymentAttempt =
  /** The browser is on its way to the provider's (or the test gateway's) page. */
  | { kind: 'redirected' }
  /** Razorpay Checkout paid and the server checked its signature: the payment as it stands now. */
  | { kind: 'confirmed'; payment: OrderPaymentFieldsFragment }
  /** Nothing was paid: why, in words for the shopper. */
  | { kind: 'failed'; message: string };

/**
 * Starts paying an order that already exists (checkout, the payment page, My Order's Pay now): asks the
 * server for a payment session, then sends the shopper to the provider's page, or opens Razorpay Checkout
 * in the page and hands its signed answer back to the server. One attempt at a time.
 */
export function useStartPayment() {
  const theme = useTheme();
  const [startPayment] = useMutation(PaymentStartDocument);
  const [confirmRazorpay] = useMutation(PaymentConfirmRazorpayDocument);
  const busy = useRef(false);
  const [starting, setStarting] = useState(false);

  // Back from the provider's page, the browser may show this page from its back-forward cache, as it was
  // when it left: busy. The shopper must be able to try again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStarting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const confirm = useCallback(
    async (orderId: number, session: Parameters<typeof payWithRazorpay>[0]): Promise<PaymentAttempt> => {
      try {
        const paid = await payWithRazorpay(session, theme.palette.primary.main);
        const { data } = await confirmRazorpay({ variables: { orderId, ...paid } });
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
    [confirmRazorpay, theme.palette.primary.main],
  );

  const start = useCallback(
    async (orderId: number): Promise<PaymentAttempt> => {
      if (busy.current) return { kind: 'failed', message: 'A payment is already being started.' };
      busy.current = true;
      setStarting(true);
      let leaving = false;
      try {
        const { data } = await startPayment({ variables: { orderId } });
        const result = data?.startPayment;
        if (result?.__typename !== 'PaymentSession') {
          return { kind: 'failed', message: (result && 'message' in result && result.message) || PAYMENT_START_FAILED };
        }
        if (result.redirectUrl) {
          // The page unloads: keep the button busy until it does.
          leaving = true;
          window.location.assign(result.redirectUrl);
          return { kind: 'redirected' };
        }
        if (result.razorpay) return await confirm(orderId, result.razorpay);
        return { kind: 'failed', message: PAYMENT_START_FAILED };
      } catch (error) {
        return { kind: 'failed', message: rateLimitedMessage(error) ?? PAYMENT_START_FAILED };
      } finally {
        if (!leaving) {
          busy.current = false;
          setStarting(false);
        }
      }
    },
    [confirm, startPayment],
  );

  return { start, starting };
}
