import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { closeShopDrawer, useOpenDrawer } from '../../../shared/ui/drawers';
import type { ShopDrawer } from '../../../shared/ui/drawers';
import { lazyNamed } from '../../../shared/lazy/lazy-named';
import { LazyPartBoundary, LazyPartError } from '../../../shared/lazy/lazy-part-boundary';
import { LazyPartPanel } from '../../../shared/lazy/lazy-part-panel';

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

  const drawer = (name: ShopDrawer, title: string, content: ReactNode) =>
    opened.has(name) ? (
      // Its code failing to arrive shows in the drawer, with Retry; the page around it stays.
      <LazyPartBoundary
        fallback={(retry) => (
          <LazyPartPanel open={open === name} onClose={closeShopDrawer} title={title} testId={`${name}-drawer-unavailable`}>
            <LazyPartError onRetry={retry} />
          </LazyPartPanel>
        )}
      >
        <Suspense fallback={null}>{content}</Suspense>
      </LazyPartBoundary>
    ) : null;

  return (
    <>
      {drawer('cart', 'Your Cart', <CartDrawer open={open === 'cart'} onClose={closeShopDrawer} />)}
      {drawer('wishlist', 'Your Wishlist', <WishlistDrawer open={open === 'wishlist'} onClose={closeShopDrawer} />)}
    </>
  );
}
