import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Wordmark } from '../../../shared/ui/wordmark';
import { SOCIAL_LINKS } from '../../../shared/shop-info';
import { type ShopContact, useShopIdentity } from '../../../shared/shop-identity/use-shop-identity';
import { FOOTER_CARE_LINKS, FOOTER_SHOP_LINKS } from '../site-links';
import { NewsletterForm } from './newsletter-form';

const columnTitleSx = { color: 'primary.light', letterSpacing: '0.2em', mb: 2, display: 'block' } as const;
const footerLinkSx = { color: 'rgba(251,248,243,0.78)', fontSize: '0.9rem', '&:hover': { color: 'primary.light' } } as const;

// Chat and e-mail are the configured shop identity's (server); the social accounts are in shared/shop-info.ts. Links to
// other sites open in a new tab and say so.
const socialsOf = (shop: ShopContact | null) => [
  ...(shop
    ? [
        {
          label: 'Chat with us on WhatsApp (opens in a new tab)',
          href: shop.chatHref,
          icon: <WhatsAppIcon fontSize="small" />,
          testId: 'footer-chat',
        },
        {
          label: `E-mail us at ${shop.supportEmail}`,
          href: shop.mailHref,
          icon: <MailOutlineIcon fontSize="small" />,
          testId: 'footer-mail',
        },
      ]
    : []),
  {
    label: 'Aurelia on Instagram (opens in a new tab)',
    href: SOCIAL_LINKS.instagram,
    icon: <InstagramIcon fontSize="small" />,
    testId: 'footer-instagram',
  },
  {
    label: 'Aurelia on Facebook (opens in a new tab)',
    href: SOCIAL_LINKS.facebook,
    icon: <FacebookIcon fontSize="small" />,
    testId: 'footer-facebook',
  },
];

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="overline" component="h2" sx={columnTitleSx}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link component={RouterLink} to={link.to} sx={footerLinkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The seller (legal name and address) and customer care, as configured once on the server. */
function FooterIdentity({ shop }: { shop: ShopContact | null }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        justifyContent: 'space-between',
        gap: 1,
        color: 'rgba(251,248,243,0.55)',
      }}
    >
      {shop ? (
        <Typography variant="caption" data-testid="footer-identity">
          {/* The server's clock and the shopper's may be in different years around New Year: not a mismatch worth a re-render. */}©{' '}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {shop.legalName} · {shop.addressLines.join(', ')}. All rights
          reserved.
        </Typography>
      ) : null}
      {shop ? (
        <Typography variant="caption">
          Questions?{' '}
          <Link href={shop.mailHref} sx={{ color: 'inherit' }}>
            {shop.supportEmail}
          </Link>{' '}
          ·{' '}
          <Link href={shop.telHref} sx={{ color: 'inherit', whiteSpace: 'nowrap' }}>
            {shop.supportPhone}
          </Link>
        </Typography>
      ) : null}
    </Box>
  );
}

export function SiteFooter() {
  const shop = useShopIdentity();
  return (
    <Box component="footer" data-testid="site-footer" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', mt: 'auto' }}>
      <Container maxWidth="xl" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.3fr 0.8fr 0.8fr 1.4fr' },
          }}
        >
          <Box>
            <Wordmark tone="light" />
            <Typography variant="body2" sx={{ mt: 2.5, color: 'rgba(251,248,243,0.7)', maxWidth: 320 }}>
              Lab-grown diamonds set in solid gold. Brilliant, conflict-free and made to be worn every day.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 2.5 }}>
              {socialsOf(shop).map((social) => (
                <IconButton
                  key={social.label}
                  component="a"
                  href={social.href}
                  target={social.href.startsWith('http') ? '_blank' : undefined}
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  data-testid={social.testId}
                  sx={{
                    color: 'secondary.contrastText',
                    border: '1px solid rgba(251,248,243,0.25)',
                    '&:hover': { color: 'primary.light', borderColor: 'primary.light' },
                  }}
                >
                  {social.icon}
                </IconButton>
              ))}
            </Box>
          </Box>
          <LinkColumn title="Shop" links={FOOTER_SHOP_LINKS} />
          <LinkColumn title="Customer care" links={FOOTER_CARE_LINKS} />
          <Box>
            <Typography variant="overline" component="h2" sx={columnTitleSx}>
              Newsletter
            </Typography>
            <Typography variant="body2" sx={{ color: 'rgba(251,248,243,0.7)', mb: 2 }}>
              New collections, private previews and care notes, a few times a season.
            </Typography>
            <NewsletterForm />
          </Box>
        </Box>
        <Divider sx={{ borderColor: 'rgba(251,248,243,0.14)', my: 4 }} />
        <FooterIdentity shop={shop} />
      </Container>
    </Box>
  );
}
