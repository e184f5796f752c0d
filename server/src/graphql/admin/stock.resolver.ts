import { Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Role } from '../../entities/user.entity';
import type { Services } from '../../services';
import type { GraphQLContext } from '../context';
import { AdminProductVariant } from './product-admin.types';

/** The back-office's stock reads (docs/decisions.md#stock); stock is written with the variant. */
@Resolver()
export class StockAdminResolver {
  constructor(private readonly services: Services) {}

  @Authorized(Role.ADMIN)
  @Query(() => [AdminProductVariant], {
    description: 'Admin only. Tracked variants with at most lowStockThreshold pieces left, fewest first (at most 50): the dashboard list.',
  })
  async adminLowStock(@Ctx() ctx: GraphQLContext): Promise<AdminProductVariant[]> {
    return (await this.services.inventory.lowStock(ctx)).map(AdminProductVariant.from);
  }

  @Authorized(Role.ADMIN)
  @Query(() => Int, { description: 'Admin only. LOW_STOCK_THRESHOLD: at most this many pieces left counts as low stock.' })
  lowStockThreshold(): number {
    return this.services.inventory.lowStockThreshold;
  }
}
