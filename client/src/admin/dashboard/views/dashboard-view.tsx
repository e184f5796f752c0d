import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';

// The figures arrive with the real dashboard; for now these are the spec's four areas as shortcuts.
const AREAS = [
  { title: 'Users', text: 'Customer and admin accounts', to: '/admin/users', icon: PeopleOutlineIcon },
  { title: 'Products', text: 'Catalogue, prices and variants', to: '/admin/products', icon: DiamondOutlinedIcon },
  { title: 'Orders', text: 'Regular and custom orders', to: '/admin/orders', icon: ReceiptLongOutlinedIcon },
  { title: 'Contacts', text: 'Inquiries from the contact form', to: '/admin/contact', icon: MailOutlineIcon },
] as const;

export function DashboardView() {
  const { user } = useAuth();
  return (
    <Box data-testid="admin-dashboard">
      <AdminPageHeader
        title="Dashboard"
        subtitle={`Welcome back${user?.firstName ? `, ${user.firstName}` : ''}. Here is where the shop is run.`}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' } }}>
        {AREAS.map(({ title, text, to, icon: Icon }) => (
          <Paper
            key={title}
            component={RouterLink}
            to={to}
            variant="outlined"
            sx={{
              p: 3,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              textDecoration: 'none',
              color: 'inherit',
              transition: 'border-color 200ms ease, transform 200ms ease',
              '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
            }}
          >
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(176,141,87,0.14)',
                color: 'primary.dark',
              }}
            >
              <Icon />
            </Box>
            <Box>
              <Typography variant="h5" component="h2">
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Box>
            <Typography
              variant="caption"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: 'primary.dark',
                fontWeight: 600,
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
              }}
            >
              Open <ArrowForwardIcon sx={{ fontSize: 14 }} />
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
