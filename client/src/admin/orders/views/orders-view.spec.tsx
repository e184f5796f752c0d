import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { OrdersView } from './orders-view';

const money = (amount: string, minorUnits: number) => ({ __typename: 'Money', amount, minorUnits, currencyCode: 'INR' });

/** Order #42, paid through the test gateway: ₹1,25,000. */
const PAID_ORDER = {
  __typename: 'AdminOrder',
  id: 42,
  createdAt: '2026-11-20T10:00:00.000Z',
  customerName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919845012345',
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  apartment: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  currencyCode: 'INR',
  paymentMethod: 'ONLINE',
  paymentStatus: 'PAID',
  paymentProvider: 'test',
  paymentReference: 'tgpay_81f2',
  status: 2,
  statusLabel: 'Processing',
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
  gst: null,
  quote: null,
  items: [],
};

function renderOrders(refund: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    OrdersList: () => ({ adminOrders: { __typename: 'AdminOrderList', totalCount: 1, items: [PAID_ORDER] } }),
    OrdersRefund: refund,
  });
  return renderInShop(<OrdersView />, { url: '/admin/orders?search=%2342', api });
}

describe('refunding an order from the back-office orders page', () => {
  it('shows the payment and its reference, asks before refunding, and then shows Refunded', async () => {
    // Arrange: the search finds order #42 alone, so its details are open.
    const { api, user } = renderOrders(() => ({
      refundOrder: {
        __typename: 'OrderPayment',
        orderId: 42,
        paymentStatus: 'REFUNDED',
        provider: 'test',
        reference: 'tgpay_81f2',
        failureMessage: null,
        payable: false,
      },
    }));
    const row = await screen.findByTestId('orders-row');
    expect(within(row).getByTestId('order-payment').textContent).toBe('Paid');
    // Its credit note is offered next to the invoice (docs/decisions.md#credit-notes).
    expect(screen.getAllByTestId('credit-note-download').map((button) => button.textContent)).toEqual(['Credit note CN/26-27/000003']);
    expect(within(row).getByTestId('order-payment-reference').textContent).toBe('Test gateway · tgpay_81f2');

    // Act: Refund, then Cancel: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #42' });
    expect(within(dialog).getByText(/Refund the full ₹1,25,000\.00 to Asha Rao through Test gateway\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('OrdersRefund')).toEqual([]);

    // Act: Refund, confirmed.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));

    // Assert: one refund of this order; the badge says Refunded and Refund is gone.
    await within(row).findByText('Refunded');
    expect(api.callsOf('OrdersRefund').map((call) => call.variables)).toEqual([{ orderId: 42 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it("keeps a refused refund in the dialog, in the server's words, and the order paid", async () => {
    // Arrange
    const { user } = renderOrders(() => ({
      refundOrder: {
        __typename: 'OrderNotRefundableError',
        errorCode: 'ORDER_NOT_REFUNDABLE',
        message: 'The provider refused the refund.',
      },
    }));
    const row = await screen.findByTestId('orders-row');
    // Act
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // Assert
    expect((await within(dialog).findByTestId('order-refund-dialog-refusal')).textContent).toBe('The provider refused the refund.');
    expect(within(row).getByTestId('order-payment').textContent).toBe('Paid');
  });
});
