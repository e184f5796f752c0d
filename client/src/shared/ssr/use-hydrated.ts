import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const isInBrowser = () => true;
const isOnServer = () => false;

/**
 * False in a server render and while the browser hydrates its HTML (React uses the server snapshot then),
 * true from the render after; true at once in a page drawn in the browser alone.
 * special case: hydrationFirstRender (server/src/http/storefront-pages/special-cases.ts)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, isInBrowser, isOnServer);
}
