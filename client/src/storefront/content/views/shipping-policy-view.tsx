import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export function ShippingPolicyView() {
  return (
    <PlaceholderPage testId="shipping-policy-page" eyebrow="Customer care" title="Shipping Policy">
      Shipping within India is free and every parcel is insured until it reaches you. Delivery times and international
      shipping details will be published here shortly.
    </PlaceholderPage>
  );
}
