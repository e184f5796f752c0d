import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { Suspense, createContext, startTransition, useContext, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LazyPartBoundary, LazyPartError, isChunkLoadError } from '../../shared/lazy/lazy-part-boundary';
import { StorefrontHeaderCategoriesDocument } from './storefront-layout.generated';
import { PageLoader } from '../../shared/ui/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { RouteHeadTags } from './components/route-head';
import { ScrollToTop } from './components/scroll-to-top';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { StorefrontDrawers } from './components/storefront-drawers';
import { ROUTES_WITHOUT_FOOTER } from './site-links';
import { holdHydratedMark, markHydrated } from '../../shared/ssr/hydration-mark';

/**
 * Changes once, after the first commit (as a transition). A server-drawn page's content sits in its own
 * Suspense boundary, which React leaves dehydrated after the shell has hydrated and hydrates only at idle
 * priority, or at once when an update reaches into it. This is that update, in 5 ms slices: the page's
 * content becomes live right after the shell (the hero answers its arrows) without a synchronous render.
 * special case: hydrationMark (server/src/http/storefront-pages/special-cases.ts)
 */
const PageHydration = createContext(false);

/** Reads PageHydration from inside the page's boundary, so its change reaches (and hydrates) that boundary. */
function HydratePage() {
  const shellHydrated = useContext(PageHydration);
  useEffect(() => {
    if (shellHydrated) markHydrated('page');
  }, [shellHydrated]);
  return null;
}

/** Skip link, header, page, footer and the side drawers of every public page. */
export function StorefrontLayout() {
  const { pathname } = useLocation();
  const { data } = useQuery(StorefrontHeaderCategoriesDocument);
  const showFooter = !ROUTES_WITHOUT_FOOTER.includes(pathname.replace(/\/+$/, '') || '/');
  const [shellHydrated, setShellHydrated] = useState(false);
  useEffect(() => {
    holdHydratedMark();
    startTransition(() => setShellHydrated(true));
  }, []);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <RouteHeadTags />
      <SkipLink />
      <ScrollToTop />
      <SiteHeader categories={data?.categories ?? []} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // At least a screen tall: the footer starts below the fold, so a page whose code or data is still
        // arriving never shows it, and it is not pushed down (a layout shift) when the content comes.
        sx={{ flex: 1, minHeight: '100vh', '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } }}
      >
        {/*
          A new boundary per address: React keeps showing an already visible boundary during a
          navigation (a transition), so without the key the old page would stay, with no feedback,
          while the next page's code or suspense data loads. With it, 'Loading...' shows at once.
        */}
        <PageHydration.Provider value={shellHydrated}>
          {/* A page whose code does not arrive says so here, with Retry; other page errors go to the route's view. */}
          <LazyPartBoundary
            key={pathname}
            catches={isChunkLoadError}
            fallback={(retry) => <LazyPartError onRetry={retry} minHeight="50vh" />}
          >
            <Suspense fallback={<PageLoader />}>
              <HydratePage />
              <Outlet />
            </Suspense>
          </LazyPartBoundary>
        </PageHydration.Provider>
      </Box>
      {showFooter ? <SiteFooter /> : null}
      <StorefrontDrawers />
    </Box>
  );
}
