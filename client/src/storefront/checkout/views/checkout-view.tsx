import { ALL_JEWELLERY_PATH, pagePath } from '@shop/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { CartSummaryDocument } from '../../../shared/cart/cart.generated';
import { CheckoutBuyNowProductDocument, CheckoutCartDocument, CheckoutProfileDocument } from '../checkout.generated';
import { useAuth } from '../../../shared/auth/auth-context';
import { readCheckoutState } from '../../../shared/cart/checkout-state';
import type { BuyNowItem } from '../../../shared/cart/checkout-state';
import { DEFAULT_CURRENCY_CODE } from '../../../shared/money/format-money';
import { useDeliveryRegions } from '../../../shared/address/delivery-regions';
import { useShopCurrency } from '../../../shared/money/use-shop-currency';
import { StatusMessage } from '../../../shared/ui/status-message';
import { initialCheckoutValues } from '../checkout-schema';
import type { CheckoutFormInput, OrderContents } from '../checkout-schema';
import { CheckoutForm } from '../components/checkout-form';
import { HOME_REDIRECT_MS, OrderPlaced } from '../components/order-placed';
import type { PlacedOrder } from '../components/order-placed';
import { PaymentStarting } from '../components/payment-starting';
import { summaryFromBuyNow, summaryFromCart } from '../order-summary';
import { usePayPlacedOrder } from '../use-pay-placed-order';
import type { OrderSummary } from '../order-summary';

export const LOGIN_REQUIRED = 'Please login to proceed with payment';
export const CART_EMPTY = 'Your cart is empty';

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" data-testid="checkout-page" sx={{ py: { xs: 3, md: 6 } }}>
      <Link
        component={RouterLink}
        to={pagePath('rings')}
        underline="hover"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          fontSize: '0.78rem',
          fontWeight: 600,
          letterSpacing: '0.14em',
          textTransform: 'uppercase',
        }}
      >
        <ArrowBackIcon sx={{ fontSize: 16 }} aria-hidden />
        Continue shopping
      </Link>
      <Box component="header" sx={{ mt: { xs: 2, md: 3 }, mb: { xs: 3, md: 4 } }}>
        <Typography variant="overline" color="primary.dark" component="p">
          Secure checkout
        </Typography>
        <Typography variant="h2" component="h1">
          Checkout
        </Typography>
      </Box>
      {children}
    </Container>
  );
}

/** A whole-page message: sign in first, an empty cart. */
function CheckoutNotice({ icon, message, testId, children }: { icon: ReactNode; message: string; testId: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{ maxWidth: 520, mx: 'auto', px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 6 }, textAlign: 'center' }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>
        {icon}
      </Box>
      <Typography variant="h5" component="p" role="status" sx={{ mt: 1.5 }}>
        {message}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>{children}</Box>
    </Paper>
  );
}

function CheckoutSkeleton() {
  return (
    <Box
      role="status"
      aria-label="Loading checkout"
      data-testid="checkout-loading"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: { xs: 2.5, md: 4 } }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Skeleton width="40%" height={40} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rectangular" height={56} />
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Skeleton width="55%" height={40} />
        {[0, 1].map((row) => (
          <Box key={row} sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
            <Skeleton variant="rectangular" width={64} height={64} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="80%" />
              <Skeleton width="50%" />
            </Box>
          </Box>
        ))}
        <Skeleton height={32} />
        <Skeleton variant="rectangular" height={48} sx={{ mt: 2 }} />
      </Paper>
    </Box>
  );
}

interface OrderSource {
  summary: OrderSummary | null;
  contents: OrderContents | null;
  loading: boolean;
  /** The failure text when the order's contents could not be loaded. */
  failed: string | null;
  /** Nothing to order: the cart is empty, or the Buy Now product no longer exists. */
  nothing: string | null;
  blockedReason: string | null;
  refresh: () => void;
}

