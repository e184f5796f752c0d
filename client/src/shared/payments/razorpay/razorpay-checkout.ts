/** Razorpay's hosted Checkout script; the CSP allows it (server/src/http/security-headers.ts). */
export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** What the server's PaymentSession hands over for Razorpay Checkout. */
export interface RazorpaySession {
  keyId: string;
  orderId: string;
  amountMinor: number;
  currencyCode: string;
  name: string;
  email: string;
}

/** The signed answer Checkout gives its handler; the server verifies the signature (confirmRazorpayPayment). */
export interface RazorpaySuccess {
  razorpayPaymentId: string;
  razorpayOrderId: string;
  razorpaySignature: string;
}

/** How a Checkout that did not pay ended: the shopper closed it, or the payment was declined. */
export class RazorpayNotPaid extends Error {
  constructor(
    message: string,
    readonly dismissed: boolean,
  ) {
    super(message);
  }
}

interface RazorpayHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once, and only when a Razorpay payment starts: shoppers paying otherwise never fetch it. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not start'));
    };
    script.onerror = () => {
      // A later attempt may load it (a network blip).
      loading = null;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout on the server's Razorpay order and settles when the shopper is done: the signed
 * callback on success, a `RazorpayNotPaid` when they close it or the payment is declined.
 */
export async function payWithRazorpay(session: RazorpaySession, brandColour: string): Promise<RazorpaySuccess> {
  const Razorpay = await loadRazorpay();
  return new Promise<RazorpaySuccess>((resolve, reject) => {
    let failure: string | null = null;
    const checkout = new Razorpay({
      key: session.keyId,
      order_id: session.orderId,
      amount: session.amountMinor,
      currency: session.currencyCode,
      name: session.name,
      prefill: { email: session.email },
      theme: { color: brandColour },
      handler: (response: RazorpayHandlerResponse) =>
        resolve({
          razorpayPaymentId: response.razorpay_payment_id,
          razorpayOrderId: response.razorpay_order_id,
          razorpaySignature: response.razorpay_signature,
        }),
      modal: {
        // Checkout keeps its window open after a declined attempt so the shopper can retry there; closing it
        // ends with the last decline, if any.
        ondismiss: () => reject(new RazorpayNotPaid(failure ?? 'Payment cancelled.', failure === null)),
      },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description ?? 'The payment was declined.';
    });
    checkout.open();
  });
}
