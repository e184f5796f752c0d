import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Carat } from '../../entities/carat.entity';
import { Currency } from '../../entities/currency.entity';
import { MetalType } from '../../entities/metal-type.entity';
import { Role } from '../../entities/user.entity';
import { Size } from '../../entities/size.entity';
import type { Repriced } from '../../domain/catalogue-config/config-helpers';
import type { Services } from '../../services';
import { readUpload } from '../common/upload';
import {
  CaratInput,
  CaratResult,
  CaratUpdateInput,
  CatalogueDeleteResult,
  CategoryInput,
  CategoryResult,
  CategoryUpdateInput,
  CurrencyDeleteResult,
  CurrencyInput,
  CurrencyResult,
  CurrencyUpdateInput,
  ID_ARG,
  MetalTypeInput,
  MetalTypeResult,
  MetalTypeUpdateInput,
  REPRICED_DESCRIPTION,
  RepricingSummary,
  SubcategoryInput,
  SubcategoryResult,
  SubcategoryUpdateInput,
  repricingOf,
} from './catalogue-config.types';
import type { GraphQLContext } from '../context';

// The back-office catalogue configuration (docs/specifications.md#back-office-3-entities,
// docs/specifications.md#back-office-5-validation): admin-only lists and CRUD of metal types, carats,
// categories, subcategories, sizes, colours and currencies. The storefront's public reads (categories,
// subcategories, colors) live in shop/catalogue.resolver.ts and are not repeated here. Update inputs change
// only the fields sent (null = unchanged).

/** GraphQL sends null for an update field left out: "unchanged". */
const sent = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;

@Resolver(() => Carat)
export class CatalogueConfigResolver {
  constructor(private readonly services: Services) {}

  private get config() {
    return this.services.catalogueConfig;
  }

  // ---- metal types ----

