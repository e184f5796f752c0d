import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { contactsUrls } from '../../contacts/contacts-urls';
import { ordersUrls } from '../../orders/orders-urls';
import { productsUrls } from '../../products/products-urls';
import { usersUrls } from '../../users/users-urls';
import type { DashboardCounts } from '../dashboard-figures';
import { iconDiscSx } from '../../../shared/ui/icon-ring';
import { plainListSx } from '../../../shared/ui/plain-list';

// Products stand where the legacy dashboard counted frames (docs/decisions.md#frame-shop-remnants).
const CARDS = [
  { key: 'users', title: 'Users', to: usersUrls.list(), icon: PeopleOutlineIcon },
  { key: 'products', title: 'Products', to: productsUrls.list(), icon: DiamondOutlinedIcon },
  { key: 'orders', title: 'Orders', to: ordersUrls.list(), icon: ReceiptLongOutlinedIcon },
  { key: 'inquiries', title: 'Contacts', to: contactsUrls.list(), icon: MailOutlineIcon },
] as const;

/** The four stat cards, each a link to its page; skeleton figures on the first load. */
export function StatCards({ counts, loading }: { counts: DashboardCounts; loading: boolean }) {
  return (
    <Box
      component="ul"
      aria-label="Shop figures"
      sx={{
        ...plainListSx,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {CARDS.map(({ key, title, to, icon: Icon }) => (
        <li key={key}>
          <Paper
            component={RouterLink}
            to={to}
            variant="outlined"
            data-testid={`dashboard-card-${key}`}
            // Loaded, the card is named by what it shows (WCAG 2.5.3): its title and its figure.
            aria-label={loading ? `${title}: loading` : undefined}
            sx={{
              p: 2.5,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              textDecoration: 'none',
              color: 'inherit',
              height: '100%',
              transition: 'border-color 200ms ease, transform 200ms ease',
              '&:hover, &:focus-visible': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
            }}
          >
            <Box sx={{ width: 48, height: 48, ...iconDiscSx }}>
              <Icon />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}
              >
                {title}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`dashboard-count-${key}`}>
                {loading ? <Skeleton width={56} /> : counts[key].toLocaleString('en-IN')}
              </Typography>
            </Box>
            <ArrowForwardIcon fontSize="small" sx={{ color: 'primary.dark' }} aria-hidden />
          </Paper>
        </li>
      ))}
    </Box>
  );
}
