import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL } from '../../../shared/shop-info';

const BENEFITS = [
  { icon: <LocalShippingOutlinedIcon />, title: 'Free shipping in India', text: 'Insured delivery to your door, on every order.' },
  { icon: <LockOutlinedIcon />, title: 'Secure payment', text: 'Encrypted checkout, online or cash on delivery.' },
  { icon: <MailOutlineIcon />, title: 'Support by e-mail', text: `Write to ${SUPPORT_EMAIL} and we reply within a day.` },
] as const;

export function BenefitsStrip() {
  return (
    <Box component="section" aria-label="Why shop with us" data-testid="benefits-strip" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {BENEFITS.map((benefit, index) => (
            <Box
              key={benefit.title}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                py: { xs: 2.5, md: 3.5 },
                px: { xs: 0, md: 4 },
                borderLeft: { md: index === 0 ? 'none' : '1px solid' },
                borderTop: { xs: index === 0 ? 'none' : '1px solid', md: 'none' },
                borderColor: { xs: 'divider', md: 'divider' },
                justifyContent: { md: 'center' },
              }}
            >
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.dark',
                  border: '1px solid',
                  borderColor: 'primary.light',
                }}
              >
                {benefit.icon}
              </Box>
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ letterSpacing: '0.04em' }}>
                  {benefit.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {benefit.text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
