import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A dashboard list card: an outlined section named by its heading, with a link to the page that manages what
 * it lists (`dashboard-<name>` is its test id, `dashboard-<name>-title` its heading's id).
 */
export function DashboardPanel({
  name,
  title,
  link,
  children,
}: {
  name: string;
  title: ReactNode;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  const titleId = `dashboard-${name}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }} data-testid={`dashboard-${name}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <Button component={RouterLink} to={link.to} size="small" sx={{ ml: 'auto' }}>
          {link.label}
        </Button>
      </Box>
      {children}
    </Paper>
  );
}
