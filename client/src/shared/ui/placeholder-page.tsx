import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface PlaceholderPageProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  action?: { label: string; to: string };
  testId?: string;
}

/** A tidy page for screens that are linked but not built yet, so no link ever lands on a 404. */
export function PlaceholderPage({ eyebrow, title, children, action, testId }: PlaceholderPageProps) {
  return (
    <Container maxWidth="md" data-testid={testId} sx={{ py: { xs: 8, md: 12 } }}>
      <Box sx={{ textAlign: 'center', maxWidth: 620, mx: 'auto' }}>
        {eyebrow ? (
          <Typography variant="overline" color="primary.dark" component="p">
            {eyebrow}
          </Typography>
        ) : null}
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Box sx={{ width: 56, height: 2, bgcolor: 'primary.main', mx: 'auto', my: 3 }} />
        {children ? (
          <Typography variant="body1" color="text.secondary" component="div">
            {children}
          </Typography>
        ) : null}
        {action ? (
          <Button component={RouterLink} to={action.to} variant="contained" sx={{ mt: 4 }}>
            {action.label}
          </Button>
        ) : null}
      </Box>
    </Container>
  );
}
