import { Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { closeShopDrawer, useOpenDrawer } from '../../../shared/ui/drawers';
import type { ShopDrawer } from '../../../shared/ui/drawers';
import { lazyNamed } from '../../lazy-named';

// Their code is fetched the first time a shopper opens one, not with every page.
const CartDrawer = lazyNamed(() => import('../../../storefront/cart/views/cart-drawer'), 'CartDrawer');
const WishlistDrawer = lazyNamed(() => import('../../../storefront/wishlist/views/wishlist-drawer'), 'WishlistDrawer');

/**
 * The cart and wishlist drawers, opened through shared/ui/drawers.ts (header icons, "Add to Cart").
 * Each drawer's content (storefront/cart, storefront/wishlist) mounts, and fetches, when it opens.
 */
export function StorefrontDrawers() {
  const open = useOpenDrawer();
  const { user } = useAuth();
  // A drawer opened once stays mounted, so it can slide out again when it closes.
  const [opened, setOpened] = useState<ReadonlySet<ShopDrawer>>(new Set());
  if (open && !opened.has(open)) setOpened(new Set(opened).add(open));

  // Logging out (here or in another tab) closes whatever was open.
  useEffect(() => {
    if (!user) closeShopDrawer();
  }, [user]);

  return (
    <Suspense fallback={null}>
      {opened.has('cart') ? <CartDrawer open={open === 'cart'} onClose={closeShopDrawer} /> : null}
      {opened.has('wishlist') ? <WishlistDrawer open={open === 'wishlist'} onClose={closeShopDrawer} /> : null}
    </Suspense>
  );
}
