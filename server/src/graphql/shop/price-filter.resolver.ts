import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { CatalogueService } from '../../domain/catalogue/catalogue.service';
import type { GraphQLContext } from '../context';

@ObjectType('PriceFilterRange', { description: "The listing's price filter span (1200-250000 rupees) in one currency, in whole units." })
export class PriceFilterRange {
  @Field({ description: 'ISO 4217 code the bounds are in; pass it as ProductFilter.currencyCode.' })
  currencyCode: string;

  @Field(() => Int, { description: 'The lowest bound, rounded down to a whole unit.' })
  min: number;

  @Field(() => Int, { description: 'The highest bound, rounded up to a whole unit.' })
  max: number;
}

/** The storefront price slider's bounds, so a shopper pricing in dollars gets a dollar slider. */
@Resolver()
export class PriceFilterResolver {
  constructor(private readonly catalogue: CatalogueService) {}

  @Query(() => PriceFilterRange, { description: 'The price filter span in a currency. Unknown currency: BAD_USER_INPUT.' })
  async priceFilterRange(
    @Arg('currencyCode', () => String, { nullable: true, description: 'ISO code; default: the signed-in account currency, else INR.' })
    currencyCode: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PriceFilterRange> {
    return Object.assign(new PriceFilterRange(), await this.catalogue.priceFilterRange(ctx, currencyCode, ctx.loaders));
  }
}
