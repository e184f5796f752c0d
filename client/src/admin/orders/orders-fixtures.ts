// Orders as the back-office API answers them, for the component tests of the orders page.

import { ASHAS_ADDRESS, money } from '../../test-support/order-fixtures';

/** An event of an order's history as the API answers it. */
export function orderEvent(fields: Partial<Record<string, unknown>> & { id: number; kind: string }) {
  return {
    __typename: 'OrderEvent',
    at: '2026-11-20T10:00:00.000Z',
    actor: 'system',
    actorName: null,
    fromState: null,
    toState: null,
    amount: null,
    note: null,
    providerReference: null,
    customerVisible: true,
    ...fields,
  };
}

/** Order #42, paid through the test gateway: ₹1,25,000, Processing, nothing refunded yet. */
export const PAID_ORDER = {
  __typename: 'AdminOrder',
  id: 42,
  createdAt: '2026-11-20T10:00:00.000Z',
  customerName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919845012345',
  ...ASHAS_ADDRESS,
  currencyCode: 'INR',
  paymentMethod: 'ONLINE',
  paymentStatus: 'PAID',
  paymentProvider: 'test',
  paymentReference: 'tgpay_81f2',
  status: 2,
  statusLabel: 'Being made',
  subtotal: money('125000.00', 12_500_000),
  shipping: money('0.00', 0),
  tax: money('0.00', 0),
  grandTotal: money('125000.00', 12_500_000),
  invoiceNumber: null,
  invoiceUrl: 'orders/42/invoice',
  creditNotes: [
    {
      __typename: 'CreditNote',
      id: 7,
      number: 'CN/26-27/000003',
      issuedAt: '2026-11-21T09:00:00.000Z',
      amount: money('5000.00', 500_000),
      reason: 'Clasp replaced',
      downloadUrl: 'orders/42/credit-notes/7',
    },
  ],
  allowedActions: ['SHIP', 'CANCEL', 'REFUND', 'ARCHIVE'],
  version: 3,
  archived: false,
  refunded: money('0.00', 0),
  refundable: money('125000.00', 12_500_000),
  history: [
    orderEvent({ id: 1, kind: 'placed', actor: 'customer', actorName: 'Asha Rao', toState: 'Placed' }),
    orderEvent({
      id: 2,
      kind: 'paid',
      actor: 'provider',
      fromState: 'Payment pending',
      toState: 'Paid',
      amount: money('125000.00', 12_500_000),
      providerReference: 'tgpay_81f2',
    }),
  ],
  gst: null,
  quote: null,
  items: [],
  shipment: null,
};

/** A catalogue line of the order: `quantity` pieces of a hallmarked ring. */
export const adminOrderItem = (id: number, quantity = 1) => ({
  __typename: 'AdminOrderItem',
  id,
  productType: 'PRE_LISTED',
  productName: 'Solitaire Ring',
  colorName: 'Rose Gold',
  purity: '18K',
  sizeName: '12',
  quantity,
  images: [],
  imageUrl: null,
  customSize: null,
  material: null,
  instructions: null,
  identifiers: ['BIS hallmarked 18K'],
  customDesign: null,
  piecePrice: money('62500.00', 6_250_000),
  lineTotal: money(`${62500 * quantity}.00`, 6_250_000 * quantity),
});

export type AdminOrderFixture = typeof PAID_ORDER;

export const adminOrder = (fields: Partial<Record<keyof AdminOrderFixture, unknown>> = {}) => ({ ...PAID_ORDER, ...fields });
