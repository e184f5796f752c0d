import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { CatalogueService } from '../../domain/catalogue/catalogue.service';
import { DomainError, DomainErrorCode } from '../../domain/common/domain-error';
import { priceBreakdown, purityLabel } from '../../domain/pricing/carat-price';
import { Category } from '../../entities/category.entity';
import type { Currency } from '../../entities/currency.entity';
import { Product } from '../../entities/product.entity';
import { CaratPrice, toMoney } from '../common/money.types';
import type { GraphQLContext } from '../context';

/** The currency prices are shown in: an explicit code, else the signed-in account's, else INR. */
async function pricingCurrency(ctx: GraphQLContext, currencyCode: string | undefined | null): Promise<Currency> {
  const currency = currencyCode
    ? await ctx.loaders.currencyByCode.load(currencyCode.trim().toUpperCase())
    : ctx.user
      ? await ctx.loaders.currencyById.load(ctx.user.currencyId)
      : await ctx.loaders.currencyByCode.load('INR');
  if (!currency) throw new DomainError(DomainErrorCode.INVALID_INPUT, `Unknown currency ${currencyCode ?? ''}`.trim(), 'currencyCode');
  return currency;
}

const CURRENCY_ARG = {
  nullable: true,
  description: 'ISO code of the currency to price in; default: the signed-in account currency, else INR.',
} as const;

@Resolver(() => Product)
export class CatalogueResolver {
  constructor(private readonly catalogue: CatalogueService) {}

  @Query(() => [Category], { description: 'Every category, for navigation and the home page grid.' })
  categories(@Ctx() ctx: GraphQLContext): Promise<Category[]> {
    return this.catalogue.listCategories(ctx);
  }

  @Query(() => [Product], { description: 'The newest products, newest first.' })
  newArrivals(@Arg('first', () => Int, { defaultValue: 12, description: 'How many (1-100).' }) first: number, @Ctx() ctx: GraphQLContext): Promise<Product[]> {
    return this.catalogue.listNewArrivals(ctx, first);
  }

  @FieldResolver(() => Category, { nullable: true })
  category(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<Category | null> {
    return ctx.loaders.categoryById.load(product.categoryId);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The category name (shortcut for category { name }).' })
  async categoryName(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return (await ctx.loaders.categoryById.load(product.categoryId))?.name ?? null;
  }

  @FieldResolver(() => [String], { description: 'Pictures of the first colour, paths relative to the API base.' })
  async images(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    const [firstColor] = await ctx.loaders.colorsByProductId.load(product.id);
    if (!firstColor) return [];
    return (await ctx.loaders.imagesByProductColorId.load(firstColor.id)).map((image) => image.url);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The main picture.' })
  async image(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return (await this.images(product, ctx))[0] ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The picture shown on hover (the second one, else the main one).' })
  async hoverImage(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    const images = await this.images(product, ctx);
    return images[1] ?? images[0] ?? null;
  }

  @FieldResolver(() => [String], { description: 'Purity labels in offer order, e.g. ["14K", "18K"].' })
  async purities(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return (await ctx.loaders.caratsByProductId.load(product.id)).map((pc) => purityLabel(pc.carat?.value ?? 0));
  }

  @FieldResolver(() => [CaratPrice], { description: 'The price of every purity in one currency.' })
  async prices(@Root() product: Product, @Ctx() ctx: GraphQLContext, @Arg('currencyCode', () => String, CURRENCY_ARG) currencyCode?: string | null): Promise<CaratPrice[]> {
    const currency = await pricingCurrency(ctx, currencyCode);
    const carats = await ctx.loaders.caratsByProductId.load(product.id);
    const entries = await ctx.loaders.priceEntry.loadMany(carats.map((pc) => `${pc.id}:${currency.id}`));
    const prices: CaratPrice[] = [];
    carats.forEach((pc, i) => {
      const entry = entries[i];
      if (!entry || entry instanceof Error) return;
      const amounts = priceBreakdown(entry);
      prices.push(
        Object.assign(new CaratPrice(), {
          productCaratId: pc.id,
          purity: purityLabel(pc.carat?.value ?? 0),
          price: toMoney(amounts.priceMinor, currency.code),
          stoneCharge: toMoney(amounts.stoneChargeMinor, currency.code),
          labourCharge: toMoney(amounts.labourChargeMinor, currency.code),
          total: toMoney(amounts.totalMinor, currency.code),
        }),
      );
    });
    return prices;
  }

  @FieldResolver(() => CaratPrice, { nullable: true, description: 'The price of the first purity (what listings show); null when it has no price in that currency.' })
  async price(@Root() product: Product, @Ctx() ctx: GraphQLContext, @Arg('currencyCode', () => String, CURRENCY_ARG) currencyCode?: string | null): Promise<CaratPrice | null> {
    const prices = await this.prices(product, ctx, currencyCode);
    const [first] = await ctx.loaders.caratsByProductId.load(product.id);
    return prices.find((p) => p.productCaratId === first?.id) ?? null;
  }
}
