import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
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

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Authorized(Role.ADMIN)
  @Query(() => DashboardStats, { description: 'Admin only. The four stat cards of the dashboard.' })
  async dashboardStats(@Ctx() ctx: GraphQLContext): Promise<DashboardStats> {
    return Object.assign(new DashboardStats(), await this.dashboard.counts(ctx));
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
