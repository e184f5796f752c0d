import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { apiAssetUrl } from '../../../shared/api/asset-url';

export type HeroState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; imageUrl: string | null };

const heroHeight = { xs: 'min(78vh, 620px)', md: 'calc(100vh - 172px)' };

/**
 * First slide of the home carousel (the real carousel arrives later). With no active slider
 * images we show a brand banner instead of waiting forever, which the legacy page did.
 */
export function HeroBanner({ state }: { state: HeroState }) {
  if (state.status !== 'ready') {
    const failed = state.status === 'error';
    return (
      <Box
        data-testid="hero-status"
        role={failed ? 'alert' : 'status'}
        sx={{
          height: { xs: 320, md: 420 },
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#f3ede4',
          backgroundImage: 'radial-gradient(circle at 50% 40%, rgba(214,191,147,0.25) 0, rgba(214,191,147,0) 60%)',
        }}
      >
        <Typography sx={{ color: failed ? 'error.main' : 'text.secondary', textAlign: 'center', letterSpacing: '0.06em' }}>
          {failed ? 'Error fetching images' : 'Loading images...'}
        </Typography>
      </Box>
    );
  }

  const src = apiAssetUrl(state.imageUrl);
  if (src) {
    // Slider images are finished banners (their artwork carries its own text): show them as they are.
    return (
      <Box
        component="section"
        aria-label="Featured collection"
        data-testid="hero-banner"
        // Phones show the whole banner at its own aspect ratio; wide screens fill the viewport.
        sx={{ position: 'relative', height: { xs: 'auto', md: heroHeight.md }, minHeight: { md: 420 }, overflow: 'hidden', bgcolor: '#1c1a17' }}
      >
        <Box
          component={RouterLink}
          to="/allproduct/all"
          aria-label="Shop the collection"
          sx={{ position: { xs: 'static', md: 'absolute' }, inset: 0, display: 'block' }}
        >
          <Box
            component="img"
            src={src}
            alt="Aurelia lab-grown diamond jewellery"
            fetchPriority="high"
            sx={{ width: '100%', height: { xs: 'auto', md: '100%' }, minHeight: { xs: 220, md: 0 }, objectFit: 'cover' }}
          />
        </Box>
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-label="Featured collection"
      data-testid="hero-banner"
      sx={{
        position: 'relative',
        height: heroHeight,
        minHeight: 420,
        overflow: 'hidden',
        color: '#fbf8f3',
        background: 'radial-gradient(120% 90% at 75% 30%, #4a4036 0%, #2a2520 55%, #1c1a17 100%)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: '-30%', md: '6%' },
          top: '50%',
          transform: 'translateY(-50%) rotate(45deg)',
          width: { xs: 340, md: 460 },
          height: { xs: 340, md: 460 },
          border: '1px solid rgba(214,191,147,0.35)',
          boxShadow: 'inset 0 0 0 28px rgba(214,191,147,0.04), 0 0 0 56px rgba(214,191,147,0.03)',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(90deg, rgba(20,18,15,0.62) 0%, rgba(20,18,15,0.28) 45%, rgba(20,18,15,0) 75%)',
        }}
      />
      <Container maxWidth="xl" sx={{ position: 'relative', height: '100%', display: 'flex', alignItems: 'center' }}>
        <Box sx={{ maxWidth: 560, py: 6 }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.light' }}>
            Lab-grown · Conflict-free · Solid gold
          </Typography>
          <Typography variant="h1" sx={{ mt: 1.5, mb: 2.5, color: 'inherit' }}>
            Brilliance, grown with care
          </Typography>
          <Typography sx={{ color: 'rgba(251,248,243,0.85)', mb: 4, maxWidth: 460 }}>
            Certified lab-grown diamonds set in 14K and 18K gold: rings, earrings, necklaces and sets made to be worn every day.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/allproduct/all" variant="contained" size="large">
              Shop the collection
            </Button>
            <Button
              component={RouterLink}
              to="/about"
              variant="outlined"
              size="large"
              sx={{ color: '#fbf8f3', borderColor: 'rgba(251,248,243,0.6)', '&:hover': { color: 'primary.light', borderColor: 'primary.light' } }}
            >
              Our story
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
