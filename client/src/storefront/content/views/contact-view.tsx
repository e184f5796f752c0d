import Link from '@mui/material/Link';
import { SUPPORT_EMAIL } from '../../../shared/shop-info';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export function ContactView() {
  return (
    <PlaceholderPage testId="contact-page" eyebrow="We are here to help" title="Contact us">
      Questions about a piece, an order or sizing? Write to{' '}
      <Link href={`mailto:${SUPPORT_EMAIL}`} color="primary.dark">
        {SUPPORT_EMAIL}
      </Link>{' '}
      and we will reply within one working day. A contact form is coming soon.
    </PlaceholderPage>
  );
}
