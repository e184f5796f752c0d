import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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
