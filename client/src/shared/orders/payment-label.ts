import type { PaymentStatus } from '../../graphql/generated/graphql';

export type PaymentTone = 'default' | 'info' | 'success' | 'error' | 'warning';

export interface PaymentLabel {
  label: string;
  tone: PaymentTone;
}

// One wording for checkout success, My Order and the back-office: the order's payment
// status decides, never its method alone (an online order is not paid until the payment says so).
const PAYMENT_LABELS: Readonly<Record<PaymentStatus, PaymentLabel>> = {
  COD: { label: 'Cash on delivery', tone: 'default' },
  PENDING: { label: 'Payment pending', tone: 'warning' },
  PAID: { label: 'Paid', tone: 'success' },
  FAILED: { label: 'Payment failed', tone: 'error' },
  REFUNDED: { label: 'Refunded', tone: 'info' },
  // Part of the payment went back; the cash of a cash-on-delivery order was handed over.
  PARTIALLY_REFUNDED: { label: 'Partially refunded', tone: 'info' },
  COD_COLLECTED: { label: 'Cash collected', tone: 'success' },
};

/**
 * The label and badge colour of an order's payment status (`Order.paymentStatus`). A status this
 * build does not know yet (the API added one) shows as the API spells it, in a neutral badge.
 */
export function paymentLabel(status: PaymentStatus): PaymentLabel {
  return (PAYMENT_LABELS as Partial<Record<string, PaymentLabel>>)[status] ?? { label: status, tone: 'default' };
}
