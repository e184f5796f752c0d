import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomeView } from '../storefront/home/views/home-view';
import { PageLoader } from '../shared/ui/page-loader';
import { RouteErrorView } from '../shared/ui/route-error-view';
import { StorefrontLayout } from './layouts/storefront-layout';
import { AdminGuard } from './admin/admin-guard';
import { lazyNamed } from '../shared/lazy/lazy-named';
import { SHOP_NAME } from '../shared/shop-info';
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

/** A page whose title is fixed; the listings and the product page render their own PageHead instead. */
const head = (title: string): RouteHead => ({ title });

/**
 * Every page of the shop. The browser routes them with createBrowserRouter (app/app.tsx), a server render
 * of a public page with createStaticHandler (app/ssr/entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <StorefrontLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          { index: true, element: <HomeView />, handle: head(SHOP_NAME) },
          { path: 'allproduct', element: <ProductListingView /> },
          { path: 'allproduct/:categoryId', element: <ProductListingView /> },
          { path: 'allproductring', element: <RingListingView /> },
          { path: 'product/:id', element: <ProductDetailView /> },
          { path: 'about', element: <AboutView />, handle: head('About us') },
          { path: 'contact', element: <ContactView />, handle: head('Contact us') },
          { path: 'checkout', element: <CheckoutView />, handle: head('Checkout') },
          { path: 'order/:orderId/payment', element: <OrderPaymentView />, handle: head('Payment') },
          { path: 'login', element: <LoginView />, handle: head('Log in') },
          { path: 'signup', element: <SignupView />, handle: head('Sign up') },
          { path: 'profile', element: <ProfileView />, handle: head('My account') },
          { path: 'forgot-password', element: <ForgotPasswordView />, handle: head('Forgot password') },
          { path: 'reset-password', element: <ResetPasswordView />, handle: head('Reset password') },
          { path: 'confirm-email', element: <ConfirmEmailView />, handle: head('Confirm your new e-mail') },
          { path: 'undo-account-change', element: <UndoAccountChangeView />, handle: head('Undo a change to your account') },
          { path: 'track-order', element: <TrackOrderView />, handle: head('Track your order') },
          { path: 'design-your-own', element: <CustomDesignView />, handle: head('Design your own') },
          { path: 'return-exchange', element: <ReturnExchangeView />, handle: head('Return and exchange') },
          { path: 'shipping-policy', element: <ShippingPolicyView />, handle: head('Shipping policy') },
          { path: 'privacy-policy', element: <PrivacyPolicyView />, handle: head('Privacy policy') },
          { path: '*', element: <NotFoundView />, handle: head('Page not found') },
        ],
      },
    ],
  },
  {
    path: '/admin/*',
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
