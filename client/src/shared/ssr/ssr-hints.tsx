import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { createContext, useContext } from 'react';

/**
 * What a server render assumed about the browser it cannot see: the guest's currency (from the cookie the
 * browser keeps in step with its choice, shared/ssr/browser-cookies.ts) and whether the window is wide. The
 * browser hydrates with the same assumptions (read back from the page), then follows its own state: when
 * they were right nothing changes, so nothing jumps. A page drawn in the browser alone never reads them.
 * special case: renderHints (server/src/http/storefront-pages/special-cases.ts)
 */
export interface SsrHints {
  /** ISO code the server priced in; null: none chosen (INR). */
  currency: string | null;
  /** The server drew the wide (md and up) layout. */
  wide: boolean;
}

export const NO_SSR_HINTS: SsrHints = { currency: null, wide: false };

const SsrHintsContext = createContext<SsrHints>(NO_SSR_HINTS);

export const SsrHintsProvider = SsrHintsContext.Provider;

export const useSsrHints = (): SsrHints => useContext(SsrHintsContext);

/**
 * Whether the window is at least `md` wide. Hydration starts from what the server drew (its guess, from a
 * cookie or the user agent); a page drawn in the browser alone reads the window at once (special case: hydrationFirstRender).
 */
export function useWideScreen(): boolean {
  const { wide } = useSsrHints();
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { defaultMatches: wide });
}
