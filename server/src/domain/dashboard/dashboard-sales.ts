import type { DataSource } from 'typeorm';
import { MoreThanOrEqual } from 'typeorm';
import { Order, OrderStatus, PaymentMethod, PaymentStatus } from '../../entities/order.entity';
import { BACK_OFFICE_STATUS_LABELS } from '../orders/order-status';
import { addMinor } from '../pricing/money';

export const DEFAULT_SALES_DAYS = 30;
export const MAX_SALES_DAYS = 366;

export interface DailySales {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  orders: number;
  /** Grand totals of the day's orders that brought money (isRevenue), in INR paise. */
  revenueInrMinor: number;
}

export interface StatusCount {
  status: OrderStatus;
  label: string;
  count: number;
}

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => dayKey(new Date(today - (days - 1 - i) * 86_400_000)));
}

/**
 * Money the shop has (docs/decisions.md#payments): an order paid online, or a cash-on-delivery order that
 * was delivered (paid at the door). Pending, failed and refunded payments are not revenue; neither is a
 * cancelled order (a paid one awaits its refund).
 */
export function isRevenue(order: Pick<Order, 'status' | 'paymentMethod' | 'paymentStatus'>): boolean {
  if (order.status === OrderStatus.CANCELLED) return false;
  if (order.paymentStatus === PaymentStatus.PAID) return true;
  return order.paymentMethod === PaymentMethod.COD && order.status === OrderStatus.DELIVERED;
}

/**
 * Orders and revenue per UTC day for the dashboard chart: every day of the window is present (zero when
 * nothing was ordered). Revenue counts paid orders and delivered COD orders (isRevenue) at the rupee value each order
 * stored when it was placed (Order.inrTotalMinor), so a later rate change never rewrites a past day
 * (docs/decisions.md#delivery-addresses). Runs for GraphQL `dashboardSales`.
 */
export async function dailySales(dataSource: DataSource, days: number, now: Date = new Date()): Promise<DailySales[]> {
  const keys = lastDays(days, now);
  const since = new Date(`${keys[0]}T00:00:00.000Z`);
  const orders = await dataSource.getRepository(Order).find({
    select: { id: true, createdAt: true, inrTotalMinor: true, status: true, paymentMethod: true, paymentStatus: true },
    where: { createdAt: MoreThanOrEqual(since) },
  });
  const byDay = new Map(keys.map((date) => [date, { date, orders: 0, revenueInrMinor: 0 }]));
  for (const order of orders) {
    const day = byDay.get(dayKey(order.createdAt));
    if (!day) continue;
    day.orders += 1;
    if (!isRevenue(order)) continue;
    // Summed here, not with SQL SUM() (a DECIMAL string on MariaDB): exact up to 2^53 paise, refused beyond.
    day.revenueInrMinor = addMinor(day.revenueInrMinor, order.inrTotalMinor);
  }
  return [...byDay.values()];
}

/** How many orders have each status (1 Pending … 5 Cancelled), every status present. Runs for GraphQL `dashboardSales`. */
export async function ordersByStatus(dataSource: DataSource): Promise<StatusCount[]> {
  const rows = await dataSource
    .getRepository(Order)
    .createQueryBuilder('o')
    .select('o.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .groupBy('o.status')
    .getRawMany<{ status: number | string; count: number | string }>();
  const counts = new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
  return Object.keys(BACK_OFFICE_STATUS_LABELS).map((key) => {
    const status = Number(key) as OrderStatus;
    return { status, label: BACK_OFFICE_STATUS_LABELS[status], count: counts.get(status) ?? 0 };
  });
}
