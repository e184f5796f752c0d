import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider, useAuth } from '../shared/auth/auth-context';
import { appTheme } from '../theme/theme';
import { HEADER_BOTTOM_VAR } from '../shared/ui/use-header-offset';
import { BRAND } from '../theme/palette';
import { apolloClient } from './apollo';

// Durations from docs/specifications.md#storefront-9-constants: success 2 s; blank, error and custom 4 s; loading until dismissed.
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000, iconTheme: { primary: BRAND.gold, secondary: '#fff' } },
  error: { duration: 4000 },
  blank: { duration: 4000 },
  custom: { duration: 4000 },
  style: {
    background: BRAND.paper,
    color: BRAND.charcoal,
    border: `1px solid ${BRAND.line}`,
    borderRadius: 2,
    boxShadow: '0 10px 30px rgba(31,29,26,0.12)',
    fontSize: '0.9rem',
    // Toasts only inform (and dismiss themselves): a tap or click goes through to what lies under
    // them, e.g. the quantity buttons of the cart drawer a phone's toast sits over.
    pointerEvents: 'none',
  },
} as const;

// Top right, just below the header (its bottom edge is published as a CSS variable), so a toast
// never covers the cart, wishlist or account icons, nor pauses over them when hovered.
const TOAST_CONTAINER_STYLE = { top: `calc(var(${HEADER_BOTTOM_VAR}, 72px) + 12px)`, right: 16 } as const;

/**
 * Cached data is per account (prices follow the account currency): start fresh when the account changes
 * (sign-in, sign-out, another tab's sign-in), not when a refresh renews the same account's token.
 */
function ResetCacheOnSessionChange() {
  const { user } = useAuth();
  const account = user ? String(user.userId) : null;
  const previous = useRef(account);
  useEffect(() => {
    if (previous.current === account) return;
    previous.current = account;
    apolloClient.resetStore().catch((error: unknown) => console.warn('[apollo] cache reset failed', error));
  }, [account]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <AuthProvider>
        <ApolloProvider client={apolloClient}>
          <ResetCacheOnSessionChange />
          {children}
          <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={TOAST_CONTAINER_STYLE} />
        </ApolloProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
