import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DashboardLowStockDocument,
  DashboardRecentInquiriesDocument,
  DashboardSalesDocument,
  DashboardStatsDocument,
} from './dashboard.generated';
import { notify } from '../../shared/ui/notify';
import {
  DASHBOARD_AUTO_REFRESH_MS,
  DASHBOARD_REFRESH_DEBOUNCE_MS,
  DASHBOARD_SALES_DAYS,
  DASHBOARD_TEXTS,
  countsOrZero,
  debounce,
} from './dashboard-figures';

/**
 * The dashboard's controller: the stat cards, Recent Inquiries, the sales chart and Low Stock load in
 * parallel as four queries, so one failing leaves the others on screen (its figures count as zero). Refresh
 * is debounced (500 ms) and runs by itself every 5 minutes; `lastUpdated` is when the last load ended.
 */
export function useDashboardData() {
  const options = { notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network' } as const;
  const stats = useQuery(DashboardStatsDocument, options);
  const inquiries = useQuery(DashboardRecentInquiriesDocument, options);
  const sales = useQuery(DashboardSalesDocument, { ...options, variables: { days: DASHBOARD_SALES_DAYS } });
  const lowStock = useQuery(DashboardLowStockDocument, options);
  const [lastUpdated, setLastUpdated] = useState<Date | null>(null);

  const loading = stats.loading || inquiries.loading || sales.loading || lowStock.loading;
  const failed = Boolean(stats.error || inquiries.error || sales.error || lowStock.error);

  // A load ends: note the time, and say once (as a toast) when a part failed.
  const wasLoading = useRef(true);
  useEffect(() => {
    if (wasLoading.current && !loading) {
      setLastUpdated(new Date());
      if (failed) notify.error(DASHBOARD_TEXTS.failedToast);
    }
    wasLoading.current = loading;
  }, [loading, failed]);

  const { refetch: refetchStats } = stats;
  const { refetch: refetchInquiries } = inquiries;
  const { refetch: refetchSales } = sales;
  const { refetch: refetchLowStock } = lowStock;
  const refetchAll = useCallback(() => {
    for (const refetch of [refetchStats, refetchInquiries, refetchSales, refetchLowStock]) void refetch().catch(() => undefined);
  }, [refetchStats, refetchInquiries, refetchSales, refetchLowStock]);
  const refresher = useMemo(() => debounce(refetchAll, DASHBOARD_REFRESH_DEBOUNCE_MS), [refetchAll]);

  useEffect(() => {
    const timer = window.setInterval(refetchAll, DASHBOARD_AUTO_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      refresher.cancel();
    };
  }, [refetchAll, refresher]);

  const refresh = useCallback(() => refresher.call(), [refresher]);
  // Retry asks again at once: the admin is looking at an error.
  const retry = refetchAll;

  return {
    counts: countsOrZero(stats.data?.dashboardStats),
    countsLoading: stats.loading && !stats.data,
    countsFailed: Boolean(stats.error),
    inquiries: inquiries.data?.recentInquiries ?? [],
    inquiriesLoading: inquiries.loading && !inquiries.data,
    inquiriesFailed: Boolean(inquiries.error),
    sales: sales.data?.dashboardSales,
    salesLoading: sales.loading && !sales.data,
    salesFailed: Boolean(sales.error),
    lowStock: lowStock.data?.adminLowStock ?? [],
    lowStockThreshold: lowStock.data?.lowStockThreshold ?? null,
    lowStockLoading: lowStock.loading && !lowStock.data,
    refreshing: loading && Boolean(stats.data || inquiries.data || sales.data),
    failed,
    lastUpdated,
    refresh,
    retry,
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
