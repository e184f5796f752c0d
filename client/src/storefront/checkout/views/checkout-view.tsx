import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** /checkout: entered with the cart items in navigation state. The address and payment steps arrive later. */
export function CheckoutView() {
  return (
    <PlaceholderPage testId="checkout-page" eyebrow="Secure checkout" title="Checkout" action={{ label: 'Continue shopping', to: '/allproduct/all' }}>
      The address form, payment choice and order summary will appear here soon.
    </PlaceholderPage>
  );
}
