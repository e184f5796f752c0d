import { useSyncExternalStore } from 'react';

/** The side drawers of the storefront, opened from the header icons (and from any screen, e.g. after "Add to Cart"). */
export type ShopDrawer = 'cart' | 'wishlist';

let openDrawer: ShopDrawer | null = null;
const listeners = new Set<() => void>();

function setDrawer(next: ShopDrawer | null): void {
  if (next === openDrawer) return;
  openDrawer = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens a drawer. The caller checks the session first (a guest gets the login toast of docs/specifications.md#storefront-5-validation instead).
 * The app shell renders the drawers and reads useOpenDrawer() to show the right one.
 */
export const openShopDrawer = (drawer: ShopDrawer): void => setDrawer(drawer);
export const closeShopDrawer = (): void => setDrawer(null);

const currentDrawer = () => openDrawer;
// A page drawn on the server (and its hydration) starts with every drawer closed.
const noDrawer = () => null;

/** Which drawer is open, or null. */
export function useOpenDrawer(): ShopDrawer | null {
  return useSyncExternalStore(subscribe, currentDrawer, noDrawer);
}
