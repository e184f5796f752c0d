import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { clearStoredSession, saveStoredUser } from '../../../shared/auth/auth-storage';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { OrderPaymentView } from './order-payment-view';

type Status = 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED' | 'COD';

const payment = (status: Status, extra: Record<string, unknown> = {}) => ({
  orderPayment: {
    __typename: 'OrderPayment',
    orderId: 42,
    paymentStatus: status,
    provider: 'test',
    reference: null,
    failureMessage: null,
    payable: status === 'PENDING' || status === 'FAILED',
    ...extra,
  },
});

function renderPaymentPage(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  return renderInShop(<OrderPaymentView />, { url: '/order/42/payment', path: '/order/:orderId/payment', api });
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the order payment page', () => {
  beforeEach(() => saveStoredUser({ userId: 7, firstName: 'Asha', role: 'user', currency_id: 1, currencyCode: 'INR', token: 'token' }));
  afterEach(() => act(() => clearStoredSession()));

  it('shows a paid order as Paid, with its reference and the way to My Order, and nothing to pay', async () => {
    // Arrange
    const { api } = renderPaymentPage({ OrderPayment: () => payment('PAID', { reference: 'tgpay_81f2' }) });
    // Assert
    expect((await heading()).textContent).toBe('Paid');
    expect(screen.getByTestId('payment-order-number').textContent).toBe('Order ORD-0042');
    expect(screen.getByTestId('payment-reference').textContent).toBe('Test gateway reference: tgpay_81f2');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Order' }).getAttribute('href')).toBe('/profile?tab=orders');
    expect(api.callsOf('OrderPayment')[0].variables).toEqual({ orderId: 42 });
  });

  it("shows a declined payment with the provider's message and Pay now", async () => {
    // Arrange
    renderPaymentPage({ OrderPayment: () => payment('FAILED', { failureMessage: 'Card declined by the issuing bank' }) });
    // Assert
    expect((await heading()).textContent).toBe('Payment declined');
    expect(screen.getByTestId('payment-failure').textContent).toBe('Test gateway: Card declined by the issuing bank');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('asks again while a payment is pending, and shows Paid once the provider has told the shop', async () => {
    // Arrange: the provider's event lands after the shopper is back.
    let asked = 0;
    renderPaymentPage({ OrderPayment: () => (++asked < 2 ? payment('PENDING') : payment('PAID')) });
    // Assert: waiting first, with Pay now still on offer.
    expect((await heading()).textContent).toBe('Waiting for payment');
    expect(screen.getByTestId('payment-explanation').textContent).toMatch(/^Checking with the payment provider/);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
    // Assert: then paid, without the shopper doing anything.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paid'), { timeout: 5000 });
    expect(asked).toBe(2);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('says why Pay now could not start, in the server words, and keeps the order payable', async () => {
    // Arrange
    const { api, user } = renderPaymentPage({
      OrderPayment: () => payment('FAILED', { failureMessage: 'Insufficient funds' }),
      PaymentStart: () => ({
        startPayment: { __typename: 'OrderNotPayableError', errorCode: 'ORDER_NOT_PAYABLE', message: 'This order has been cancelled.' },
      }),
    });
    await heading();
    // Act
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    // Assert
    expect((await screen.findByTestId('payment-notice')).textContent).toBe('This order has been cancelled.');
    expect(api.callsOf('PaymentStart').map((call) => call.variables)).toEqual([{ orderId: 42 }]);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('shows a refunded and a cash-on-delivery order as they are, with nothing to pay', async () => {
    // Arrange
    const first = renderPaymentPage({ OrderPayment: () => payment('REFUNDED', { reference: 'tgpay_1' }) });
    // Assert
    expect((await heading()).textContent).toBe('Refunded');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    first.unmount();
    renderPaymentPage({ OrderPayment: () => payment('COD', { provider: null }) });
    expect((await heading()).textContent).toBe('Cash on delivery');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it("refuses another shopper's order in the server's words", async () => {
    // Arrange
    renderPaymentPage({
      OrderPayment: () => ({ orderPayment: { __typename: 'OrderNotFoundError', errorCode: 'NOT_FOUND', message: 'Order not found.' } }),
    });
    // Assert
    expect((await screen.findByTestId('payment-error')).textContent).toBe('Order not found.');
    expect(screen.getByRole('link', { name: 'My Order' }).getAttribute('href')).toBe('/profile?tab=orders');
  });

  it('asks a guest to log in', () => {
    // Arrange
    act(() => clearStoredSession());
    const { api } = renderPaymentPage({});
    // Assert
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Please log in to see this order's payment");
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(api.calls).toEqual([]);
  });
});
