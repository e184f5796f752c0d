import { pagePath } from '@shop/contracts';
import AutorenewOutlinedIcon from '@mui/icons-material/AutorenewOutlined';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { plainListSx } from '../../../shared/ui/plain-list';
import { SectionHeading } from '../../../shared/ui/section-heading';

const REASONS = [
  {
    icon: <DiamondOutlinedIcon />,
    title: 'Real diamonds, grown',
    text: 'Every stone is a real diamond, the same carbon crystal as a mined one, graded for cut, colour and clarity.',
  },
  {
    icon: <WorkspacePremiumOutlinedIcon />,
    title: 'Solid gold only',
    text: 'Yellow, white and rose gold in 14K, 18K and 22K purities, priced by their weight in gold.',
  },
  {
    icon: <HandymanOutlinedIcon />,
    title: 'Set by hand',
    text: 'Our jewellers set, polish and check each piece by hand before it leaves the workshop.',
  },
  {
    icon: <AutorenewOutlinedIcon />,
    title: '30-day returns',
    text: 'Not quite right? Return or exchange it within 30 days of delivery, and exchange it for life after that.',
    link: { to: pagePath('return-exchange'), label: 'Returns & exchange' },
  },
] as const;

/** Four reasons to buy here, each with its icon; two by two on phones. */
export function WhyChooseUs() {
  return (
    <Container component="section" aria-labelledby="why-heading" maxWidth="xl" sx={{ py: { xs: 7, md: 10 } }} data-testid="why-choose-us">
      <SectionHeading id="why-heading" eyebrow="The Aurelia promise" title="WHY CHOOSE US" />
      <Box
        component="ul"
        sx={{
          ...plainListSx,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {REASONS.map((reason) => (
          <Box
            component="li"
            key={reason.title}
            sx={{
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              p: { xs: 2, md: 3.5 },
              display: 'flex',
              flexDirection: 'column',
              gap: 1.25,
            }}
          >
            <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: { xs: 28, md: 34 } } }}>
              {reason.icon}
            </Box>
            <Typography variant="h6" component="h3" sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
              {reason.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontSize: { xs: '0.82rem', md: '0.9rem' } }}>
              {reason.text}
            </Typography>
            {'link' in reason ? (
              <Link component={RouterLink} to={reason.link.to} underline="always" sx={{ mt: 'auto', fontSize: '0.82rem', fontWeight: 600 }}>
                {reason.link.label}
              </Link>
            ) : null}
          </Box>
        ))}
      </Box>
    </Container>
  );
}
