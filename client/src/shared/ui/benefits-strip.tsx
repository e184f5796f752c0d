import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SUPPORT_REPLY_TIME } from '../shop-info';
import { iconRingSx } from './icon-ring';
import { useShopIdentity } from '../shop-identity/use-shop-identity';

const BENEFITS = [
  { icon: <LocalShippingOutlinedIcon />, title: 'Free shipping in India', text: 'Insured delivery to your door, on every order.' },
  { icon: <LockOutlinedIcon />, title: 'Secure payment', text: 'Encrypted checkout, online or cash on delivery.' },
  { icon: <MailOutlineIcon />, title: 'Support by e‑mail', text: `Write to customer care: we reply ${SUPPORT_REPLY_TIME}.`, mail: true },
] as const;

/**
 * The three promises of the shop (home and about pages): free shipping in India, secure payment,
 * support by e-mail. Three compact columns on phones, with the detail from tablets up.
 */
export function BenefitsStrip() {
  const shop = useShopIdentity();
  // The support address is the configured identity's (server), once it has arrived.
  const textOf = (benefit: (typeof BENEFITS)[number]) =>
    'mail' in benefit && shop ? `Write to ${shop.supportEmail}: we reply ${SUPPORT_REPLY_TIME}.` : benefit.text;
  return (
    <Box
      component="section"
      aria-label="Why shop with us"
      data-testid="benefits-strip"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 1, sm: 3 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' }}>
          {BENEFITS.map((benefit, index) => (
            <Box
              component="li"
              key={benefit.title}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: 'center',
                textAlign: { xs: 'center', md: 'left' },
                gap: { xs: 1, md: 2 },
                py: { xs: 2, md: 3.5 },
                px: { xs: 1, md: 4 },
                borderLeft: index === 0 ? 'none' : '1px solid',
                borderColor: 'divider',
                justifyContent: { md: 'center' },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: { xs: 40, md: 48 },
                  height: { xs: 40, md: 48 },
                  ...iconRingSx,
                  '& svg': { fontSize: { xs: 20, md: 24 } },
                }}
              >
                {benefit.icon}
              </Box>
              <Box>
                <Typography
                  variant="subtitle2"
                  component="h3"
                  sx={{ letterSpacing: '0.04em', fontSize: { xs: '0.78rem', md: '0.875rem' }, lineHeight: 1.35 }}
                >
                  {benefit.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, mt: 0.25 }}>
                  {textOf(benefit)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