/** What a checkout from the cart orders: the cart's lines, at the current prices. */
function useCartOrder(skip: boolean): OrderSource {
  const { data, loading, error, refetch } = useQuery(CheckoutCartDocument, {
    skip,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const cart = data?.cart;
  const summary = useMemo(() => (cart ? summaryFromCart(cart) : null), [cart]);
  const refresh = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const contents = useMemo<OrderContents | null>(
    () => (cart ? { source: 'CART', cartItemIds: cart.items.map((item) => item.id) } : null),
    [cart],
  );
  return {
    summary,
    contents,
    loading,
    failed: !cart && error ? 'Failed to fetch cart' : null,
    nothing: cart && cart.items.length === 0 ? CART_EMPTY : null,
    blockedReason:
      summary && !summary.orderable ? 'Some pieces in your cart are unavailable. Remove them from your cart to continue.' : null,
    refresh,
  };
}

/** What a Buy Now checkout orders: the one product in the chosen options, at the current price. */
function useBuyNowOrder(item: BuyNowItem | null): OrderSource {
  const { currencyCode } = useShopCurrency();
  const { data, loading, error, refetch } = useQuery(CheckoutBuyNowProductDocument, {
    skip: item === null,
    variables: { id: item?.productId ?? 0, currencyCode },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const product = data?.product;
  const summary = useMemo(
    () => (product && item ? summaryFromBuyNow(product, item, currencyCode ?? DEFAULT_CURRENCY_CODE) : null),
    [product, item, currencyCode],
  );
  const refresh = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const contents = useMemo<OrderContents | null>(() => (item ? { source: 'BUY_NOW', item } : null), [item]);
  return {
    summary,
    contents,
    loading,
    failed: !data && error ? 'Failed to load product. Please try again.' : null,
    nothing: data && !product ? 'This piece is no longer available' : null,
    blockedReason: summary && !summary.orderable ? 'This piece is currently unavailable in your currency or out of stock.' : null,
    refresh,
  };
}

/** The signed-in shopper's checkout: what is ordered, the form, and the states before it can show. */
function SignedInCheckout({ buyNowItem, onPlaced }: { buyNowItem: BuyNowItem | null; onPlaced: (order: PlacedOrder) => void }) {
  const cartOrder = useCartOrder(buyNowItem !== null);
  const buyNowOrder = useBuyNowOrder(buyNowItem);
  const order = buyNowItem ? buyNowOrder : cartOrder;
  // The form starts from the account; without it (a failed request) the shopper types everything.
  const profile = useQuery(CheckoutProfileDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const profileSettled = profile.data !== undefined || !profile.loading;
  const { regions, settled: regionsSettled } = useDeliveryRegions();
  const defaultValues = useMemo<CheckoutFormInput | null>(
    () => (profileSettled ? initialCheckoutValues(profile.data?.me, profile.data?.myOrders.items[0]) : null),
    // Only the first answer seeds the form: later refreshes must not reset what the shopper typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [profileSettled],
  );

  if (order.failed) {
    return (
      <StatusMessage tone="error" onRetry={order.refresh} testId="checkout-error">
        {order.failed}
      </StatusMessage>
    );
  }
  if (order.nothing) {
    return (
      <CheckoutNotice icon={<ShoppingBagOutlinedIcon />} message={order.nothing} testId="checkout-empty">
        <Button component={RouterLink} to={ALL_JEWELLERY_PATH} variant="contained">
          Continue shopping
        </Button>
      </CheckoutNotice>
    );
  }
  if (!order.summary || !order.contents || !defaultValues || !regionsSettled) return <CheckoutSkeleton />;
  return (
    <CheckoutForm
      summary={order.summary}
      contents={order.contents}
      defaultValues={defaultValues}
      blockedReason={order.blockedReason}
      regions={regions}
      onPlaced={onPlaced}
      onPricesChanged={order.refresh}
    />
  );
}

/**
 * /checkout (docs/specifications.md#storefront-2-screens, docs/specifications.md#storefront-4-states, docs/specifications.md#storefront-5-validation, docs/specifications.md#storefront-9-constants): entered from the cart drawer (source cart) or a
 * product's Buy Now (navigation state, shared/cart/checkout-state.ts); without state it checks out the
 * cart. Signed-in shoppers only. A cash-on-delivery order shows its number, then goes home after 3 s with
 * the order in the navigation state. An online order goes on to its payment: the provider's page,
 * or Razorpay Checkout and then the order's payment page; when the payment cannot start, the order's payment
 * page says so and offers Pay now (the order exists either way).
 */
export function CheckoutView() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const checkout = useMemo(() => readCheckoutState(location.state), [location.state]);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const { paying, payOnline } = usePayPlacedOrder();

  const onPlaced = useCallback(
    (order: PlacedOrder) => {
      if (order.paymentMethod === 'ONLINE') void payOnline(order);
      else setPlaced(order);
      // The ordered cart lines are gone and the order list has one more: drop both from the cache, so
      // the badge, the drawer and My Order ask again.
      const cache = apollo.cache;
      const cartId = cache.identify({ __typename: 'Cart' });
      if (cartId) {
        for (const fieldName of ['items', 'subtotal', 'totalQuantity']) cache.evict({ id: cartId, fieldName });
      }
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myOrders' });
      cache.gc();
      void apollo.refetchQueries({ include: [CartSummaryDocument] }).catch(() => undefined);
    },
    [apollo, payOnline],
  );

  useEffect(() => {
    if (!placed) return undefined;
    const timer = window.setTimeout(() => void navigate('/', { state: { order: placed } }), HOME_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  if (paying) {
    return (
      <Container maxWidth="lg" data-testid="checkout-page" sx={{ py: { xs: 3, md: 6 } }}>
        <PaymentStarting order={paying} />
      </Container>
    );
  }
  if (placed) {
    return (
      <Container maxWidth="lg" data-testid="checkout-page" sx={{ py: { xs: 3, md: 6 } }}>
        <OrderPlaced order={placed} />
      </Container>
    );
  }

  return (
    <CheckoutFrame>
      {user ? (
        <SignedInCheckout buyNowItem={checkout.source === 'buyNow' ? checkout.item : null} onPlaced={onPlaced} />
      ) : (
        <CheckoutNotice icon={<LockOutlinedIcon />} message={LOGIN_REQUIRED} testId="checkout-login-required">
          <Button component={RouterLink} to={pagePath('login')} variant="contained">
            Log in
          </Button>
          <Button component={RouterLink} to={pagePath('signup')} variant="outlined">
            Create an account
          </Button>
        </CheckoutNotice>
      )}
    </CheckoutFrame>
  );
}
