import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { type Answer, fakeApi, renderInShop } from '../../test-support/render';
import { PAYMENT_START_FAILED } from './payment-widget';
import { useStartPayment } from './use-start-payment';

/** Starts paying order #7 and shows how the attempt ended. */
function PayOrderSeven() {
  const { start } = useStartPayment();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => void start(7).then((attempt) => setOutcome(JSON.stringify(attempt)))}>
        Pay
      </button>
      <output aria-label="outcome">{outcome}</output>
    </>
  );
}

const session =
  (provider: string, razorpay: Record<string, unknown> | null = null): Answer =>
  () => ({
    startPayment: {
      __typename: 'PaymentSession',
      orderId: 7,
      provider,
      amountMinor: 125_000,
      currencyCode: 'INR',
      redirectUrl: null,
      razorpay,
    },
  });

const PAID = {
  __typename: 'OrderPayment',
  orderId: 7,
  paymentStatus: 'PAID',
  provider: 'razorpay',
  reference: 'pay_1',
  failureMessage: null,
  payable: false,
};

/** Razorpay Checkout as the page meets it: opening it pays at once and hands the signed answer to the handler. */
function stubRazorpayCheckout(): Array<Record<string, unknown>> {
  const opened: Array<Record<string, unknown>> = [];
  (window as unknown as { Razorpay?: unknown }).Razorpay = class {
    constructor(private readonly options: Record<string, unknown>) {}
    on() {}
    open() {
      opened.push(this.options);
      (this.options.handler as (response: Record<string, string>) => void)({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_1',
        razorpay_signature: 'c0ffee',
      });
    }
  };
  return opened;
}

afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

describe('starting a payment: the provider the server names picks the widget (payment-widgets.ts)', () => {
  it("opens Razorpay's widget for a razorpay session and hands its signed answer to the server", async () => {
    const opened = stubRazorpayCheckout();
    const api = fakeApi({
      PaymentStart: session('razorpay', {
        __typename: 'RazorpayCheckout',
        keyId: 'rzp_test_1',
        orderId: 'order_1',
        amountMinor: 125_000,
        currencyCode: 'INR',
        name: 'Asha Rao',
        email: 'asha@example.com',
      }),
      PaymentConfirmRazorpay: () => ({ confirmRazorpayPayment: PAID }),
    });
    const { user } = renderInShop(<PayOrderSeven />, { api });

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(/"kind":"confirmed"/)).toBeTruthy();
    expect(opened).toMatchObject([{ key: 'rzp_test_1', order_id: 'order_1', amount: 125_000, currency: 'INR' }]);
    expect(api.callsOf('PaymentConfirmRazorpay').map((call) => call.variables)).toEqual([
      { orderId: 7, razorpayPaymentId: 'pay_1', razorpayOrderId: 'order_1', razorpaySignature: 'c0ffee' },
    ]);
  });

  it('says the payment could not start when a provider the browser has no widget for gives no page to go to', async () => {
    const api = fakeApi({ PaymentStart: session('paypal') });
    const { user } = renderInShop(<PayOrderSeven />, { api });

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(new RegExp(PAYMENT_START_FAILED.slice(0, 30)))).toBeTruthy();
    expect(api.callsOf('PaymentConfirmRazorpay')).toEqual([]);
  });
});
