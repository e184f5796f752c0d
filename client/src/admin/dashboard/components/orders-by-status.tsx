import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardSalesQuery } from '../dashboard.generated';

type StatusCount = DashboardSalesQuery['dashboardSales']['ordersByStatus'][number];

/** How many orders have each status (all time), as labelled bars. */
export function OrdersByStatus({ counts, loading }: { counts: readonly StatusCount[] | undefined; loading: boolean }) {
  const total = (counts ?? []).reduce((sum, c) => sum + c.count, 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-status-title" sx={{ p: 2.5 }} data-testid="dashboard-status">
      <Typography id="dashboard-status-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Orders by status
      </Typography>
      {loading || !counts ? (
        Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height={36} />)
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {counts.map((c) => (
            <Box component="li" key={c.status} data-testid="dashboard-status-row" data-status={c.status}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="body2">{c.label}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="dashboard-status-count">
                  {c.count}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={total === 0 ? 0 : (c.count / total) * 100}
                color={c.status === 5 ? 'error' : c.status === 4 ? 'success' : 'primary'}
                aria-label={`${c.label}: ${c.count} of ${total} orders`}
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
