import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  createUnionType,
} from 'type-graphql';
import { Carat } from '../../entities/carat.entity';
import { Category } from '../../entities/category.entity';
import { Color } from '../../entities/color.entity';
import { Currency } from '../../entities/currency.entity';
import { MetalType } from '../../entities/metal-type.entity';
import { Role } from '../../entities/user.entity';
import { Size } from '../../entities/size.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import type { Repriced } from '../../domain/catalogue-config/config-helpers';
import type { Services } from '../../services';
import {
  AlreadyExistsErrorType,
  InUseErrorType,
  InputValidationErrorType,
  ReferenceCurrencyErrorType,
  resolveResultType,
} from '../common/error-results';
import { type FileUpload, GraphQLUpload, readUpload } from '../common/upload';
import type { GraphQLContext } from '../context';

// The back-office catalogue configuration (docs/specifications.md#back-office-3-entities,
// docs/specifications.md#back-office-5-validation): admin-only lists and CRUD of metal types, carats,
// categories, subcategories, sizes, colours and currencies. The storefront's public reads (categories,
// subcategories, colors) live in shop/catalogue.resolver.ts and are not repeated here. Update inputs change
// only the fields sent (null = unchanged).

// ---- inputs ----

@InputType({ description: 'A new metal type.' })
class MetalTypeInput {
  @Field({ description: 'Unique name, e.g. Gold.' }) name: string;
  @Field(() => Float, { description: 'Rupees per gram, at least 0, at most 2 decimals.' }) baseRatePerGram: number;
}

@InputType({ description: 'Changes to a metal type; a new base rate re-prices its auto-priced products at once.' })
class MetalTypeUpdateInput {
  @Field(() => String, { nullable: true, description: 'Unique name.' }) name?: string | null;
  @Field(() => Float, { nullable: true, description: 'Rupees per gram, at least 0, at most 2 decimals.' }) baseRatePerGram?: number | null;
}

@InputType({ description: 'A new carat (purity) of a metal type.' })
class CaratInput {
  @Field(() => Int, { description: 'Purity in karats, at least 1; unique within the metal type.' }) value: number;
  @Field(() => Float, { description: 'Share of the base rate, at least 0, at most 4 decimals (0.75 for 18 KT).' }) multiplier: number;
  @Field(() => Int, { description: 'The metal type.' }) metalTypeId: number;
}

@InputType({ description: 'Changes to a carat; a new multiplier re-prices its auto-priced products at once.' })
class CaratUpdateInput {
  @Field(() => Int, { nullable: true, description: 'Purity in karats, at least 1.' }) value?: number | null;
  @Field(() => Float, { nullable: true, description: 'At least 0, at most 4 decimals.' }) multiplier?: number | null;
  @Field(() => Int, { nullable: true, description: 'Another metal type; refused while products use the carat.' }) metalTypeId?:
    number | null;
}

@InputType({ description: 'A new category with its picture.' })
class CategoryInput {
  @Field({ description: 'Unique name.' }) name: string;
  @Field(() => GraphQLUpload, { description: 'The picture: a JPEG, PNG, WebP or GIF image (checked by content), at most 5 MB.' })
  image: Promise<FileUpload>;
}

@InputType({ description: 'Changes to a category; a new picture replaces (and deletes) the old one.' })
class CategoryUpdateInput {
  @Field(() => String, { nullable: true, description: 'Unique name.' }) name?: string | null;
  @Field(() => GraphQLUpload, { nullable: true, description: 'A new picture (optional when editing).' }) image?: Promise<FileUpload> | null;
}

@InputType({ description: 'A new subcategory of a category.' })
class SubcategoryInput {
  @Field({ description: 'Name, unique within the category.' }) name: string;
  @Field(() => Int, { description: 'The category.' }) categoryId: number;
}

@InputType({ description: 'Changes to a subcategory; moving it to another category moves its products too.' })
class SubcategoryUpdateInput {
  @Field(() => String, { nullable: true, description: 'Name, unique within the category.' }) name?: string | null;
  @Field(() => Int, { nullable: true, description: 'Another category.' }) categoryId?: number | null;
}

@InputType({ description: 'A size or colour: just a unique name.' })
class NamedOptionInput {
  @Field({ description: 'Unique name, e.g. "16 (18.1 mm)" or Rose Gold.' }) name: string;
}

@InputType({ description: 'A new currency.' })
class CurrencyInput {
  @Field({ description: 'ISO 4217 code: 3 letters, stored upper-case; unique.' }) code: string;
  @Field(() => Float, { description: 'How much of this currency one rupee buys: greater than 0, at most 4 decimals.' })
  conversionRateToINR: number;
}

@InputType({
  description: "Changes to a currency; a new rate re-prices its auto-priced entries at once. INR's code and rate (1) cannot change.",
})
class CurrencyUpdateInput {
  @Field(() => String, { nullable: true, description: 'ISO 4217 code, 3 letters.' }) code?: string | null;
  @Field(() => Float, { nullable: true, description: 'Greater than 0, at most 4 decimals.' }) conversionRateToINR?: number | null;
}

// ---- results ----

@ObjectType('CatalogueItemDeleted', { description: 'A catalogue configuration record was deleted.' })
class CatalogueItemDeletedType {
  @Field(() => Int, { description: 'The id of the deleted record.' })
  id: number;

  @Field({ description: 'What happened, e.g. "Metal type deleted".' })
  message: string;
}

@ObjectType('RepricingSummary', {
  description: 'What a new base rate, carat multiplier or currency rate re-priced, in the same transaction; manual prices never change.',
})
class RepricingSummary {
  @Field(() => Int, { description: 'Auto-priced entries (one product carat in one currency) whose amounts changed.' })
  priceEntries: number;

