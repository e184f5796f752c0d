// Orders as the GraphQL API answers them, for the component tests of My Order and the back-office orders page.

export const money = (amount: string, minorUnits: number, currencyCode = 'INR') => ({
  __typename: 'Money',
  amount,
  minorUnits,
  currencyCode,
});

/** Where order 42 goes: the delivery address both the shopper's and the back office's order carry. */
export const ASHAS_ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  apartment: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

/** ORD-0042 as My Order reads it: ₹1,25,000 paid online, one ring; `fields` say how it stands now. */
export function shopperOrder(fields: Record<string, unknown>) {
  return {
    __typename: 'Order',
    id: 42,
    trackingId: 'ORD-0042',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 1,
    statusLabel: 'Order confirmed',
    currencyCode: 'INR',
    paymentMethod: 'ONLINE',
    paymentStatus: 'PAID',
    payable: false,
    ...ASHAS_ADDRESS,
    country: 'IN',
    subtotal: money('125000.00', 12_500_000),
    shipping: money('0.00', 0),
    tax: money('0.00', 0),
    total: money('125000.00', 12_500_000),
    invoiceUrl: 'orders/42/invoice',
    creditNotes: [],
    refunded: money('0.00', 0),
    history: [],
    gst: null,
    quote: null,
    items: [
      {
        __typename: 'OrderLine',
        id: 7,
        productId: 3,
        productName: 'Solitaire ring',
        colorName: 'Yellow',
        purity: '18K',
        sizeName: '12',
        quantity: 1,
        images: [],
        identifiers: [],
        unitPrice: money('100000.00', 10_000_000),
        stoneCharge: money('20000.00', 2_000_000),
        labourCharge: money('5000.00', 500_000),
        lineTotal: money('125000.00', 12_500_000),
        customDesign: null,
      },
    ],
    ...fields,
  };
}
