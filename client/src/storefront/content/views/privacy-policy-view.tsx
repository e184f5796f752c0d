import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export function PrivacyPolicyView() {
  return (
    <PlaceholderPage testId="privacy-policy-page" eyebrow="Customer care" title="Privacy Policy">
      We use your details only to run your account and deliver your orders, and we never sell them. The complete privacy
      policy will be published here shortly.
    </PlaceholderPage>
  );
}