  @Field(() => Int, { description: 'Products in scope, whose from-price was refreshed.' })
  products: number;
}

const REPRICED_DESCRIPTION =
  'Only on the answer of the update mutation that changed the rate: what it re-priced. Null otherwise (and in every list).';

/** The summary a domain update attached to the saved record, or null (GraphQL lists never carry one). */
const repricingOf = (record: Repriced<object>): RepricingSummary | null =>
  record.repriced
    ? Object.assign(new RepricingSummary(), { priceEntries: record.repriced.entries, products: record.repriced.products })
    : null;

const MetalTypeResult = createUnionType({
  name: 'MetalTypeResult',
  description: 'The saved metal type, or why nothing was saved.',
  types: () => [MetalType, InputValidationErrorType, AlreadyExistsErrorType] as const,
  resolveType: resolveResultType('MetalType'),
});
const CaratResult = createUnionType({
  name: 'CaratResult',
  description: 'The saved carat, or why nothing was saved (InUseError: products use it, so its metal type cannot change).',
  types: () => [Carat, InputValidationErrorType, AlreadyExistsErrorType, InUseErrorType] as const,
  resolveType: resolveResultType('Carat'),
});
const CategoryResult = createUnionType({
  name: 'CategoryResult',
  description: 'The saved category, or why nothing was saved (and no picture stored).',
  types: () => [Category, InputValidationErrorType, AlreadyExistsErrorType] as const,
  resolveType: resolveResultType('Category'),
});
const SubcategoryResult = createUnionType({
  name: 'SubcategoryResult',
  description: 'The saved subcategory, or why nothing was saved.',
  types: () => [Subcategory, InputValidationErrorType, AlreadyExistsErrorType] as const,
  resolveType: resolveResultType('Subcategory'),
});
const SizeResult = createUnionType({
  name: 'SizeResult',
  description: 'The saved size, or why nothing was saved.',
  types: () => [Size, InputValidationErrorType, AlreadyExistsErrorType] as const,
  resolveType: resolveResultType('Size'),
});
const ColorResult = createUnionType({
  name: 'ColorResult',
  description: 'The saved colour, or why nothing was saved.',
  types: () => [Color, InputValidationErrorType, AlreadyExistsErrorType] as const,
  resolveType: resolveResultType('Color'),
});
const CurrencyResult = createUnionType({
  name: 'CurrencyResult',
  description: 'The saved currency, or why nothing was saved.',
  types: () => [Currency, InputValidationErrorType, AlreadyExistsErrorType, ReferenceCurrencyErrorType] as const,
  resolveType: resolveResultType('Currency'),
});
const CatalogueDeleteResult = createUnionType({
  name: 'CatalogueDeleteResult',
  description: 'The record was deleted, or it is still in use and nothing was deleted.',
  types: () => [CatalogueItemDeletedType, InUseErrorType] as const,
  resolveType: resolveResultType('CatalogueItemDeleted'),
});
const CurrencyDeleteResult = createUnionType({
  name: 'CurrencyDeleteResult',
  description: 'The currency was deleted (with its prices), or why not: accounts use it, or it is INR.',
  types: () => [CatalogueItemDeletedType, InUseErrorType, ReferenceCurrencyErrorType] as const,
  resolveType: resolveResultType('CatalogueItemDeleted'),
});

/** GraphQL sends null for an update field left out: "unchanged". */
const sent = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;

const ID_ARG = { description: 'The id of the record.' } as const;

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
    return this.config.categories.createCategory(ctx, { name: input.name, image });
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
    return this.config.categories.updateCategory(ctx, id, { name: input.name ?? undefined, image });
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

  @Authorized(Role.ADMIN)
  @Mutation(() => SizeResult, { description: 'Admin only. Adds a size.' })
  createSize(@Arg('input', () => NamedOptionInput) input: NamedOptionInput, @Ctx() ctx: GraphQLContext): Promise<typeof SizeResult> {
    return this.config.sizes.create(ctx, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SizeResult, { description: 'Admin only. Renames a size. NOT_FOUND for an unknown id.' })
  updateSize(
    @Arg('id', () => Int, ID_ARG) id: number,
    @Arg('input', () => NamedOptionInput) input: NamedOptionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SizeResult> {
    return this.config.sizes.update(ctx, id, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CatalogueDeleteResult, {
    description: 'Admin only. Deletes a size no product or variant uses. NOT_FOUND for an unknown id.',
  })
  deleteSize(@Arg('id', () => Int, ID_ARG) id: number, @Ctx() ctx: GraphQLContext): Promise<typeof CatalogueDeleteResult> {
    return this.config.sizes.delete(ctx, id);
  }

  // ---- colours (the list is the storefront's public `colors` query) ----

  @Authorized(Role.ADMIN)
  @Mutation(() => ColorResult, { description: 'Admin only. Adds a colour.' })
  createColor(@Arg('input', () => NamedOptionInput) input: NamedOptionInput, @Ctx() ctx: GraphQLContext): Promise<typeof ColorResult> {
    return this.config.colors.create(ctx, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ColorResult, { description: 'Admin only. Renames a colour. NOT_FOUND for an unknown id.' })
  updateColor(
    @Arg('id', () => Int, ID_ARG) id: number,
    @Arg('input', () => NamedOptionInput) input: NamedOptionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ColorResult> {
    return this.config.colors.update(ctx, id, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CatalogueDeleteResult, {
    description: 'Admin only. Deletes a colour no product is offered in. NOT_FOUND for an unknown id.',
  })
  deleteColor(@Arg('id', () => Int, ID_ARG) id: number, @Ctx() ctx: GraphQLContext): Promise<typeof CatalogueDeleteResult> {
    return this.config.colors.delete(ctx, id);
  }

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
