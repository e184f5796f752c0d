import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The brand panel of the forgot and reset password pages. */
export const PASSWORD_PAGES_ASIDE = { title: 'Back in a minute', text: 'Your cart, wishlist and orders wait for you.' };

interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  aside: { title: string; text: string };
  children: ReactNode;
  testId: string;
}

/** Two-column frame of the login and signup pages: a quiet brand panel and the form. */
export function AuthLayout({ eyebrow, title, subtitle, aside, children, testId }: AuthLayoutProps) {
  return (
    <Box data-testid={testId} sx={{ px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 }, display: 'flex', justifyContent: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 1040, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, overflow: 'hidden' }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'flex-end',
            position: 'relative',
            p: 5,
            color: '#fbf8f3',
            background: 'radial-gradient(130% 90% at 20% 10%, #4a4036 0%, #2a2520 55%, #1c1a17 100%)',
            overflow: 'hidden',
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: '16%',
              left: '50%',
              width: 220,
              height: 220,
              transform: 'translateX(-50%) rotate(45deg)',
              border: '1px solid rgba(214,191,147,0.45)',
              boxShadow: '0 0 0 22px rgba(214,191,147,0.05), 0 0 0 44px rgba(214,191,147,0.03)',
            }}
          />
          <Typography variant="h4" component="p" sx={{ position: 'relative', mb: 1.5 }}>
            {aside.title}
          </Typography>
          <Typography variant="body2" sx={{ position: 'relative', color: 'rgba(251,248,243,0.75)' }}>
            {aside.text}
          </Typography>
        </Box>
        <Box sx={{ p: { xs: 3, sm: 5, md: 6 } }}>
          <Typography variant="overline" color="primary.dark" component="p">
            {eyebrow}
          </Typography>
          <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {subtitle}
          </Typography>
          {children}
        </Box>
      </Paper>
    </Box>
  );
}

/** The line under an account form that leads to the other account page: "Already have an account? Log in". */
export function AuthSwitchLink({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', gridColumn: '1 / -1' }}>
      {question}{' '}
      <Link component={RouterLink} to={to} color="primary.dark" sx={{ fontWeight: 600 }}>
        {children}
      </Link>
    </Typography>
  );
}

interface AuthOutcomeProps {
  severity: AlertColor;
  testId: string;
  message: string;
  /** Where to go from here (a button or two). */
  children: ReactNode;
}

/** What replaces a password page's form once it has its answer: the message, then the way on. */
export function AuthOutcome({ severity, testId, message, children }: AuthOutcomeProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert severity={severity} data-testid={testId}>
        {message}
      </Alert>
      {children}
    </Box>
  );
}
