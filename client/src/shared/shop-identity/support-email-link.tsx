import { pagePath } from '@shop/contracts';
import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { supportMailtoOf, useShopIdentity } from './use-shop-identity';

/**
 * The support e-mail address as a mailto: link with its subject (the configured identity's); until the identity has
 * arrived, a link to the contact page instead, so the sentence around it still reads.
 */
export function SupportEmailLink({ subject, ...props }: { subject?: string } & Omit<LinkProps, 'href' | 'children'>) {
  const shop = useShopIdentity();
  if (!shop) {
    return (
      <Link component={RouterLink} to={pagePath('contact')} {...props}>
        customer care
      </Link>
    );
  }
  return (
    <Link href={subject ? supportMailtoOf(shop, subject) : shop.mailHref} {...props}>
      {shop.supportEmail}
    </Link>
  );
}
