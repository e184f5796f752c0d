import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '../../../shared/shop-info';
import { useShopIdentity } from '../../../shared/shop-identity/use-shop-identity';
import { iconRingSx } from '../../../shared/ui/icon-ring';
import { ContactForm } from '../components/contact-form';
import { ContactMap } from '../components/contact-map';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ width: 40, height: 40, ...iconRingSx }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

const linkSx = { color: 'primary.main', fontWeight: 600, wordBreak: 'break-word' } as const;

/** A detail's link; an outside one (the chat) opens in a new tab. */
function DetailLink({ href, outside = false, children }: { href: string; outside?: boolean; children: ReactNode }) {
  return (
    <Link href={href} sx={linkSx} {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Link>
  );
}

/** How to reach the shop: e-mail, phone, chat, hours and the studio's address (the configured shop identity's). */
function ContactDetails() {
  const shop = useShopIdentity();
  return (
    <Box component="section" aria-labelledby="contact-details-heading" sx={{ gridArea: 'details' }}>
      <Typography id="contact-details-heading" variant="h4" component="h2" sx={{ mb: 3, fontSize: { xs: '1.6rem', md: '1.9rem' } }}>
        Reach us
      </Typography>
      <Box component="ul" data-testid="contact-details" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        <Detail icon={<MailOutlineIcon fontSize="small" />} title="E-mail">
          {shop ? <DetailLink href={shop.mailHref}>{shop.supportEmail}</DetailLink> : null}
        </Detail>
        <Detail icon={<PhoneOutlinedIcon fontSize="small" />} title="Phone">
          {shop ? <DetailLink href={shop.telHref}>{shop.supportPhone}</DetailLink> : null}
        </Detail>
        <Detail icon={<ChatOutlinedIcon fontSize="small" />} title="Chat">
          {shop ? (
            <DetailLink href={shop.chatHref} outside>
              WhatsApp us
            </DetailLink>
          ) : null}
        </Detail>
        <Detail icon={<ScheduleOutlinedIcon fontSize="small" />} title="Hours">
          {SUPPORT_HOURS}
        </Detail>
        <Detail icon={<PlaceOutlinedIcon fontSize="small" />} title="Studio">
          <Box component="address" data-testid="contact-address" sx={{ fontStyle: 'normal' }}>
            {(shop ? [shop.tradingName, ...shop.addressLines] : []).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </Box>
        </Detail>
      </Box>
    </Box>
  );
}

/** /contact: how to reach the shop, where the studio is, and the contact form. */
export function ContactView() {
  return (
    <Box data-testid="contact-page">
      <Box sx={{ bgcolor: '#f4ede2', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          <Typography variant="overline" component="p" color="primary.dark">
            We are here to help
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.6rem', md: '3.6rem' } }}>
            Contact us
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { md: '1.1rem' } }}>
            A question about a piece, an order or your ring size? Send us a message and we reply {SUPPORT_REPLY_TIME}, or visit the studio.
          </Typography>
        </Container>
      </Box>

      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 5, md: 8 },
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1.35fr' },
          gridTemplateAreas: { xs: '"details" "form" "map"', md: '"details form" "map form"' },
          alignItems: 'start',
        }}
      >
        <ContactDetails />

        <Box
          component="section"
          aria-labelledby="contact-form-heading"
          sx={{ gridArea: 'form', border: 1, borderColor: 'divider', bgcolor: 'background.paper', p: { xs: 2.5, sm: 4, md: 5 } }}
        >
          <Typography id="contact-form-heading" variant="h4" component="h2" sx={{ mb: 1, fontSize: { xs: '1.6rem', md: '1.9rem' } }}>
            Send us a message
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Every field is required.
          </Typography>
          <ContactForm />
        </Box>

        <Box sx={{ gridArea: 'map' }}>
          <ContactMap />
        </Box>
      </Container>
    </Box>
  );
}
