import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../../shared/auth/auth-context';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { LowStock } from '../components/low-stock';
import { OrdersByStatus } from '../components/orders-by-status';
import { QuickActions } from '../components/quick-actions';
import { RecentInquiries } from '../components/recent-inquiries';
import { SalesChart } from '../components/sales-chart';
import { StatCards } from '../components/stat-cards';
import { DASHBOARD_TEXTS } from '../dashboard-figures';
import { useDashboardData } from '../use-dashboard-data';

const time = (date: Date) => date.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The back-office home (/admin): figures, the sales chart, Recent Inquiries and Quick Actions. */
export function DashboardView() {
  const { user, isAdmin } = useAuth();
  if (!isAdmin) {
    return (
      <Alert severity="error" data-testid="admin-dashboard-denied">
        {DASHBOARD_TEXTS.accessDenied}
      </Alert>
    );
  }
  return <Dashboard firstName={user?.firstName} />;
}

function Dashboard({ firstName }: { firstName: string | undefined }) {
  const data = useDashboardData();
  return (
    <Box data-testid="admin-dashboard">
      <AdminPageHeader
        title="Dashboard"
        subtitle={`Welcome back${firstName ? `, ${firstName}` : ''}. Here is how the shop is doing.`}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="dashboard-updated">
              {data.lastUpdated ? `Last updated ${time(data.lastUpdated)}` : 'Loading…'}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              onClick={data.refresh}
              disabled={data.refreshing}
              startIcon={data.refreshing ? <CircularProgress size={14} color="inherit" /> : <RefreshIcon fontSize="small" />}
              data-testid="dashboard-refresh"
            >
              Refresh
            </Button>
          </Box>
        }
      />
      {data.failed ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          data-testid="dashboard-error"
          action={
            <Button color="inherit" size="small" onClick={data.retry}>
              Retry
            </Button>
          }
        >
          {DASHBOARD_TEXTS.failed}
        </Alert>
      ) : null}
      <StatCards counts={data.counts} loading={data.countsLoading} />
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <SalesChart days={data.sales?.days} loading={data.salesLoading} />
        <OrdersByStatus counts={data.sales?.ordersByStatus} loading={data.salesLoading} />
        <RecentInquiries inquiries={data.inquiries} loading={data.inquiriesLoading} />
        <QuickActions />
        <LowStock rows={data.lowStock} threshold={data.lowStockThreshold} loading={data.lowStockLoading} />
      </Box>
    </Box>
  );
}
