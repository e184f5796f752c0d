import { ALL_JEWELLERY_PATH } from '@shop/contracts';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccountMyOrdersDocument } from '../profile.generated';
import { StatusMessage } from '../../../shared/ui/status-message';
import { OrderCard } from './order-card';

const PAGE_SIZE = 5;
/** The API's largest page. */
const MAX_ORDERS = 100;

function OrdersSkeleton() {
  return (
    <Box role="status" aria-label="Loading your orders" data-testid="orders-loading" sx={{ display: 'grid', gap: 3 }}>
      {Array.from({ length: 2 }, (_, index) => (
        <Box key={index} sx={{ border: 1, borderColor: 'divider', p: 3 }}>
          <Skeleton width="30%" height={32} />
          <Skeleton width="20%" />
          <Skeleton variant="rectangular" height={48} sx={{ my: 2 }} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Skeleton variant="rectangular" width={80} height={80} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `?order=<id>` (the link of every order e-mail, docs/decisions.md#e-mails-that-lead-back): once that order is on the
 * page, it is scrolled into view and its heading focused, once; an older order than the first page shows all of them.
 */
function useOpenOrder(items: readonly { id: number }[] | undefined, more: number, showAll: () => void): void {
  const [searchParams] = useSearchParams();
  const wanted = Number(searchParams.get('order'));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !items || !Number.isInteger(wanted) || wanted <= 0) return;
    if (!items.some((order) => order.id === wanted)) {
      if (more > 0) showAll();
      else done.current = true;
      return;
    }
    done.current = true;
    const heading = document.getElementById(`order-${wanted}-heading`);
    // jsdom (the component tests) has no scrollIntoView.
    const card = heading?.closest('article');
    card?.scrollIntoView?.({ block: 'start' });
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [items, more, wanted, showAll]);
}

/** The My Order tab: the shopper's orders, newest first, a few at a time. */
export function OrderHistory() {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [showAll] = useState(() => () => setLimit(MAX_ORDERS));
  // Always asked afresh: an order placed a minute ago, or a status the shop just changed, must show.
  const { data, previousData, loading, error, refetch } = useQuery(AccountMyOrdersDocument, {
    variables: { first: limit },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const orders = (data ?? previousData)?.myOrders;
  useOpenOrder(orders?.items, orders ? Math.min(orders.totalCount, MAX_ORDERS) - orders.items.length : 0, showAll);

  if (!orders && loading) return <OrdersSkeleton />;
  if (!orders) {
    return (
      <StatusMessage tone="error" onRetry={() => refetch().catch(() => undefined)} testId="orders-error">
        Failed to fetch orders
      </StatusMessage>
    );
  }
  if (orders.items.length === 0) {
    return (
      <Box
        data-testid="orders-empty"
        sx={{ textAlign: 'center', py: 6, px: 2, border: '1px dashed', borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Typography color="text.secondary">You have no orders yet.</Typography>
        <Button component={RouterLink} to={ALL_JEWELLERY_PATH} variant="contained" sx={{ mt: 2.5 }}>
          Start shopping
        </Button>
      </Box>
    );
  }

  const more = Math.min(orders.totalCount, MAX_ORDERS) - orders.items.length;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="body2" color="text.secondary" data-testid="orders-count">
        {orders.totalCount === 1 ? '1 order' : `${orders.totalCount} orders`}, newest first
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }} data-testid="orders">
        {orders.items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </Box>
      {error ? (
        <StatusMessage tone="error" onRetry={() => refetch().catch(() => undefined)} testId="orders-error">
          Failed to fetch orders
        </StatusMessage>
      ) : null}
      {more > 0 ? (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            disabled={loading}
            onClick={() => setLimit((current) => Math.min(current + PAGE_SIZE, MAX_ORDERS))}
            data-testid="orders-more"
          >
            {loading ? 'Loading…' : `Show more orders (${more})`}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
