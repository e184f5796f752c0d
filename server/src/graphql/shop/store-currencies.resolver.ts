import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { CatalogueConfigService } from '../../domain/catalogue-config/catalogue-config.service';
import type { GraphQLContext } from '../context';

@ObjectType('StoreCurrency', { description: 'A currency the storefront can show prices in.' })
export class StoreCurrency {
  @Field(() => Int, { description: "The currency id (an account's currency, signup)." })
  id: number;

  @Field({ description: 'ISO 4217 code, e.g. INR or USD: the currencyCode argument of price fields.' })
  code: string;
}

/** The public read of the currency list: what a guest may switch prices to, and what signup offers. */
@Resolver()
export class StoreCurrenciesResolver {
  constructor(private readonly config: CatalogueConfigService) {}

  @Query(() => [StoreCurrency], { description: 'Every currency prices can be shown in, in the order they were added (INR first). Public.' })
  async storeCurrencies(@Ctx() ctx: GraphQLContext): Promise<StoreCurrency[]> {
    return (await this.config.currencies.listForStore(ctx)).map(({ id, code }) => Object.assign(new StoreCurrency(), { id, code }));
  }
}
