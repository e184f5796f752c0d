import { pagePath } from '@shop/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The banner under the hero: what a lab-grown diamond is, in two lines, with the way to the story. */
export function BrandBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="brand-banner-heading"
      data-testid="brand-banner"
      sx={{
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        backgroundImage: 'radial-gradient(80% 140% at 100% 0%, rgba(214,191,147,0.16) 0%, rgba(214,191,147,0) 60%)',
      }}
    >
      <Container
        maxWidth="xl"
        sx={{
          py: { xs: 2.5, md: 5 },
          display: 'grid',
          gap: { xs: 2, md: 6 },
          // Phones: the heading and the button only, side by side, so the products come sooner.
          gridTemplateColumns: { xs: '1fr auto', md: '1fr 1.15fr auto' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'primary.light', lineHeight: 1.6 }}>
            Lab-grown, explained
          </Typography>
          <Typography
            id="brand-banner-heading"
            variant="h4"
            component="h2"
            sx={{ fontSize: { xs: '1.3rem', md: '2rem' }, color: 'inherit' }}
          >
            The same diamond. Without the mine.
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, color: 'rgba(251,248,243,0.8)', maxWidth: 560 }}>
          Our diamonds are grown from carbon in a laboratory: chemically, physically and optically identical to mined diamonds, graded to
          the same standards and set by hand in solid gold.
        </Typography>
        <Button
          component={RouterLink}
          to={pagePath('about')}
          variant="outlined"
          endIcon={<ArrowForwardIcon />}
          sx={{
            justifySelf: 'end',
            whiteSpace: 'nowrap',
            px: { xs: 1.5, md: 2.5 },
            color: 'secondary.contrastText',
            borderColor: 'rgba(251,248,243,0.5)',
            '&:hover': { borderColor: 'primary.light', color: 'primary.light' },
          }}
        >
          Our story
        </Button>
      </Container>
    </Box>
  );
}
