import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PaymentStartDocument } from './payments.generated';
import { rateLimitedMessage } from '../api/rate-limited';
import { PAYMENT_START_FAILED, type PaymentAttempt } from './payment-widget';
import { paymentWidget } from './payment-widgets';

/**
 * Starts paying an order that already exists (checkout, the payment page, My Order's Pay now): asks the
 * server for a payment session, then sends the shopper to the provider's page, or opens the provider's widget
 * in the page (payment-widgets.ts: Razorpay Checkout), which hands its answer back to the server. One attempt
 * at a time.
 */
export function useStartPayment() {
  const theme = useTheme();
  const client = useApolloClient();
  const [startPayment] = useMutation(PaymentStartDocument);
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
        const widget = paymentWidget(result.provider);
        if (widget?.open) return await widget.open(result, { orderId, client, brandColour: theme.palette.primary.main });
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
    [client, startPayment, theme.palette.primary.main],
  );

  return { start, starting };
}
