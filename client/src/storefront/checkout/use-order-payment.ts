import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { OrderPaymentDocument } from '../../shared/payments/payments.generated';
import type { OrderPaymentFieldsFragment } from '../../shared/payments/payments.generated';

/** How often a pending payment is asked about again, and for how long after the page opens. */
export const PAYMENT_POLL_MS = 1500;
export const PAYMENT_POLL_WINDOW_MS = 30_000;

export type OrderPaymentState =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  /** Not found, or another shopper's order: the server's words. */
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; payment: OrderPaymentFieldsFragment; checking: boolean; refresh: () => void };

/**
 * Where an order's payment stands (orderPayment). A shopper back from a provider's page often arrives
 * before the provider's event does, so a pending payment is asked about again every 1.5 s for the first
 * 30 s; after that the page offers Pay now and a manual check.
 */
export function useOrderPayment(orderId: number): OrderPaymentState {
  // From the page's opening (the page is keyed by order, so another order starts a new window).
  const [windowOpen, setWindowOpen] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWindowOpen(false), PAYMENT_POLL_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const { data, previousData, error, refetch, startPolling, stopPolling } = useQuery(OrderPaymentDocument, {
    variables: { orderId },
    fetchPolicy: 'network-only',
    skip: !Number.isInteger(orderId) || orderId <= 0,
  });
  const result = (data ?? previousData)?.orderPayment;
  const pending = result?.__typename === 'OrderPayment' && result.paymentStatus === 'PENDING';
  const polling = pending && windowOpen;

  useEffect(() => {
    if (!polling) return undefined;
    startPolling(PAYMENT_POLL_MS);
    return () => stopPolling();
  }, [polling, startPolling, stopPolling]);

  const refresh = () => void refetch().catch(() => undefined);
  if (!Number.isInteger(orderId) || orderId <= 0) return { kind: 'refused', message: 'This order does not exist.' };
  if (result?.__typename === 'OrderPayment') return { kind: 'ready', payment: result, checking: polling, refresh };
  if (result && 'message' in result) return { kind: 'refused', message: result.message };
  if (error) return { kind: 'failed', retry: refresh };
  return { kind: 'loading' };
}
