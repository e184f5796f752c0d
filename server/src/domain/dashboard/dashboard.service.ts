import type { DataSource } from 'typeorm';
import { ContactInquiry } from '../../entities/contact-inquiry.entity';
import { Order } from '../../entities/order.entity';
import { Product } from '../../entities/product.entity';
import { User } from '../../entities/user.entity';
import { requireAdmin } from '../common/ownership';
import { pageWindow } from '../common/paging';
import type { RequestContext } from '../common/request-context';
import { type DailySales, DEFAULT_SALES_DAYS, MAX_SALES_DAYS, type StatusCount, dailySales, ordersByStatus } from './dashboard-sales';

export interface DashboardCounts {
  users: number;
  products: number;
  orders: number;
  inquiries: number;
}

/**
 * The dashboard's Recent Inquiries show 5 (docs/specifications.md#back-office-9-constants); more may be asked
 * for, up to this.
 */
export const DEFAULT_RECENT_INQUIRIES = 5;
export const MAX_RECENT_INQUIRIES = 50;

/**
 * A product as the legacy dashboard counts it (it stands where the seed counted frames,
 * docs/decisions.md#frame-shop-remnants).
 */
export interface ProductSummary {
  id: number;
  name: string;
}

/**
 * The back-office dashboard's figures (products stand where the seed counted frames,
 * docs/decisions.md#frame-shop-remnants).
 */
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  /** The four stat cards. Runs for GraphQL `dashboardStats`. */
  async counts(ctx: RequestContext): Promise<DashboardCounts> {
    requireAdmin(ctx);
    const [users, products, orders, inquiries] = await Promise.all([
      this.dataSource.getRepository(User).count(),
      this.dataSource.getRepository(Product).count(),
      this.dataSource.getRepository(Order).count(),
      this.dataSource.getRepository(ContactInquiry).count(),
    ]);
    return { users, products, orders, inquiries };
  }

  /** The latest contact inquiries, newest first (`first` clamped to 1-50). Runs for GraphQL `recentInquiries`. */
  recentInquiries(ctx: RequestContext, first: number = DEFAULT_RECENT_INQUIRIES): Promise<ContactInquiry[]> {
    requireAdmin(ctx);
    const { take } = pageWindow({ first }, { max: MAX_RECENT_INQUIRIES });
    return this.dataSource.getRepository(ContactInquiry).find({ order: { createdAt: 'DESC', id: 'DESC' }, take });
  }

  /**
   * The dashboard chart: orders and INR revenue per day for the last `days` days (clamped to 1-366) and
   * the count of orders by status. Runs for GraphQL `dashboardSales`.
   */
  async sales(ctx: RequestContext, days: number = DEFAULT_SALES_DAYS): Promise<{ days: DailySales[]; byStatus: StatusCount[] }> {
    requireAdmin(ctx);
    const window = Math.min(Math.max(Math.trunc(days) || DEFAULT_SALES_DAYS, 1), MAX_SALES_DAYS);
    const [perDay, byStatus] = await Promise.all([dailySales(this.dataSource, window), ordersByStatus(this.dataSource)]);
    return { days: perDay, byStatus };
  }

  /**
   * Every product's id and name, oldest first: the legacy dashboard counts the length of this list
   * (REST `GET /frame/getallframes`), so it is all of them, kept to two small columns in one query.
   */
  productSummaries(ctx: RequestContext): Promise<ProductSummary[]> {
    requireAdmin(ctx);
    return this.dataSource.getRepository(Product).find({ select: { id: true, name: true }, order: { id: 'ASC' } });
  }
}
