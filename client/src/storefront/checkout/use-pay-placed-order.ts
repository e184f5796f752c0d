import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderPaymentUrl, paymentNoticeState } from '../../shared/payments/payment-notice';
import { useStartPayment } from '../../shared/payments/use-start-payment';
import type { PlacedOrder } from './components/order-placed';
import { rememberPayingOrder, takePayingOrderOnBack } from './payment-return';

/**
 * The checkout's online payment of the order it just placed: `payOnline(order)` starts it and sends the
 * shopper on (the provider's page, or Razorpay Checkout then the order's payment page; the payment page
 * with the reason when it cannot start). `paying` is the order meanwhile. A Back from the provider's page
 * lands on the order's payment page too, not on the emptied checkout.
 */
export function usePayPlacedOrder() {
  const navigate = useNavigate();
  const { start } = useStartPayment();
  const [paying, setPaying] = useState<PlacedOrder | null>(null);

  const payOnline = useCallback(
    async (order: PlacedOrder) => {
      setPaying(order);
      rememberPayingOrder(order.id);
      const attempt = await start(order.id);
      if (attempt.kind === 'redirected') return;
      void navigate(orderPaymentUrl(order.id), {
        replace: true,
        state: attempt.kind === 'failed' ? paymentNoticeState(attempt.message) : undefined,
      });
    },
    [navigate, start],
  );

  // A fresh load of the checkout by Back from the provider's page.
  useEffect(() => {
    const backTo = takePayingOrderOnBack();
    if (backTo !== null) void navigate(orderPaymentUrl(backTo), { replace: true });
  }, [navigate]);

  // The same checkout restored from the back-forward cache, still "taking you to payment".
  useEffect(() => {
    if (!paying) return undefined;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void navigate(orderPaymentUrl(paying.id), { replace: true });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [paying, navigate]);

  return { paying, payOnline };
}
