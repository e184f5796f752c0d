import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { money, shopperOrder } from '../../../test-support/order-fixtures';
import { OrderHistory } from './order-history';

const event = (fields: Record<string, unknown> & { id: number; kind: string }) => ({
  __typename: 'OrderEvent',
  at: '2026-11-20T10:00:00.000Z',
  fromState: null,
  toState: null,
  amount: null,
  note: null,
  ...fields,
});

function renderMyOrders(order: ReturnType<typeof shopperOrder>) {
  const api = fakeApi({ AccountMyOrders: () => ({ myOrders: { __typename: 'OrderList', totalCount: 1, items: [order] } }) });
  return renderInShop(<OrderHistory />, { url: '/profile?tab=orders', api });
}

describe('My Order opened from an e-mail (?order=<id>)', () => {
  it('brings the order named in the link into view and focuses its heading', async () => {
    const api = fakeApi({
      AccountMyOrders: () => ({
        myOrders: { __typename: 'OrderList', totalCount: 2, items: [shopperOrder({ id: 43, trackingId: 'ORD-0043' }), shopperOrder({})] },
      }),
    });
    renderInShop(<OrderHistory />, { url: '/profile?tab=orders&order=42', api });
    const heading = await screen.findByText('ORD-0042');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.id).toBe('order-42-heading');
  });
});

describe('My Order after a cancel and a refund', () => {
  it('reads Cancelled and Refunded with the amount, and the history the shopper may see', async () => {
    // Arrange + Act: the shop cancelled the paid order, which refunded it.
    renderMyOrders(
      shopperOrder({
        status: 5,
        statusLabel: 'Cancelled',
        paymentStatus: 'REFUNDED',
        refunded: money('125000.00', 12_500_000),
        history: [
          event({ id: 1, kind: 'placed', toState: 'Order confirmed' }),
          event({ id: 2, kind: 'paid', toState: 'Paid', amount: money('125000.00', 12_500_000) }),
          event({ id: 5, kind: 'cancelled', fromState: 'Order confirmed', toState: 'Cancelled', note: 'Out of stock in size 12' }),
          event({ id: 6, kind: 'refunded', amount: money('125000.00', 12_500_000) }),
        ],
      }),
    );
    const card = await screen.findByTestId('order-card');
    // Assert
    expect(within(card).getByTestId('order-cancelled').textContent).toBe('Cancelled');
    expect(within(card).getByTestId('order-payment').textContent).toBe('Refunded');
    expect(within(card).getByTestId('order-refunded').textContent).toContain('Refunded ₹1,25,000.00');
    expect(within(card).getByTestId('order-summary-refunded').textContent).toBe('− ₹1,25,000.00');
    const events = within(card).getAllByTestId('order-event');
    expect(events.map((item) => item.getAttribute('data-kind'))).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
    expect(events[2].textContent).toContain('Order cancelled · Order confirmed → Cancelled');
    expect(events[2].textContent).toContain('Out of stock in size 12');
    expect(events[3].textContent).toContain('Refunded · ₹1,25,000.00');
  });

  it('says Partially refunded, with how much of the total', async () => {
    renderMyOrders(shopperOrder({ paymentStatus: 'PARTIALLY_REFUNDED', refunded: money('20000.00', 2_000_000) }));
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('order-payment').textContent).toBe('Partially refunded');
    expect(within(card).getByTestId('order-refunded').textContent).toContain('Partially refunded: ₹20,000.00 of ₹1,25,000.00');
  });

  it('shows no refund and no history while there is none', async () => {
    renderMyOrders(shopperOrder({}));
    const card = await screen.findByTestId('order-card');
    expect(within(card).queryByTestId('order-refunded')).toBeNull();
    expect(within(card).queryByTestId('order-events')).toBeNull();
  });
});
