import { SUPPORT_EMAIL } from '../../../shared/shop-info';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export function ForgotPasswordView() {
  return (
    <PlaceholderPage testId="forgot-password-page" eyebrow="Account" title="Forgot your password?" action={{ label: 'Back to log in', to: '/login' }}>
      Password reset by e-mail is coming soon. Meanwhile, write to {SUPPORT_EMAIL} from the address on your account and we
      will help you in.
    </PlaceholderPage>
  );
}
