import { ALL_JEWELLERY_PATH, categoryPath, pagePath } from '@shop/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { Wordmark } from '../../../shared/ui/wordmark';
import type { HeaderCategory } from './category-nav';

/** A menu entry: a router link. */
function MenuLink({ to, label }: { to: string; label: string }) {
  return (
    <ListItemButton component={RouterLink} to={to}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  categories: readonly HeaderCategory[];
}

/** Phones' menu (from the left): the categories to shop, then the shop's pages and the account; any choice closes it. */
export function MobileMenu({ open, onClose, categories }: MobileMenuProps) {
  const { user } = useAuth();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box data-testid="mobile-menu" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 2 }}>
        <Wordmark size="small" />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List
        onClick={onClose}
        subheader={<ListSubheader sx={{ bgcolor: 'transparent', letterSpacing: '0.18em', fontSize: '0.7rem' }}>SHOP</ListSubheader>}
        sx={{ px: 1 }}
      >
        <MenuLink to={ALL_JEWELLERY_PATH} label="All Jewellery" />
        {categories.map((category) => (
          <MenuLink key={category.id} to={categoryPath(category.id)} label={category.name} />
        ))}
        <MenuLink to={pagePath('design-your-own')} label="Design Your Own" />
      </List>
      <Divider />
      <List onClick={onClose} sx={{ px: 1 }}>
        <MenuLink to={pagePath('about')} label="Our Story" />
        <MenuLink to={pagePath('contact')} label="Contact Us" />
        <MenuLink to={user ? pagePath('profile') : pagePath('login')} label={user ? 'My Account' : 'Log In / Sign Up'} />
      </List>
    </Drawer>
  );
}
