import { Arg, Authorized, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { DashboardService } from '../../domain/dashboard/dashboard.service';
import { Role } from '../../entities/user.entity';
import type { GraphQLContext } from '../context';
import { ContactInquiryView, toInquiryView } from './content.resolver';

@ObjectType({ description: 'Summary figures of the back-office dashboard.' })
class DashboardStats {
  @Field(() => Int, { description: 'Accounts (customers and administrators).' }) users: number;
  @Field(() => Int, { description: 'Products in the catalogue.' }) products: number;
  @Field(() => Int, { description: 'Orders placed.' }) orders: number;
  @Field(() => Int, { description: 'Contact inquiries received.' }) inquiries: number;
}

@ObjectType({ description: 'Orders placed on one day and their revenue in INR.' })
class DashboardDay {
  @Field({ description: 'The UTC day, YYYY-MM-DD.' }) date: string;
  @Field(() => Int, { description: 'Orders placed that day (any status).' }) orders: number;
  @Field(() => Float, {
    description:
      "Grand totals of that day's orders that brought money: paid online, or cash on delivery and delivered (not cancelled), in rupees (other currencies converted at the current rate).",
  })
  revenueInr: number;
}

@ObjectType({ description: 'How many orders have one status.' })
class DashboardStatusCount {
  @Field(() => Int, { description: 'The status number, 1 (Pending) to 5 (Cancelled).' }) status: number;
  @Field({ description: 'The back-office label of the status.' }) label: string;
  @Field(() => Int, { description: 'Orders with this status.' }) count: number;
}

@ObjectType({ description: 'The dashboard chart: orders and revenue per day, and orders by status.' })
class DashboardSales {
  @Field(() => [DashboardDay], { description: 'Every day of the window, oldest first (zero when nothing was ordered).' })
  days: DashboardDay[];
  @Field(() => [DashboardStatusCount], { description: 'Every order status with its count (all time).' })
  ordersByStatus: DashboardStatusCount[];
}

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Authorized(Role.ADMIN)
  @Query(() => DashboardStats, { description: 'Admin only. The four stat cards of the dashboard.' })
  async dashboardStats(@Ctx() ctx: GraphQLContext): Promise<DashboardStats> {
    return Object.assign(new DashboardStats(), await this.dashboard.counts(ctx));
  }

  @Authorized(Role.ADMIN)
  @Query(() => DashboardSales, {
    description: 'Admin only. Orders and INR revenue per day for the last `days` days (1-366), and orders by status.',
  })
  async dashboardSales(
    @Arg('days', () => Int, { defaultValue: 30, description: 'How many days, ending today (UTC).' }) days: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DashboardSales> {
    const sales = await this.dashboard.sales(ctx, days);
    return Object.assign(new DashboardSales(), {
      days: sales.days.map((d) =>
        Object.assign(new DashboardDay(), { date: d.date, orders: d.orders, revenueInr: d.revenueInrMinor / 100 }),
      ),
      ordersByStatus: sales.byStatus.map((s) => Object.assign(new DashboardStatusCount(), s)),
    });
  }

  @Authorized(Role.ADMIN)
  @Query(() => [ContactInquiryView], { description: 'Admin only. The latest contact inquiries, newest first (the dashboard shows 5).' })
  async recentInquiries(
    @Arg('first', () => Int, { defaultValue: 5, description: 'How many (1-50).' }) first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactInquiryView[]> {
    return (await this.dashboard.recentInquiries(ctx, first)).map(toInquiryView);
  }
}
