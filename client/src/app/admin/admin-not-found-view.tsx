import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardUrls } from '../../admin/dashboard/dashboard-urls';
import { AdminPageHeader } from '../../shared/ui/admin-page-header';

/** An address under /admin that no back-office screen answers. */
export function AdminNotFoundView() {
  return (
    <Box data-testid="admin-not-found">
      <AdminPageHeader title="Page not found" subtitle="There is no back-office screen at this address." />
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <SearchOffOutlinedIcon sx={{ fontSize: 44, color: 'primary.main' }} />
        <Typography variant="h5" component="p" sx={{ mt: 2 }}>
          Nothing here
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
          Check the address, or pick a screen from the menu.
        </Typography>
        <Button component={RouterLink} to={dashboardUrls.home()} variant="outlined" sx={{ mt: 3 }}>
          Back to dashboard
        </Button>
      </Paper>
    </Box>
  );
}
