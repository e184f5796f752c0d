import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { contactsUrls } from '../../contacts/contacts-urls';
import { ordersUrls } from '../../orders/orders-urls';
import { productsUrls } from '../../products/products-urls';
import { usersUrls } from '../../users/users-urls';

const ACTIONS = [
  { label: 'Manage Users', to: usersUrls.list(), icon: PeopleOutlineIcon },
  { label: 'Manage Products', to: productsUrls.list(), icon: DiamondOutlinedIcon },
  { label: 'Manage Orders', to: ordersUrls.list(), icon: ReceiptLongOutlinedIcon },
  { label: 'Manage Contacts', to: contactsUrls.list(), icon: MailOutlineIcon },
] as const;

/** Quick Actions: shortcuts to the four areas (the legacy "Manage Frames" is the products page). */
export function QuickActions() {
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="dashboard-actions-title" sx={{ p: 2.5 }} data-testid="dashboard-actions">
      <Typography id="dashboard-actions-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Quick Actions
      </Typography>
      <List disablePadding>
        {ACTIONS.map(({ label, to, icon: Icon }) => (
          // Each link in its own <li>: a <ul> may hold only list items (Lighthouse's `list` audit).
          <ListItem key={to} disablePadding>
            <ListItemButton component={RouterLink} to={to} sx={{ borderRadius: 1 }}>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.dark' }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} />
              <ChevronRightIcon fontSize="small" color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
