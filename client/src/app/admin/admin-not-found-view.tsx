import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AdminPageHeader } from '../../shared/ui/admin-page-header';

/** Stand-in for back-office screens that are specified but not built yet. */
interface AdminPlaceholderViewProps {
  title: string;
  description: string;
  /** For unknown addresses: no 'coming soon' promise. */
  notFound?: boolean;
}

export function AdminPlaceholderView({ title, description, notFound = false }: AdminPlaceholderViewProps) {
  return (
    <Box data-testid={notFound ? 'admin-not-found' : 'admin-placeholder'}>
      <AdminPageHeader title={title} subtitle={description} />
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        {notFound ? (
          <SearchOffOutlinedIcon sx={{ fontSize: 44, color: 'primary.main' }} />
        ) : (
          <ConstructionOutlinedIcon sx={{ fontSize: 44, color: 'primary.main' }} />
        )}
        <Typography variant="h5" component="p" sx={{ mt: 2 }}>
          {notFound ? 'Nothing here' : 'Coming soon'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
          {notFound
            ? 'Check the address, or pick a screen from the menu.'
            : 'This screen is part of the back-office plan and will be available in an upcoming release.'}
        </Typography>
        <Button component={RouterLink} to="/admin" variant="outlined" sx={{ mt: 3 }}>
          Back to dashboard
        </Button>
      </Paper>
    </Box>
  );
}
