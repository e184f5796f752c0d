import CloseIcon from '@mui/icons-material/Close';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { useCartCount } from '../../../shared/cart/use-cart-count';
import { CurrencySwitcher } from '../../../shared/money/currency-switcher';
import { openShopDrawer } from '../../../shared/ui/drawers';
import type { ShopDrawer } from '../../../shared/ui/drawers';
import { notify } from '../../../shared/ui/notify';
import { usePublishHeaderBottom } from '../../../shared/ui/use-header-offset';
import { Wordmark } from '../../../shared/ui/wordmark';
import { useWishlist } from '../../../shared/wishlist/use-wishlist';
import { HeaderSearch } from './header-search';

export interface HeaderCategory {
  id: number;
  name: string;
}

const LOGIN_TO_OPEN: Record<ShopDrawer, string> = { cart: 'Please login to view cart', wishlist: 'Please login to view wishlist' };

/** An icon with the number of pieces behind it; screen readers hear the count in the label. */
function CountBadge({ count, testId, children }: { count: number; testId: string; children: ReactNode }) {
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="primary"
      invisible={count === 0}
      slotProps={{ badge: { 'data-testid': testId, 'aria-hidden': true } as object }}
      sx={{ '& .MuiBadge-badge': { fontSize: '0.66rem', minWidth: 18, height: 18, px: 0.5 } }}
    >
      {children}
    </Badge>
  );
}

const navLinkSx = {
  fontSize: '0.74rem',
  fontWeight: 600,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: 'text.primary',
  textDecoration: 'none',
  py: 1.5,
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  '&:hover': { color: 'primary.dark' },
  '&.active': { borderBottomColor: 'primary.main', color: 'primary.dark' },
} as const;

export function SiteHeader({ categories }: { categories: readonly HeaderCategory[] }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const cartCount = useCartCount();
  const { count: wishlistCount } = useWishlist();
  // Toasts sit below the header's icons (app-providers.tsx reads the published edge).
  const appBarRef = useRef<HTMLElement>(null);
  usePublishHeaderBottom(appBarRef);
  // One search box in the DOM: in the bar on wide screens, under it on phones.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

  const openPanel = (which: ShopDrawer) => {
    if (!user) {
      notify.error(LOGIN_TO_OPEN[which]);
      return;
    }
    openShopDrawer(which);
  };
  const itemsLabel = (name: string, count: number) => (count ? `${name}, ${count} ${count === 1 ? 'item' : 'items'}` : name);

  const iconButtons = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
      <Tooltip title="Wishlist">
        <IconButton aria-label={itemsLabel('Wishlist', wishlistCount)} data-testid="header-wishlist" onClick={() => openPanel('wishlist')}>
          <CountBadge count={wishlistCount} testId="header-wishlist-count">
            <FavoriteBorderIcon />
          </CountBadge>
        </IconButton>
      </Tooltip>
      <Tooltip title="Cart">
        <IconButton aria-label={itemsLabel('Cart', cartCount)} data-testid="header-cart" onClick={() => openPanel('cart')}>
          <CountBadge count={cartCount} testId="header-cart-count">
            <ShoppingBagOutlinedIcon />
          </CountBadge>
        </IconButton>
      </Tooltip>
      <Tooltip title={user ? 'My account' : 'Log in'}>
        <IconButton
          aria-label={user ? 'My account' : 'Log in'}
          data-testid="header-account"
          onClick={() => navigate(user ? '/profile' : '/login')}
        >
          <PersonOutlineIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <>
      <Box
        data-testid="header-top-strip"
        sx={{
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          display: 'grid',
          // Phones: the offer on the left, the currency on the right; wide screens: the offer centred.
          gridTemplateColumns: { xs: '1fr auto', md: '1fr auto 1fr' },
          alignItems: 'center',
          gap: 1,
          minHeight: 36,
          px: { xs: 2, md: 3 },
        }}
      >
        <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' } }} />
        <Typography component="p" sx={{ fontSize: '0.7rem', fontWeight: 600, letterSpacing: { xs: '0.16em', sm: '0.24em' }, py: 0.9 }}>
          FREE SHIPPING · COUPON: FREE
        </Typography>
        <Box sx={{ justifySelf: 'end' }}>
          <CurrencySwitcher />
        </Box>
      </Box>

      <AppBar position="sticky" component="header" ref={appBarRef} data-testid="site-header">
        <Container maxWidth="xl">
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 1fr auto', md: '1fr auto 1fr' },
              alignItems: 'center',
              gap: 2,
              minHeight: { xs: 64, md: 84 },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <IconButton
                aria-label="Open menu"
                onClick={() => setMenuOpen(true)}
                sx={{ display: { md: 'none' }, ml: -1 }}
                data-testid="header-menu"
              >
                <MenuIcon />
              </IconButton>
              {wide ? (
                <Box sx={{ width: '100%', maxWidth: 340 }}>
                  <HeaderSearch />
                </Box>
              ) : null}
            </Box>
            <Box sx={{ justifySelf: 'center' }}>
              <Wordmark />
            </Box>
            <Box sx={{ justifySelf: 'end' }}>{iconButtons}</Box>
          </Box>
        </Container>

        <Divider sx={{ display: { xs: 'none', md: 'block' } }} />
        <Box
          component="nav"
          aria-label="Categories"
          sx={{
            display: { xs: 'none', md: 'flex' },
            justifyContent: 'center',
            gap: { md: 4, lg: 6 },
            px: 3,
            overflowX: 'auto',
          }}
        >
          <Link component={NavLink} to="/allproduct/all" sx={navLinkSx}>
            All Jewellery
          </Link>
          {categories.map((category) => (
            <Link key={category.id} component={NavLink} to={`/allproduct/${category.id}`} sx={navLinkSx} data-testid="header-category-link">
              {category.name}
            </Link>
          ))}
          <Link component={NavLink} to="/about" sx={navLinkSx}>
            Our Story
          </Link>
        </Box>
        {wide ? null : (
          <Box sx={{ px: 2, pb: 1.5 }}>
            <HeaderSearch />
          </Box>
        )}
      </AppBar>

      <Drawer anchor="left" open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { sx: { width: 300 } } }}>
        <Box data-testid="mobile-menu" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 2 }}>
          <Wordmark size="small" />
          <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List
          onClick={() => setMenuOpen(false)}
          subheader={<ListSubheader sx={{ bgcolor: 'transparent', letterSpacing: '0.18em', fontSize: '0.7rem' }}>SHOP</ListSubheader>}
          sx={{ px: 1 }}
        >
          <ListItemButton component={RouterLink} to="/allproduct/all">
            <ListItemText primary="All Jewellery" />
          </ListItemButton>
          {categories.map((category) => (
            <ListItemButton key={category.id} component={RouterLink} to={`/allproduct/${category.id}`}>
              <ListItemText primary={category.name} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <List onClick={() => setMenuOpen(false)} sx={{ px: 1 }}>
          <ListItemButton component={RouterLink} to="/about">
            <ListItemText primary="Our Story" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to="/contact">
            <ListItemText primary="Contact Us" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={user ? '/profile' : '/login'}>
            <ListItemText primary={user ? 'My Account' : 'Log In / Sign Up'} />
          </ListItemButton>
        </List>
      </Drawer>
    </>
  );
}
