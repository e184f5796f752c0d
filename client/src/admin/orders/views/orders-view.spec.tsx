import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { type Answer, fakeApi, renderInShop } from '../../../test-support/render';
import { OrdersView } from './orders-view';
import { PAID_ORDER, adminOrder } from '../orders-fixtures';
import { money } from '../../../test-support/order-fixtures';

/** Order #42 after its full refund: nothing left to refund, and it may only be archived. */
const REFUNDED_ORDER = adminOrder({
  paymentStatus: 'REFUNDED',
  refunded: money('125000.00', 12_500_000),
  refundable: money('0.00', 0),
  allowedActions: ['ARCHIVE'],
});

function renderOrders(refund: Answer) {
  let refunded = false;
  const api = fakeApi({
    // The list is read again after a refund, as the server has it then.
    OrdersList: () => ({ adminOrders: { __typename: 'AdminOrderList', totalCount: 1, items: [refunded ? REFUNDED_ORDER : PAID_ORDER] } }),
    OrdersRefund: (variables) => {
      const answer = refund(variables);
      refunded = !(answer instanceof Error) && (answer.refundOrder as { __typename: string }).__typename === 'OrderPayment';
      return answer;
    },
  });
  return renderInShop(<OrdersView />, { url: '/admin/orders?search=%2342', api });
}

/** Enters the reason as one paste: each typed character would re-render the whole orders page. */
async function enterReason(user: ReturnType<typeof renderOrders>['user'], dialog: HTMLElement, text: string) {
  await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
  await user.paste(text);
}

describe('refunding an order from the back-office orders page', () => {
  it('shows the payment and its reference, asks how much and why before refunding, and then shows Refunded', async () => {
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
    expect(within(dialog).getByText(/Refund to Asha Rao through Test gateway\. Paid ₹1,25,000\.00; refunded so far/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('OrdersRefund')).toEqual([]);

    // Act: Refund, all of it, with a reason.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const again = await screen.findByRole('dialog');
    await enterReason(user, again, 'Ring returned');
    await user.click(within(again).getByRole('button', { name: 'Refund' }));

    // Assert: one refund of this order; the badge says Refunded and Refund is gone.
    await within(row).findByText('Refunded');
    expect(api.callsOf('OrdersRefund').map((call) => call.variables)).toEqual([
      { orderId: 42, amountMinor: 12_500_000, reason: 'Ring returned' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
    expect(screen.getByTestId('order-refunded').textContent).toBe('− ₹1,25,000.00');
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
    await enterReason(user, dialog, 'Ring returned');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // Assert
    expect((await within(dialog).findByTestId('order-refund-dialog-refusal')).textContent).toBe('The provider refused the refund.');
    expect(within(row).getByTestId('order-payment').textContent).toBe('Paid');
  });
});
