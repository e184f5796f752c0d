import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SERIF_STACK } from '../../theme/typography';
import { visuallyHidden } from './visually-hidden';

interface WordmarkProps {
  to?: string;
  tone?: 'dark' | 'light';
  size?: 'small' | 'medium';
}

/** The shop's text logo: 'AURELIA' in the display serif over a small gold 'LAB DIAMONDS'. */
export function Wordmark({ to = '/', tone = 'dark', size = 'medium' }: WordmarkProps) {
  const small = size === 'small';
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'center',
        textDecoration: 'none',
        color: tone === 'dark' ? 'text.primary' : 'background.default',
        lineHeight: 1,
      }}
    >
      <Typography
        component="span"
        sx={{
          fontFamily: SERIF_STACK,
          fontWeight: 500,
          fontSize: small ? '1.35rem' : { xs: '1.5rem', md: '1.9rem' },
          letterSpacing: '0.28em',
          mr: '-0.28em',
          lineHeight: 1.05,
        }}
      >
        AURELIA
      </Typography>{' '}
      <Typography
        component="span"
        sx={{
          fontSize: small ? '0.52rem' : { xs: '0.55rem', md: '0.62rem' },
          fontWeight: 600,
          letterSpacing: '0.42em',
          mr: '-0.42em',
          // Antique gold on ivory, light gold on charcoal: both pass AA at this small size.
          color: tone === 'dark' ? 'primary.main' : 'primary.light',
          mt: 0.5,
        }}
      >
        LAB DIAMONDS
      </Typography>
      {/* Named by what it shows (WCAG 2.5.3, label in name), then where it leads. */}
      <Box component="span" sx={visuallyHidden}>
        , home
      </Box>
    </Box>
  );
}
