import { type ClassType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Carat } from '../../entities/carat.entity';
import { Category } from '../../entities/category.entity';
import { Color } from '../../entities/color.entity';
import { Currency } from '../../entities/currency.entity';
import { MetalType } from '../../entities/metal-type.entity';
import { Size } from '../../entities/size.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import type { Repriced } from '../../domain/catalogue-config/config-helpers';
import {
  AlreadyExistsErrorType,
  InUseErrorType,
  InputValidationErrorType,
  ReferenceCurrencyErrorType,
  StaleVersionErrorType,
} from '../common/error-results';
import { Deleted, resultUnion } from '../common/shapes';
import { type FileUpload, GraphQLUpload } from '../common/upload';

// The inputs and answers of the back-office catalogue configuration (catalogue-config.resolver.ts).

// ---- inputs ----

/** The `expectedVersion` of every update input (docs/decisions.md#no-lost-updates). */
export const EXPECTED_VERSION =
  'The version the form was loaded with: a save from an older version answers StaleVersionError and writes nothing. Absent: last write wins.';

@InputType({ description: 'A new metal type.' })
export class MetalTypeInput {
  @Field({ description: 'Unique name, e.g. Gold.' }) name: string;
  @Field(() => Float, { description: 'Rupees per gram, at least 0, at most 2 decimals.' }) baseRatePerGram: number;
}

@InputType({ description: 'Changes to a metal type; a new base rate re-prices its auto-priced products at once.' })
export class MetalTypeUpdateInput {
  @Field(() => String, { nullable: true, description: 'Unique name.' }) name?: string | null;
  @Field(() => Float, { nullable: true, description: 'Rupees per gram, at least 0, at most 2 decimals.' }) baseRatePerGram?: number | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION }) expectedVersion?: number | null;
}

@InputType({ description: 'A new carat (purity) of a metal type.' })
export class CaratInput {
  @Field(() => Int, { description: 'Purity in karats, at least 1; unique within the metal type.' }) value: number;
  @Field(() => Float, { description: 'Share of the base rate, at least 0, at most 4 decimals (0.75 for 18 KT).' }) multiplier: number;
  @Field(() => Int, { description: 'The metal type.' }) metalTypeId: number;
}

@InputType({ description: 'Changes to a carat; a new multiplier re-prices its auto-priced products at once.' })
export class CaratUpdateInput {
  @Field(() => Int, { nullable: true, description: 'Purity in karats, at least 1.' }) value?: number | null;
  @Field(() => Float, { nullable: true, description: 'At least 0, at most 4 decimals.' }) multiplier?: number | null;
  @Field(() => Int, { nullable: true, description: 'Another metal type; refused while products use the carat.' }) metalTypeId?:
    number | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION }) expectedVersion?: number | null;
}

@InputType({ description: 'A new category with its picture.' })
export class CategoryInput {
  @Field({ description: 'Unique name.' }) name: string;
  @Field(() => GraphQLUpload, { description: 'The picture: a JPEG, PNG, WebP or GIF image (checked by content), at most 5 MB.' })
  image: Promise<FileUpload>;
  @Field(() => Float, { nullable: true, description: 'GST rate in percent, 0 to 28 with 2 decimals; 3 (jewellery) when omitted.' })
  gstRate?: number | null;
  @Field(() => String, { nullable: true, description: 'HSN code for invoices, 4, 6 or 8 digits; 7113 when omitted.' })
  hsnCode?: string | null;
}

@InputType({ description: 'Changes to a category; a new picture replaces (and deletes) the old one.' })
export class CategoryUpdateInput {
  @Field(() => String, { nullable: true, description: 'Unique name.' }) name?: string | null;
  @Field(() => GraphQLUpload, { nullable: true, description: 'A new picture (optional when editing).' }) image?: Promise<FileUpload> | null;
  @Field(() => Float, { nullable: true, description: 'GST rate in percent, 0 to 28 with 2 decimals; orders placed before keep theirs.' })
  gstRate?: number | null;
  @Field(() => String, { nullable: true, description: 'HSN code for invoices, 4, 6 or 8 digits.' }) hsnCode?: string | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION }) expectedVersion?: number | null;
}

@InputType({ description: 'A new subcategory of a category.' })
export class SubcategoryInput {
  @Field({ description: 'Name, unique within the category.' }) name: string;
  @Field(() => Int, { description: 'The category.' }) categoryId: number;
}

