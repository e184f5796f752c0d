import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { StockCombination } from '../../domain/products-admin/product-stock';
import { Role } from '../../entities/user.entity';
import type { Services } from '../../services';
import { InputValidationErrorType, orError } from '../common/error-results';
import { resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';
import { AdminProductVariant } from './product-admin.types';

@ObjectType({ description: "One colour × purity × size of a product with its stock: the product form's stock grid." })
class AdminStockCombination {
  @Field(() => Int, { description: "The product colour (one of the product's)." }) productColorId: number;
  @Field({ description: 'Colour name.' }) colorName: string;
  @Field(() => Int, { description: "The product carat (one of the product's)." }) productCaratId: number;
  @Field({ description: 'Purity label, e.g. "18K".' }) purity: string;
  @Field(() => Int, { description: 'The size.' }) sizeId: number;
  @Field({ description: 'Size label.' }) sizeName: string;
  @Field(() => Int, { nullable: true, description: 'The variant row of this combination, when one exists.' }) variantId: number | null;
  @Field(() => Int, { nullable: true, description: 'Pieces on hand; null when not tracked (sold without limit).' }) stock: number | null;
}

@ObjectType({ description: "Every combination of a product's colours, carats and sizes with its stock." })
class AdminProductStock {
  @Field(() => Int) productId: number;
  @Field(() => [AdminStockCombination], { description: 'By colour, then carat, then size, in their positions.' })
  combinations: AdminStockCombination[];

  static of(productId: number, combinations: StockCombination[]): AdminProductStock {
    return Object.assign(new AdminProductStock(), { productId, combinations });
  }
}

@InputType({ description: 'The count of one combination: a number of pieces, or null for not tracked.' })
class ProductStockEntryInput {
  @Field(() => Int) productColorId: number;
  @Field(() => Int) productCaratId: number;
  @Field(() => Int) sizeId: number;
  @Field(() => Int, { nullable: true, description: '0 to 1,000,000 pieces; null: not tracked.' }) stock: number | null;
}

const ProductStockResult = resultUnion(
  'ProductStockResult',
  () => [AdminProductStock, InputValidationErrorType],
  'The product’s stock as saved, or what is wrong with the entries (nothing was written).',
);

/** The back-office's stock (docs/decisions.md#stock): the dashboard's low stock list and the product form's grid. */
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

  @Authorized(Role.ADMIN)
  @Query(() => AdminProductStock, {
    description:
      "Admin only. Every colour × carat × size of a product with its stock (the product form's grid). NOT_FOUND for an unknown id.",
  })
  async adminProductStock(@Arg('productId', () => Int) productId: number, @Ctx() ctx: GraphQLContext): Promise<AdminProductStock> {
    return AdminProductStock.of(productId, await this.services.productAdmin.stock.combinations(ctx, productId));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ProductStockResult, {
    description:
      "Admin only. Sets the stock of many of a product's combinations in one transaction: a count replaces what orders left, null stops counting; a combination newly counted gets its variant.",
  })
  async setProductStock(
    @Arg('productId', () => Int) productId: number,
    @Arg('entries', () => [ProductStockEntryInput], { description: 'At most 2000 combinations, each once.' })
    entries: ProductStockEntryInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ProductStockResult> {
    const saved = await this.services.productAdmin.stock.setStock(
      ctx,
      productId,
      entries.map((entry) => ({ ...entry })),
    );
    return orError(saved, (combinations) => AdminProductStock.of(productId, combinations));
  }
}
