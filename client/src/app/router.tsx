import { Suspense } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_PATH, STOREFRONT_ROUTES, type StorefrontRoute, type StorefrontRouteId, routeShape } from '@shop/contracts';
import { HomeView } from '../storefront/home/views/home-view';
import { PageLoader } from '../shared/ui/page-loader';
import { RouteErrorView } from '../shared/ui/route-error-view';
import { StorefrontLayout } from './layouts/storefront-layout';
import { AdminGuard } from './admin/admin-guard';
import { lazyNamed } from '../shared/lazy/lazy-named';
import type { RouteHead } from './layouts/components/route-head';

// Home and the storefront frame ship in the entry chunk; every other page is its own chunk.
const ProductListingView = lazyNamed(() => import('../storefront/catalogue/views/product-listing-view'), 'ProductListingView');
const RingListingView = lazyNamed(() => import('../storefront/catalogue/views/ring-listing-view'), 'RingListingView');
const ProductDetailView = lazyNamed(() => import('../storefront/product/views/product-detail-view'), 'ProductDetailView');
const AboutView = lazyNamed(() => import('../storefront/content/views/about-view'), 'AboutView');
const ContactView = lazyNamed(() => import('../storefront/content/views/contact-view'), 'ContactView');
const ReturnExchangeView = lazyNamed(() => import('../storefront/content/views/return-exchange-view'), 'ReturnExchangeView');
const ShippingPolicyView = lazyNamed(() => import('../storefront/content/views/shipping-policy-view'), 'ShippingPolicyView');
const PrivacyPolicyView = lazyNamed(() => import('../storefront/content/views/privacy-policy-view'), 'PrivacyPolicyView');
const NotFoundView = lazyNamed(() => import('../storefront/content/views/not-found-view'), 'NotFoundView');
const CheckoutView = lazyNamed(() => import('../storefront/checkout/views/checkout-view'), 'CheckoutView');
const OrderPaymentView = lazyNamed(() => import('../storefront/checkout/views/order-payment-view'), 'OrderPaymentView');
const LoginView = lazyNamed(() => import('../storefront/account/views/login-view'), 'LoginView');
const SignupView = lazyNamed(() => import('../storefront/account/views/signup-view'), 'SignupView');
const ProfileView = lazyNamed(() => import('../storefront/account/views/profile-view'), 'ProfileView');
const ForgotPasswordView = lazyNamed(() => import('../storefront/account/views/forgot-password-view'), 'ForgotPasswordView');
const ResetPasswordView = lazyNamed(() => import('../storefront/account/views/reset-password-view'), 'ResetPasswordView');
const ConfirmEmailView = lazyNamed(() => import('../storefront/account/views/confirm-email-view'), 'ConfirmEmailView');
const UndoAccountChangeView = lazyNamed(() => import('../storefront/account/views/undo-account-change-view'), 'UndoAccountChangeView');
const TrackOrderView = lazyNamed(() => import('../storefront/account/views/track-order-view'), 'TrackOrderView');
const CustomDesignView = lazyNamed(() => import('../storefront/custom-design/views/custom-design-view'), 'CustomDesignView');
// The back-office route tree: a separate chunk, fetched only when someone opens /admin.
const AdminArea = lazyNamed(() => import('./admin/admin-area'), 'AdminArea');

/** Each storefront page of the route table (@shop/contracts, routes.ts) by its id: a page missing here fails to compile. */
const PAGES: Record<StorefrontRouteId, ReactNode> = {
  home: <HomeView />,
  'all-jewellery': <ProductListingView />,
  category: <ProductListingView />,
  rings: <RingListingView />,
  product: <ProductDetailView />,
  about: <AboutView />,
  contact: <ContactView />,
  checkout: <CheckoutView />,
  'order-payment': <OrderPaymentView />,
  login: <LoginView />,
  signup: <SignupView />,
  profile: <ProfileView />,
  'forgot-password': <ForgotPasswordView />,
  'reset-password': <ResetPasswordView />,
  'confirm-email': <ConfirmEmailView />,
  'undo-account-change': <UndoAccountChangeView />,
  'track-order': <TrackOrderView />,
  'design-your-own': <CustomDesignView />,
  'return-exchange': <ReturnExchangeView />,
  'shipping-policy': <ShippingPolicyView />,
  'privacy-policy': <PrivacyPolicyView />,
  'not-found': <NotFoundView />,
};

/** A fixed title and description go in the route's handle (RouteHeadTags); the listings and the product page render their own PageHead. */
const headOf = (route: StorefrontRoute): RouteHead | undefined =>
  route.head === 'fixed' && route.title
    ? { title: route.title, ...(route.description ? { description: route.description } : {}) }
    : undefined;

/** The storefront's pages as React Router's route objects, one per table entry, with the table's id. */
const storefrontPages = (pages: Record<StorefrontRouteId, ReactNode>): RouteObject[] =>
  STOREFRONT_ROUTES.map((route) => ({ ...routeShape(route), element: pages[route.id], handle: headOf(route) }));

/**
 * Every page of the shop. The browser routes them with createBrowserRouter (app/app.tsx), a server render
 * of a public page with createStaticHandler (app/ssr/entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <StorefrontLayout />,
    errorElement: <RouteErrorView />,
    children: [{ errorElement: <RouteErrorView />, children: storefrontPages(PAGES) }],
  },
  {
    path: `${ADMIN_PATH}/*`,
    errorElement: <RouteErrorView />,
    // The guard sits outside the lazy boundary, so a refused visitor never fetches the back-office code.
    element: (
      <AdminGuard>
        <Suspense fallback={<PageLoader minHeight="100vh" />}>
          <AdminArea />
        </Suspense>
      </AdminGuard>
    ),
  },
];
