import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useRef } from 'react';
import { lazyNamed } from '../shared/lazy/lazy-named';
import { LazyPartBoundary } from '../shared/lazy/lazy-part-boundary';
import type { ReactNode } from 'react';
import { AuthProvider, useAuth } from '../shared/auth/auth-context';
import { getStoredUser } from '../shared/auth/auth-storage';
import type { StoredUser } from '../shared/auth/auth-storage';
import { appTheme } from '../theme/theme';
import { HEADER_BOTTOM_VAR } from '../shared/ui/use-header-offset';
import { useOpenDrawer } from '../shared/ui/drawers';
import { loadToaster } from '../shared/ui/notify';
import { TOAST_OPTIONS } from '../shared/ui/toast-options';
import { useShopCurrency } from '../shared/money/use-shop-currency';
import { rememberCurrency, rememberViewportAtStart } from '../shared/ssr/browser-cookies';
import { NO_SSR_HINTS, SsrHintsProvider } from '../shared/ssr/ssr-hints';
import type { SsrHints } from '../shared/ssr/ssr-hints';
import { markHydrated } from '../shared/ssr/hydration-mark';
import { useHydrated } from '../shared/ssr/use-hydrated';

// Top right, just below the header (its bottom edge is published as a CSS variable), so a toast
// never covers the cart, wishlist or account icons, nor pauses over them when hovered.
const TOAST_CONTAINER_STYLE = { top: `calc(var(${HEADER_BOTTOM_VAR}, 72px) + 12px)`, right: 16 } as const;

const Toaster = lazyNamed(loadToaster, 'Toaster');

/**
 * Top right, except while a side drawer is open: its own DrawerToasts show them then (docs/decisions.md#toasts-and-drawers).
 * Mounted once the page has hydrated (the server's HTML has none), so react-hot-toast is not start-up code.
 */
function PageToaster() {
  const drawer = useOpenDrawer();
  const hydrated = useHydrated();
  if (!hydrated || drawer) return null;
  return (
    // Without its code there are no toasts, and the page stays.
    <LazyPartBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={TOAST_CONTAINER_STYLE} />
      </Suspense>
    </LazyPartBoundary>
  );
}

const accountOf = (user: StoredUser | null): string | null => (user ? String(user.userId) : null);

/**
 * Cached data is per account (prices follow the account currency): start fresh when the account changes
 * (sign-in, sign-out, another tab's sign-in), not when a refresh renews the same account's token.
 */
function ResetCacheOnSessionChange() {
  const { user } = useAuth();
  const account = accountOf(user);
  const previous = useRef<string | null | undefined>(undefined);
  const apolloClient = useApolloClient();
  useEffect(() => {
    // The account the page was loaded with is the starting point, not a change: a server-drawn page hydrates
    // signed out (what the server drew) and then shows the stored session, with the same cache.
    if (previous.current === undefined) {
      previous.current = accountOf(getStoredUser());
      return;
    }
    if (previous.current === account) return;
    previous.current = account;
    apolloClient.resetStore().catch((error: unknown) => {
      // A refetch abandoned because its screen went away (logging out leaves the profile page) is
      // aborted on purpose, not a failed reset.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
      console.warn('[apollo] cache reset failed', error);
    });
  }, [account, apolloClient]);
  return null;
}

/**
 * Keeps the cookies a server render reads (shared/ssr/browser-cookies.ts) in step with the page: the
 * currency prices are shown in (a guest's choice or the account's) and whether the window is wide (when the page
 * starts), so the next page the server draws is priced and laid out as this one is.
 */
function RenderHintCookies() {
  const { currencyCode } = useShopCurrency();
  useEffect(() => {
    if (currencyCode) rememberCurrency(currencyCode);
  }, [currencyCode]);
  // special case: viewportCookieAtStart
  useEffect(() => {
    rememberViewportAtStart(appTheme.breakpoints.up('md'));
  }, []);
  return null;
}

/**
 * `<html data-hydrated>` once the first render has committed (a storefront page marks it itself once its
 * content has hydrated, shared/ssr/hydration-mark.ts) or the page was drawn here. Until then a click or
 * a keystroke reaches markup without its handlers; the browser journeys wait for it (e2e/harness/shop.ts).
 * special case: hydrationMark
 */
function MarkHydrated() {
  useEffect(() => {
    markHydrated('app');
  }, []);
  return null;
}

/**
 * The app's providers. `client` is the browser's Apollo client (app/apollo.ts) or a server render's;
 * `hints` are what a server render assumed (absent: a page drawn in the browser alone).
 */
export function AppProviders({ children, client, hints }: { children: ReactNode; client: ApolloClient; hints?: SsrHints }) {
  return (
    <SsrHintsProvider value={hints ?? NO_SSR_HINTS}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <AuthProvider>
          <ApolloProvider client={client}>
            <ResetCacheOnSessionChange />
            <RenderHintCookies />
            {children}
            <PageToaster />
            <MarkHydrated />
          </ApolloProvider>
        </AuthProvider>
      </ThemeProvider>
    </SsrHintsProvider>
  );
}
