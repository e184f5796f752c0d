import { pagePath } from '@shop/contracts';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '../shop-info';
import { SupportEmailLink } from '../shop-identity/support-email-link';
import { useShopIdentity } from '../shop-identity/use-shop-identity';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: '2px', display: 'flex' }}>
        {icon}
      </Box>
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

/** "Need help?" box of the customer-care pages: e-mail, chat, the contact form and the hours. */
export function SupportContact({ title = 'Need help?', emailSubject = 'Help with my order' }: { title?: string; emailSubject?: string }) {
  const shop = useShopIdentity();
  return (
    <Box
      component="aside"
      aria-labelledby="support-contact-title"
      data-testid="support-contact"
      sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper', p: { xs: 3, sm: 4 }, mt: 6 }}
    >
      <Typography id="support-contact-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Row icon={<MailOutlineIcon fontSize="small" />}>
          E-mail <SupportEmailLink subject={emailSubject} underline="always" sx={{ color: 'primary.main', fontWeight: 600 }} />: we reply{' '}
          {SUPPORT_REPLY_TIME}.
        </Row>
        <Row icon={<ChatOutlinedIcon fontSize="small" />}>
          Chat with us on{' '}
          <Link
            href={shop?.chatHref}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
            sx={{ color: 'primary.main', fontWeight: 600 }}
          >
            WhatsApp
          </Link>
          .
        </Row>
        <Row icon={<SendOutlinedIcon fontSize="small" />}>
          Or send a message through our{' '}
          <Link component={RouterLink} to={pagePath('contact')} underline="always" sx={{ color: 'primary.main', fontWeight: 600 }}>
            contact form
          </Link>
          .
        </Row>
        <Row icon={<ScheduleOutlinedIcon fontSize="small" />}>{SUPPORT_HOURS}.</Row>
      </Box>
    </Box>
  );
}
