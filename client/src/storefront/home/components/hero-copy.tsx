import { ALL_JEWELLERY_PATH } from '@shop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { SlideTone } from '../slide-tone';

const INK: Record<SlideTone, { text: string; muted: string; eyebrow: string }> = {
  // Light text on a dark picture, dark text on a light one.
  dark: { text: '#fbf8f3', muted: 'rgba(251,248,243,0.88)', eyebrow: '#e4cf9f' },
  light: { text: '#1f1d1a', muted: '#3a3631', eyebrow: '#6b5128' },
};

/**
 * The home page's headline (its only h1), as real text over the picture: over its bottom on phones,
 * over its left side on wide screens, in the ink that reads there (`tone` per breakpoint).
 */
export function HeroCopy({ tone }: { tone: { xs: SlideTone; md: SlideTone } }) {
  const phone = INK[tone.xs];
  const ink = INK[tone.md];
  return (
    <Box
      data-testid="hero-copy"
      sx={{
        gridArea: 'stack',
        position: 'relative',
        zIndex: 1,
        alignSelf: { xs: 'end', md: 'center' },
        // Over the slider the copy lets drags and clicks through, except on its own links.
        pointerEvents: 'none',
        '& a': { pointerEvents: 'auto' },
      }}
    >
      {/* Phones: clear of the dots and pause button at the picture's foot. */}
      <Container maxWidth="xl" sx={{ px: { xs: 2.5, sm: 4, md: 11 }, pt: { xs: 3, md: 8 }, pb: { xs: 7, md: 8 } }}>
        <Box
          sx={{
            maxWidth: { md: 540 },
            color: { xs: phone.text, md: ink.text },
            transition: 'color 500ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <Typography
            variant="overline"
            component="p"
            sx={{ color: { xs: phone.eyebrow, md: ink.eyebrow }, lineHeight: 1.6, transition: 'inherit' }}
          >
            Lab-grown · Conflict-free · Solid gold
          </Typography>
          <Typography
            variant="h1"
            data-testid="home-heading"
            sx={{
              color: 'inherit',
              mt: { xs: 0.5, md: 1.5 },
              mb: { xs: 1.5, md: 2.5 },
              fontSize: { xs: '2.3rem', md: 'clamp(3rem, 3vw + 1.5rem, 4.25rem)' },
            }}
          >
            Brilliance, grown with care
          </Typography>
          {/* Phones keep to the headline and the button, so the first products come into view sooner. */}
          <Typography
            sx={{
              display: { xs: 'none', sm: 'block' },
              color: { xs: phone.muted, md: ink.muted },
              mb: 4,
              maxWidth: 460,
              transition: 'inherit',
            }}
          >
            Certified lab-grown diamonds set in solid 14K, 18K and 22K gold: rings, earrings, necklaces and sets made to be worn every day.
          </Typography>
          <Button
            component={RouterLink}
            to={ALL_JEWELLERY_PATH}
            variant="contained"
            size="large"
            data-testid="hero-shop"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Shop the collection
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
