import { Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { HomeView } from '../storefront/home/views/home-view';
import { PageLoader } from '../shared/ui/page-loader';
import { RouteErrorView } from '../shared/ui/route-error-view';
import { StorefrontLayout } from './layouts/storefront-layout';
import { AdminGuard } from './admin/admin-guard';
import { lazyNamed } from './lazy-named';

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
const TrackOrderView = lazyNamed(() => import('../storefront/account/views/track-order-view'), 'TrackOrderView');
// The back-office route tree: a separate chunk, fetched only when someone opens /admin.
const AdminArea = lazyNamed(() => import('./admin/admin-area'), 'AdminArea');

export const router = createBrowserRouter([
  {
    path: '/',
    element: <StorefrontLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          { index: true, element: <HomeView /> },
          { path: 'allproduct', element: <ProductListingView /> },
          { path: 'allproduct/:categoryId', element: <ProductListingView /> },
          { path: 'allproductring', element: <RingListingView /> },
          { path: 'product/:id', element: <ProductDetailView /> },
          { path: 'about', element: <AboutView /> },
          { path: 'contact', element: <ContactView /> },
          { path: 'checkout', element: <CheckoutView /> },
          { path: 'order/:orderId/payment', element: <OrderPaymentView /> },
          { path: 'login', element: <LoginView /> },
          { path: 'signup', element: <SignupView /> },
          { path: 'profile', element: <ProfileView /> },
          { path: 'forgot-password', element: <ForgotPasswordView /> },
          { path: 'reset-password', element: <ResetPasswordView /> },
          { path: 'track-order', element: <TrackOrderView /> },
          { path: 'return-exchange', element: <ReturnExchangeView /> },
          { path: 'shipping-policy', element: <ShippingPolicyView /> },
          { path: 'privacy-policy', element: <PrivacyPolicyView /> },
          { path: '*', element: <NotFoundView /> },
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
]);
