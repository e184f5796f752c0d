import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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

/** The My Order tab: the shopper's orders, newest first, a few at a time. */
export function OrderHistory() {
  const [limit, setLimit] = useState(PAGE_SIZE);
  // Always asked afresh: an order placed a minute ago, or a status the shop just changed, must show.
  const { data, previousData, loading, error, refetch } = useQuery(AccountMyOrdersDocument, {
    variables: { first: limit },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const orders = (data ?? previousData)?.myOrders;

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
        <Button component={RouterLink} to="/allproduct/all" variant="contained" sx={{ mt: 2.5 }}>
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