@InputType({ description: 'Changes to a subcategory; moving it to another category moves its products too.' })
export class SubcategoryUpdateInput {
  @Field(() => String, { nullable: true, description: 'Name, unique within the category.' }) name?: string | null;
  @Field(() => Int, { nullable: true, description: 'Another category.' }) categoryId?: number | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION }) expectedVersion?: number | null;
}

@InputType({ description: 'A size or colour: just a unique name.' })
export class NamedOptionInput {
  @Field({ description: 'Unique name, e.g. "16 (18.1 mm)" or Rose Gold.' }) name: string;
  @Field(() => Int, { nullable: true, description: `${EXPECTED_VERSION} Ignored when adding.` }) expectedVersion?: number | null;
}

@InputType({ description: 'A new currency.' })
export class CurrencyInput {
  @Field({ description: 'ISO 4217 code: 3 letters, stored upper-case; unique.' }) code: string;
  @Field(() => Float, { description: 'How much of this currency one rupee buys: greater than 0, at most 4 decimals.' })
  conversionRateToINR: number;
}

@InputType({
  description: "Changes to a currency; a new rate re-prices its auto-priced entries at once. INR's code and rate (1) cannot change.",
})
export class CurrencyUpdateInput {
  @Field(() => String, { nullable: true, description: 'ISO 4217 code, 3 letters.' }) code?: string | null;
  @Field(() => Float, { nullable: true, description: 'Greater than 0, at most 4 decimals.' }) conversionRateToINR?: number | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION }) expectedVersion?: number | null;
}

/** The `id` argument of an update or delete. */
export const ID_ARG = { description: 'The id of the record.' } as const;

// ---- results ----

const CatalogueItemDeletedType = Deleted('CatalogueItemDeleted', {
  description: 'A catalogue configuration record was deleted.',
  id: 'The id of the deleted record.',
  message: 'What happened, e.g. "Metal type deleted".',
});

@ObjectType('RepricingSummary', {
  description: 'What a new base rate, carat multiplier or currency rate re-priced, in the same transaction; manual prices never change.',
})
export class RepricingSummary {
  @Field(() => Int, { description: 'Auto-priced entries (one product carat in one currency) whose amounts changed.' })
  priceEntries: number;

  @Field(() => Int, { description: 'Products with at least one of those entries; products priced only by hand are not counted.' })
  products: number;
}

export const REPRICED_DESCRIPTION =
  'Only on the answer of the update mutation that changed the rate: what it re-priced. Null otherwise (and in every list).';

/** The summary a domain update attached to the saved record, or null (GraphQL lists never carry one). */
export const repricingOf = (record: Repriced<object>): RepricingSummary | null =>
  record.repriced
    ? Object.assign(new RepricingSummary(), { priceEntries: record.repriced.entries, products: record.repriced.products })
    : null;

/** A save mutation's result: the record, or why nothing was saved (`why`: what the further errors mean). */
const savedResult = <S extends ClassType, E extends readonly ClassType[]>(name: string, Record: S, what: string, why = '', ...more: E) =>
  resultUnion(
    `${name}Result`,
    () => [Record, InputValidationErrorType, AlreadyExistsErrorType, StaleVersionErrorType, ...more],
    `The saved ${what}, or why nothing was saved${why && ` (${why})`}; StaleVersionError: changed by someone else since it was opened.`,
  );

export const MetalTypeResult = savedResult('MetalType', MetalType, 'metal type');
export const CaratResult = savedResult(
  'Carat',
  Carat,
  'carat',
  'InUseError: products use it, so its metal type cannot change',
  InUseErrorType,
);
export const CategoryResult = savedResult('Category', Category, 'category', 'and no picture stored');
export const SubcategoryResult = savedResult('Subcategory', Subcategory, 'subcategory');
export const SizeResult = savedResult('Size', Size, 'size');
export const ColorResult = savedResult('Color', Color, 'colour');
export const CurrencyResult = savedResult('Currency', Currency, 'currency', '', ReferenceCurrencyErrorType);
export const CatalogueDeleteResult = resultUnion(
  'CatalogueDeleteResult',
  () => [CatalogueItemDeletedType, InUseErrorType],
  'The record was deleted, or it is still in use and nothing was deleted.',
);
export const CurrencyDeleteResult = resultUnion(
  'CurrencyDeleteResult',
  () => [CatalogueItemDeletedType, InUseErrorType, ReferenceCurrencyErrorType],
  'The currency was deleted (with its prices), or why not: accounts use it, or it is INR.',
);
