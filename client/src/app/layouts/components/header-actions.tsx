import { pagePath } from '@shop/contracts';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { useCartCount } from '../../../shared/cart/use-cart-count';
import { openShopDrawer } from '../../../shared/ui/drawers';
import type { ShopDrawer } from '../../../shared/ui/drawers';
import { notify } from '../../../shared/ui/notify';
import { useWishlist } from '../../../shared/wishlist/use-wishlist';

const LOGIN_TO_OPEN: Record<ShopDrawer, string> = { cart: 'Please login to view cart', wishlist: 'Please login to view wishlist' };

const itemsLabel = (name: string, count: number) => (count ? `${name}, ${count} ${count === 1 ? 'item' : 'items'}` : name);

interface DrawerButtonProps {
  drawer: ShopDrawer;
  /** 'Wishlist', 'Cart': the tooltip, and the start of the label. */
  name: string;
  count: number;
  icon: ReactNode;
  onOpen: (drawer: ShopDrawer) => void;
}

/**
 * An icon with the number of pieces behind it that opens its drawer; screen readers hear the count in the label.
 * The name shows on hover as the browser's own tooltip (`title`): MUI's Tooltip brings Popper into the first load.
 */
function DrawerButton({ drawer, name, count, icon, onOpen }: DrawerButtonProps) {
  return (
    <IconButton title={name} aria-label={itemsLabel(name, count)} data-testid={`header-${drawer}`} onClick={() => onOpen(drawer)}>
      <Badge
        // No figure at all when empty: a hidden "0" would still be text the label does not contain.
        badgeContent={count || null}
        max={99}
        color="primary"
        invisible={count === 0}
        slotProps={{ badge: { 'data-testid': `header-${drawer}-count`, 'aria-hidden': true } as object }}
        sx={{ '& .MuiBadge-badge': { fontSize: '0.66rem', minWidth: 18, height: 18, px: 0.5 } }}
      >
        {icon}
      </Badge>
    </IconButton>
  );
}

/** The header's icons: Wishlist and Cart (their drawers; a guest is asked to log in first) and the account. */
export function HeaderActions() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const cartCount = useCartCount();
  const { count: wishlistCount } = useWishlist();

  const openPanel = (which: ShopDrawer) => {
    if (!user) {
      notify.error(LOGIN_TO_OPEN[which]);
      return;
    }
    openShopDrawer(which);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
      <DrawerButton drawer="wishlist" name="Wishlist" count={wishlistCount} icon={<FavoriteBorderIcon />} onOpen={openPanel} />
      <DrawerButton drawer="cart" name="Cart" count={cartCount} icon={<ShoppingBagOutlinedIcon />} onOpen={openPanel} />
      <IconButton
        title={user ? 'My account' : 'Log in'}
        aria-label={user ? 'My account' : 'Log in'}
        data-testid="header-account"
        onClick={() => navigate(user ? pagePath('profile') : pagePath('login'))}
      >
        <PersonOutlineIcon />
      </IconButton>
    </Box>
  );
}
