import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { OrderHistory } from './order-history';

const money = (amount: string, minorUnits: number, currencyCode = 'INR') => ({ __typename: 'Money', amount, minorUnits, currencyCode });

// My Order's totals say the tax once and truthfully: prices include GST, so no "Tax ₹0.00" row sits above the
// "Includes CGST … SGST …" it contains; an order in dollars is an export, and its buyer is told about import duties.

/** ORD-0042 as My Order reads it: ₹1,25,000 paid online, one ring; `fields` say how it stands now. */
function shopperOrder(fields: Record<string, unknown>) {
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
    firstName: 'Asha',
    lastName: 'Rao',
    address: '12 MG Road',
    apartment: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
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

function renderMyOrders(order: ReturnType<typeof shopperOrder>) {
  const api = fakeApi({ AccountMyOrders: () => ({ myOrders: { __typename: 'OrderList', totalCount: 1, items: [order] } }) });
  return renderInShop(<OrderHistory />, { url: '/profile?tab=orders', api });
}

describe('My Order totals', () => {
  it('shows the GST the total includes once, without a "Tax ₹0.00" row', async () => {
    // Arrange + Act
    renderMyOrders(
      shopperOrder({
        gst: {
          __typename: 'OrderGst',
          placeOfSupply: '29-Karnataka',
          cgst: money('1820.39', 182_039),
          sgst: money('1820.39', 182_039),
          igst: money('0.00', 0),
        },
      }),
    );
    const card = await screen.findByTestId('order-card');
    // Assert
    expect(within(card).queryByText('Tax')).toBeNull();
    expect(within(card).queryByTestId('order-summary-tax')).toBeNull();
    expect(within(card).getByTestId('order-gst').textContent).toBe('Includes CGST₹1,820.39Includes SGST₹1,820.39');
    expect(within(card).queryByTestId('order-duties-note')).toBeNull();
  });

  it('tells the buyer of a dollar order that it carries no Indian GST and that import duties may apply', async () => {
    const usd = (amount: string, minorUnits: number) => money(amount, minorUnits, 'USD');
    renderMyOrders(
      shopperOrder({
        currencyCode: 'USD',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
        country: 'US',
        subtotal: usd('1500.00', 150_000),
        shipping: usd('0.00', 0),
        tax: usd('0.00', 0),
        total: usd('1500.00', 150_000),
        refunded: usd('0.00', 0),
      }),
    );
    const card = await screen.findByTestId('order-card');
    expect(within(card).queryByText('Tax')).toBeNull();
    expect(within(card).getByTestId('order-duties-note').textContent).toMatch(
      /import duties and taxes of the destination country may apply/,
    );
  });

  it('offers no cash on delivery for a quote delivered abroad, and tells of import duties before it is accepted', async () => {
    const usd = (amount: string, minorUnits: number) => money(amount, minorUnits, 'USD');
    renderMyOrders(
      shopperOrder({
        currencyCode: 'USD',
        country: 'US',
        paymentStatus: 'PENDING',
        quote: { __typename: 'CustomQuote', status: 'QUOTED', amount: usd('1500.00', 150_000), note: null },
      }),
    );
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByRole('radio', { name: 'Online' })).toBeTruthy();
    expect(within(card).queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
    expect(within(card).getByTestId('quote-duties-note').textContent).toMatch(/import duties/);
  });
});
