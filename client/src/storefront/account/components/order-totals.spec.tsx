import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { money, shopperOrder } from '../../../test-support/order-fixtures';
import { OrderHistory } from './order-history';

// My Order's totals say the tax once and truthfully: prices include GST, so no "Tax ₹0.00" row sits above the
// "Includes CGST … SGST …" it contains; an order in dollars is an export, and its buyer is told about import duties.

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
