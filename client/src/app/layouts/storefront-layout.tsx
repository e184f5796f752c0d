import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { StorefrontHeaderCategoriesDocument } from '../../graphql/generated/graphql';
import { PageLoader } from '../../shared/ui/page-loader';
import { ScrollToTop } from './components/scroll-to-top';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { ROUTES_WITHOUT_FOOTER } from './site-links';

/** Header, page, footer of every public page. */
export function StorefrontLayout() {
  const { pathname } = useLocation();
  const { data } = useQuery(StorefrontHeaderCategoriesDocument);
  const showFooter = !ROUTES_WITHOUT_FOOTER.includes(pathname.replace(/\/+$/, '') || '/');

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <SiteHeader categories={data?.categories ?? []} />
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {showFooter ? <SiteFooter /> : null}
    </Box>
  );
}
