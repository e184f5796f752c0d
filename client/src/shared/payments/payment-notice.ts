import { orderPaymentPath } from '@shop/contracts';

/**
 * The navigation state that carries a message to the payment page: the order was placed (or is payable)
 * but its payment could not start. Anything else in the state is ignored.
 */
export interface PaymentNoticeState {
  paymentNotice: string;
}

export const paymentNoticeState = (message: string): PaymentNoticeState => ({ paymentNotice: message });

export function readPaymentNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('paymentNotice' in state)) return null;
  const { paymentNotice } = state;
  return typeof paymentNotice === 'string' && paymentNotice ? paymentNotice : null;
}

/** The payment page of an order: the returnUrl the server gives every provider. */
export const orderPaymentUrl = (orderId: number) => orderPaymentPath(orderId);
