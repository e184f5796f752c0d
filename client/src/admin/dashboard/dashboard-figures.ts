import type { DashboardSalesQuery, DashboardStatsQuery } from './dashboard.generated';

export type DashboardCounts = DashboardStatsQuery['dashboardStats'];
export type SalesDay = DashboardSalesQuery['dashboardSales']['days'][number];

/** The dashboard's own constants (docs/specifications.md#back-office-9-constants). */
export const DASHBOARD_REFRESH_DEBOUNCE_MS = 500;
export const DASHBOARD_AUTO_REFRESH_MS = 5 * 60 * 1000;
export const DASHBOARD_SALES_DAYS = 30;
export const DASHBOARD_TEXTS = {
  failed: 'Failed to load dashboard data. Please try again.',
  failedToast: 'Failed to load dashboard data.',
  noInquiries: 'No recent inquiries',
  noMessage: 'No message provided',
  accessDenied: 'Access denied: Admins only.',
} as const;

const ZERO_COUNTS: DashboardCounts = { users: 0, products: 0, orders: 0, inquiries: 0 };

/** The four figures; a part that failed to load counts as zero (the legacy dashboard's rule). */
export const countsOrZero = (counts: DashboardCounts | undefined): DashboardCounts => counts ?? ZERO_COUNTS;

/** The totals over the chart's window: orders placed and revenue in INR (rounded to the paisa). */
export function salesTotals(days: readonly SalesDay[]): { orders: number; revenueInr: number } {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const paise = days.reduce((sum, day) => sum + Math.round(day.revenueInr * 100), 0);
  return { orders, revenueInr: paise / 100 };
}

/** "23 Nov" for a YYYY-MM-DD day (read as UTC, as the server counts days). */
export function shortDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Calls `run` once calls stop for `waitMs` (the refresh button); `cancel` drops a pending call. */
export function debounce(run: () => void, waitMs: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, waitMs);
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
