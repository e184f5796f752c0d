import { pagePath } from '@shop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { ContentPage, ContentSection } from '../../../shared/ui/content-page';
import { SupportContact } from '../../../shared/ui/support-contact';
import { STATUS_WORDS } from '../../../shared/orders/status-words';

// The order's steps as the timeline under My Order shows them (the one vocabulary of shared/orders/status-words.ts).
const STEPS = [
  { label: STATUS_WORDS[1], text: 'We have your order; once it is paid (or cash on delivery is chosen) we start on it.' },
  { label: STATUS_WORDS[2], text: 'Your piece is being crafted, checked and packed in our workshop.' },
  { label: STATUS_WORDS[3], text: 'Your parcel has left with an insured courier: My Order shows the courier and the tracking number.' },
  { label: STATUS_WORDS[4], text: 'Signed for at your address.' },
] as const;

export function TrackOrderView() {
  const { user } = useAuth();
  // /profile?tab=orders opens the My Order tab directly.
  const ordersLink = user ? '/profile?tab=orders' : pagePath('login');

  return (
    <ContentPage
      testId="track-order-page"
      eyebrow="Customer care"
      title="Track your order"
      intro={
        <>
          Every order and its delivery status is in your account: <strong>log in</strong>, open <strong>Profile</strong>, then the{' '}
          <strong>My Order</strong> tab.
        </>
      }
    >
      <Box>
        <Button component={RouterLink} to={ordersLink} variant="contained" size="large" data-testid="track-order-cta">
          {user ? 'Go to My Order' : 'Log in to see your orders'}
        </Button>
      </Box>

      <ContentSection title="Step by step">
        <ol>
          <li>
            {user ? (
              'You are logged in.'
            ) : (
              <>
                <Link component={RouterLink} to={pagePath('login')}>
                  Log in
                </Link>{' '}
                with the e-mail address you ordered with.
              </>
            )}
          </li>
          <li>
            Open <strong>Profile</strong> from the account icon at the top right of every page.
          </li>
          <li>
            Choose the <strong>My Order</strong> tab. Your orders are listed newest first, each with its order number (ORD- followed by four
            digits), the pieces, the amount and a status timeline.
          </li>
        </ol>
      </ContentSection>

      <StatusMeanings />

      <ContentSection title="Ordered without an account, or cannot find it?">
        <p>
          Write to us with your order number, or the name and phone number you ordered with, and we will tell you where your parcel is.
          Delivery times are in our{' '}
          <Link component={RouterLink} to={pagePath('shipping-policy')}>
            shipping policy
          </Link>
          .
        </p>
      </ContentSection>

      <SupportContact title="Contact customer care" emailSubject="Where is my order?" />
    </ContentPage>
  );
}

/** The four statuses an order passes through, numbered as on the order's timeline. */
function StatusMeanings() {
  return (
    <ContentSection title="What the status means">
      <Box component="ol" sx={{ listStyle: 'none', p: '0 !important', display: 'grid', gap: 1.5 }}>
        {STEPS.map((step, index) => (
          <Box component="li" key={step.label} sx={{ display: 'flex', gap: 2, alignItems: 'baseline', m: '0 !important' }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 28,
                height: 28,
                borderRadius: '50%',
                border: 1,
                borderColor: 'primary.main',
                color: 'primary.main',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: '0.85rem',
              }}
            >
              {index + 1}
            </Box>
            <Typography component="span">
              <strong>{step.label}</strong>: {step.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </ContentSection>
  );
}
