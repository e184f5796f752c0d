import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { DashboardService } from '../../domain/dashboard/dashboard.service';
import { Role } from '../../entities/user.entity';
import type { GraphQLContext } from '../context';

@ObjectType({ description: 'Summary figures of the back-office dashboard.' })
class DashboardStats {
  @Field(() => Int) users: number;
  @Field(() => Int, { description: 'Products in the catalogue.' }) products: number;
  @Field(() => Int) orders: number;
  @Field(() => Int, { description: 'Contact inquiries received.' }) inquiries: number;
}

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Authorized(Role.ADMIN)
  @Query(() => DashboardStats, { description: 'Admin only.' })
  async dashboardStats(@Ctx() ctx: GraphQLContext): Promise<DashboardStats> {
    return Object.assign(new DashboardStats(), await this.dashboard.counts(ctx));
  }
}
