import { ALL_JEWELLERY_PATH, pagePath } from '@shop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** Any storefront address no route knows. */
export function NotFoundView() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" data-testid="not-found-page" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography variant="overline" color="primary.dark" component="p">
        Error 404
      </Typography>
      <Typography variant="h2" component="h1">
        Page not found
      </Typography>
      <Box aria-hidden sx={{ width: 56, height: 2, bgcolor: 'primary.light', mx: 'auto', my: 3 }} />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        There is no page at{' '}
        <Box component="code" sx={{ color: 'text.primary', wordBreak: 'break-all' }}>
          {pathname}
        </Box>
        . The link may be old, or the address mistyped.
      </Typography>
      <Typography color="text.secondary">Our collection is a click away:</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
        <Button component={RouterLink} to={ALL_JEWELLERY_PATH} variant="contained">
          Browse all jewellery
        </Button>
        <Button component={RouterLink} to={pagePath('home')} variant="outlined">
          Back to home
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        Looking for something specific? Use the search at the top of the page, or{' '}
        <Box component={RouterLink} to={pagePath('contact')} sx={{ color: 'primary.main', fontWeight: 600 }}>
          ask us
        </Box>
        .
      </Typography>
    </Container>
  );
}
