import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_REPLY_TIME, supportMailto } from '../../../shared/shop-info';
import { ContentPage, ContentSection } from '../../../shared/ui/content-page';
import { SupportContact } from '../../../shared/ui/support-contact';

export function ForgotPasswordView() {
  return (
    <ContentPage
      testId="forgot-password-page"
      eyebrow="Account"
      title="Forgot your password?"
      intro={
        <>
          Our customer care team resets passwords by hand. Write to us from the e-mail address of your account and we will help you back in{' '}
          {SUPPORT_REPLY_TIME}.
        </>
      }
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button href={supportMailto('Password reset')} variant="contained" size="large" data-testid="forgot-password-email">
          E-mail customer care
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined" size="large">
          Back to log in
        </Button>
      </Box>

      <ContentSection title="How it works">
        <ol>
          <li>
            Send an e-mail to <Link href={supportMailto('Password reset')}>{SUPPORT_EMAIL}</Link> with the subject &ldquo;Password
            reset&rdquo;, from the address you signed up with.
          </li>
          <li>Tell us your name and the phone number on the account, so we can be sure the account is yours.</li>
          <li>We reply with a temporary password. Log in with it; your cart, wishlist and orders are all still there.</li>
        </ol>
        <p>
          We never ask for your password, by e-mail, chat or phone. If you no longer use the e-mail address of your account, say so in your
          message and we will verify you another way.
        </p>
      </ContentSection>

      <SupportContact title="Other ways to reach us" emailSubject="Password reset" />
    </ContentPage>
  );
}