  @Authorized(Role.ADMIN)
  @Query(() => [MetalType], { description: 'Admin only. Every metal type with its base rate per gram.' })
  metalTypes(@Ctx() ctx: GraphQLContext): Promise<MetalType[]> {
    return this.config.metals.listMetalTypes(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => MetalTypeResult, { description: 'Admin only. Adds a metal type.' })
  createMetalType(@Arg('input', () => MetalTypeInput) input: MetalTypeInput, @Ctx() ctx: GraphQLContext): Promise<typeof MetalTypeResult> {
    return this.config.metals.createMetalType(ctx, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => MetalTypeResult, {
    description:
      'Admin only. Changes a metal type; a new base rate re-prices every auto-priced entry of its products in the same transaction. NOT_FOUND for an unknown id.',
  })
  updateMetalType(
    @Arg('id', () => Int, ID_ARG) id: number,
    @Arg('input', () => MetalTypeUpdateInput) input: MetalTypeUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof MetalTypeResult> {
    return this.config.metals.updateMetalType(ctx, id, sent(input));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CatalogueDeleteResult, {
    description: 'Admin only. Deletes a metal type no product or carat uses. NOT_FOUND for an unknown id.',
  })
  deleteMetalType(@Arg('id', () => Int, ID_ARG) id: number, @Ctx() ctx: GraphQLContext): Promise<typeof CatalogueDeleteResult> {
    return this.config.metals.deleteMetalType(ctx, id);
  }

  // ---- carats ----

  @Authorized(Role.ADMIN)
  @Query(() => [Carat], { description: "Admin only. Carats by metal type and value; only one metal type's when metalTypeId is given." })
  carats(
    @Arg('metalTypeId', () => Int, { nullable: true, description: 'Only the carats of this metal type.' })
    metalTypeId: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Carat[]> {
    return this.config.metals.listCarats(ctx, metalTypeId);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CaratResult, { description: 'Admin only. Adds a carat to a metal type.' })
  createCarat(@Arg('input', () => CaratInput) input: CaratInput, @Ctx() ctx: GraphQLContext): Promise<typeof CaratResult> {
    return this.config.metals.createCarat(ctx, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CaratResult, {
    description:
      'Admin only. Changes a carat; a new multiplier re-prices every auto-priced entry of it in the same transaction. NOT_FOUND for an unknown id.',
  })
  updateCarat(
    @Arg('id', () => Int, ID_ARG) id: number,
    @Arg('input', () => CaratUpdateInput) input: CaratUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CaratResult> {
    return this.config.metals.updateCarat(ctx, id, sent(input));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CatalogueDeleteResult, { description: 'Admin only. Deletes a carat no product offers. NOT_FOUND for an unknown id.' })
  deleteCarat(@Arg('id', () => Int, ID_ARG) id: number, @Ctx() ctx: GraphQLContext): Promise<typeof CatalogueDeleteResult> {
    return this.config.metals.deleteCarat(ctx, id);
  }

  @FieldResolver(() => RepricingSummary, { nullable: true, description: REPRICED_DESCRIPTION })
  repriced(@Root() carat: Repriced<Carat>): RepricingSummary | null {
    return repricingOf(carat);
  }

  @FieldResolver(() => MetalType, { description: 'The metal type of the carat.' })
  async metalType(@Root() carat: Carat, @Ctx() ctx: GraphQLContext): Promise<MetalType> {
    const metal = carat.metalType ?? (await ctx.loaders.metalTypeById.load(carat.metalTypeId));
    if (!metal) throw new Error(`metal type ${carat.metalTypeId} of carat ${carat.id} is missing`);
    return metal;
  }

  // ---- categories and subcategories (their lists are the storefront's public queries) ----

  @Authorized(Role.ADMIN)
  @Mutation(() => CategoryResult, { description: 'Admin only. Adds a category with its picture (multipart upload).' })
  async createCategory(
    @Arg('input', () => CategoryInput) input: CategoryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CategoryResult> {
    const image = await readUpload(input.image, 'image');
    return this.config.categories.createCategory(ctx, {
      name: input.name,
      image,
      gstRate: input.gstRate ?? undefined,
      hsnCode: input.hsnCode ?? undefined,
    });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CategoryResult, {
    description: "Admin only. Changes a category's name and/or picture; the replaced picture is deleted. NOT_FOUND for an unknown id.",
  })
  async updateCategory(
    @Arg('id', () => Int, ID_ARG) id: number,
    @Arg('input', () => CategoryUpdateInput) input: CategoryUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CategoryResult> {
    const image = input.image ? await readUpload(input.image, 'image') : undefined;
    return this.config.categories.updateCategory(ctx, id, {
      name: input.name ?? undefined,
      image,
      gstRate: input.gstRate ?? undefined,
      hsnCode: input.hsnCode ?? undefined,
      expectedVersion: input.expectedVersion ?? undefined,
    });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CatalogueDeleteResult, {
    description: 'Admin only. Deletes a category without subcategories or products, and its picture. NOT_FOUND for an unknown id.',
  })
  deleteCategory(@Arg('id', () => Int, ID_ARG) id: number, @Ctx() ctx: GraphQLContext): Promise<typeof CatalogueDeleteResult> {
    return this.config.categories.deleteCategory(ctx, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SubcategoryResult, { description: 'Admin only. Adds a subcategory to a category.' })
  createSubcategory(
    @Arg('input', () => SubcategoryInput) input: SubcategoryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SubcategoryResult> {
    return this.config.categories.createSubcategory(ctx, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SubcategoryResult, { description: 'Admin only. Changes a subcategory. NOT_FOUND for an unknown id.' })
  updateSubcategory(
    @Arg('id', () => Int, ID_ARG) id: number,
    @Arg('input', () => SubcategoryUpdateInput) input: SubcategoryUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SubcategoryResult> {
    return this.config.categories.updateSubcategory(ctx, id, sent(input));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CatalogueDeleteResult, {
    description: 'Admin only. Deletes a subcategory no product is listed in. NOT_FOUND for an unknown id.',
  })
  deleteSubcategory(@Arg('id', () => Int, ID_ARG) id: number, @Ctx() ctx: GraphQLContext): Promise<typeof CatalogueDeleteResult> {
    return this.config.categories.deleteSubcategory(ctx, id);
  }

  // ---- sizes ----

  @Authorized(Role.ADMIN)
  @Query(() => [Size], { description: 'Admin only. Every size.' })
  sizes(@Ctx() ctx: GraphQLContext): Promise<Size[]> {
    return this.config.sizes.list(ctx);
  }

  // create, update and delete of sizes and colours (whose list is the storefront's public `colors` query):
  // SizeAdminResolver and ColorAdminResolver in named-option.resolver.ts.

  // ---- currencies ----

  @Authorized(Role.ADMIN)
  @Query(() => [Currency], { description: 'Admin only. Every currency with its conversion rate (INR = 1).' })
  currencies(@Ctx() ctx: GraphQLContext): Promise<Currency[]> {
    return this.config.currencies.list(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CurrencyResult, {
    description: 'Admin only. Adds a currency; every product carat gets an auto-priced entry in it at once.',
  })
  createCurrency(@Arg('input', () => CurrencyInput) input: CurrencyInput, @Ctx() ctx: GraphQLContext): Promise<typeof CurrencyResult> {
    return this.config.currencies.create(ctx, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CurrencyResult, {
    description:
      'Admin only. Changes a currency; a new rate re-prices every auto-priced entry in it in the same transaction. NOT_FOUND for an unknown id.',
  })
  updateCurrency(
    @Arg('id', () => Int, ID_ARG) id: number,
    @Arg('input', () => CurrencyUpdateInput) input: CurrencyUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CurrencyResult> {
    return this.config.currencies.update(ctx, id, sent(input));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CurrencyDeleteResult, {
    description: 'Admin only. Deletes a currency no account uses, with its price entries; never INR. NOT_FOUND for an unknown id.',
  })
  deleteCurrency(@Arg('id', () => Int, ID_ARG) id: number, @Ctx() ctx: GraphQLContext): Promise<typeof CurrencyDeleteResult> {
    return this.config.currencies.delete(ctx, id);
  }
}

/** The `repriced` answer of updateMetalType. */
@Resolver(() => MetalType)
export class MetalTypeFieldsResolver {
  @FieldResolver(() => RepricingSummary, { nullable: true, description: REPRICED_DESCRIPTION })
  repriced(@Root() metal: Repriced<MetalType>): RepricingSummary | null {
    return repricingOf(metal);
  }
}

/** The `repriced` answer of updateCurrency. */
@Resolver(() => Currency)
export class CurrencyFieldsResolver {
  @FieldResolver(() => RepricingSummary, { nullable: true, description: REPRICED_DESCRIPTION })
  repriced(@Root() currency: Repriced<Currency>): RepricingSummary | null {
    return repricingOf(currency);
  }
}
