import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { StorefrontHeaderCategoriesDocument } from './storefront-layout.generated';
import { PageLoader } from '../../shared/ui/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { RouteHeadTags } from './components/route-head';
import { ScrollToTop } from './components/scroll-to-top';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { StorefrontDrawers } from './components/storefront-drawers';
import { ROUTES_WITHOUT_FOOTER } from './site-links';

/** Skip link, header, page, footer and the side drawers of every public page. */
export function StorefrontLayout() {
  const { pathname } = useLocation();
  const { data } = useQuery(StorefrontHeaderCategoriesDocument);
  const showFooter = !ROUTES_WITHOUT_FOOTER.includes(pathname.replace(/\/+$/, '') || '/');

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
        <Suspense key={pathname} fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {showFooter ? <SiteFooter /> : null}
      <StorefrontDrawers />
    </Box>
  );
}
