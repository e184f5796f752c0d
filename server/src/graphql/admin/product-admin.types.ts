import { type ClassType, Ctx, Field, Float, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { purityLabel } from '../../domain/pricing/carat-price';
import { Money, toMoney } from '../common/money.types';
import { Carat } from '../../entities/carat.entity';
import { MetalType } from '../../entities/metal-type.entity';
import type { PriceEntry } from '../../entities/price-entry.entity';
import type { Product } from '../../entities/product.entity';
import type { ProductCarat } from '../../entities/product-carat.entity';
import type { ProductColor } from '../../entities/product-color.entity';
import type { ProductImage } from '../../entities/product-image.entity';
import type { ProductSize } from '../../entities/product-size.entity';
import type { ProductVariant } from '../../entities/product-variant.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import { CertificationType } from '../common/certificate.types';
import { AlreadyExistsErrorType, InputValidationErrorType, StaleVersionErrorType } from '../common/error-results';
import { EXPECTED_VERSION } from './catalogue-config.types';
import { Deleted, Page, resultUnion } from '../common/shapes';
import { type FileUpload, GraphQLUpload } from '../common/upload';
import type { GraphQLContext } from '../context';

// The back-office view of a product and its parts. Separate types from the storefront's Product, so no
// admin-only field (manual flags, every currency's price) can reach the shop API. Relations are
// resolved by methods on the types, each through the request's DataLoaders (no statement per row).

@ObjectType({ description: 'A picture of a product in one colour.' })
export class AdminProductImage {
  @Field(() => Int, { description: 'Picture id.' }) id: number;
  @Field({ description: 'Path relative to the API base (uploads/products/...), or an absolute http(s) URL.' }) url: string;
  @Field(() => Int, { description: "Place in the colour's list (0 first)." }) position: number;

  static from(image: ProductImage): AdminProductImage {
    return Object.assign(new AdminProductImage(), { id: image.id, url: image.url, position: image.position });
  }
}

@ObjectType({ description: 'The price of a product carat in one currency, with its charges and whether an admin set it by hand.' })
export class AdminPriceEntry {
  @Field(() => Int, { description: 'Price entry id.' }) id: number;
  @Field(() => Int, { description: 'The product carat this price is for.' }) productCaratId: number;
  @Field(() => Int, { description: 'The currency.' }) currencyId: number;
  @Field({ description: 'ISO code of the currency, e.g. INR.' }) currencyCode: string;
  @Field(() => Money, { description: 'Metal price.' }) price: Money;
  @Field(() => Money, { description: 'Stone charge.' }) stoneCharge: Money;
  @Field(() => Money, { description: 'Labour charge.' }) labourCharge: Money;
  // See docs/specifications.md#back-office-4-states and docs/decisions.md#rate-card.
  @Field({ description: 'true: set by hand and left alone by the rate card; false: computed from the rate card.' })
  isManual: boolean;

  static from(entry: PriceEntry): AdminPriceEntry {
    const code = entry.currency?.code ?? '';
    return Object.assign(new AdminPriceEntry(), {
      id: entry.id,
      productCaratId: entry.productCaratId,
      currencyId: entry.currencyId,
      currencyCode: code,
      price: toMoney(entry.priceMinor, code),
      stoneCharge: toMoney(entry.stoneChargeMinor, code),
      labourCharge: toMoney(entry.labourChargeMinor, code),
      isManual: Boolean(entry.isManual),
    });
  }
}

@ObjectType('AdminProductColor', { description: 'A colour a product is offered in, with its pictures (back-office).' })
export class AdminProductColor {
  @Field(() => Int, { description: 'Product colour id (the legacy pcolor_id).' }) id: number;
  @Field(() => Int, { description: 'The product.' }) productId: number;
  @Field(() => Int, { description: 'The Color.' }) colorId: number;
  @Field({ description: 'Colour name, e.g. "Rose Gold".' }) name: string;
  @Field(() => Int, { description: "Place in the product's colour list (0 first)." }) position: number;

  @Field(() => String, { description: 'Name of the product (read in one batch for the whole list).' })
  async productName(@Ctx() ctx: GraphQLContext): Promise<string> {
    return (await ctx.loaders.productNameById.load(this.productId)) ?? '';
  }

  @Field(() => [AdminProductImage], { description: 'The pictures, in order.' })
  async images(@Ctx() ctx: GraphQLContext): Promise<AdminProductImage[]> {
    return (await ctx.loaders.imagesByProductColorId.load(this.id)).map(AdminProductImage.from);
  }

  @Field(() => [String], { description: "The pictures' URLs, in order (shortcut for images { url })." })
  async imageUrls(@Ctx() ctx: GraphQLContext): Promise<string[]> {
    return (await ctx.loaders.imagesByProductColorId.load(this.id)).map((image) => image.url);
  }

  static from(row: ProductColor): AdminProductColor {
    return Object.assign(new AdminProductColor(), {
      id: row.id,
      productId: row.productId,
      colorId: row.colorId,
      name: row.color?.name ?? '',
      position: row.position,
    });
  }
}

@ObjectType('AdminProductCarat', {
  description: 'A carat (purity) a product is offered in, with its price in every currency (back-office).',
})
export class AdminProductCarat {
  @Field(() => Int, { description: 'Product carat id (the legacy pc_id).' }) id: number;
  @Field(() => Int, { description: 'The product.' }) productId: number;
  @Field(() => Int, { description: 'The Carat.' }) caratId: number;
  @Field(() => Carat, { nullable: true, description: 'The carat: value, multiplier, metal type.' }) carat: Carat | null;
  @Field(() => Int, { description: 'Purity in karats, e.g. 18.' }) value: number;
  @Field({ description: 'Purity label, e.g. "18K".' }) purity: string;
  @Field(() => Int, { description: "Place in the product's carat list (0 first)." }) position: number;

  @Field(() => String, { description: 'Name of the product (read in one batch for the whole list).' })
  async productName(@Ctx() ctx: GraphQLContext): Promise<string> {
    return (await ctx.loaders.productNameById.load(this.productId)) ?? '';
  }

  @Field(() => [AdminPriceEntry], { description: 'One price entry per currency that has one, by currency id.' })
  async prices(@Ctx() ctx: GraphQLContext): Promise<AdminPriceEntry[]> {
    return (await ctx.loaders.priceEntriesByProductCaratId.load(this.id)).map(AdminPriceEntry.from);
  }

  static from(row: ProductCarat): AdminProductCarat {
    const value = row.carat?.value ?? 0;
    return Object.assign(new AdminProductCarat(), {
      id: row.id,
      productId: row.productId,
      caratId: row.caratId,
      carat: row.carat ?? null,
      value,
      purity: purityLabel(value),
      position: row.position,
    });
  }
}

@ObjectType({ description: 'A size a product is offered in (back-office).' })
export class AdminProductSize {
  @Field(() => Int, { description: 'Product size id.' }) id: number;
  @Field(() => Int, { description: 'The Size (the legacy s_id).' }) sizeId: number;
  @Field({ description: 'Size label.' }) name: string;
  @Field(() => Int, { description: "Place in the product's size list (0 first)." }) position: number;

  static from(row: ProductSize): AdminProductSize {
    return Object.assign(new AdminProductSize(), { id: row.id, sizeId: row.sizeId, name: row.size?.name ?? '', position: row.position });
  }
}

@ObjectType('AdminProductVariant', { description: 'A stockable combination of size, colour and carat of one product (back-office).' })
export class AdminProductVariant {
  @Field(() => Int, { description: 'Variant id (the legacy pv_id).' }) id: number;
  @Field(() => Int, { description: 'The product.' }) productId: number;
  @Field({ description: 'Product name.' }) productName: string;
  @Field(() => Int, { description: 'The Size.' }) sizeId: number;
  @Field({ description: 'Size label.' }) sizeName: string;
  @Field(() => Int, { description: "The product colour (one of the product's)." }) productColorId: number;
  @Field({ description: 'Colour name.' }) colorName: string;
  @Field(() => Int, { description: "The product carat (one of the product's)." }) productCaratId: number;
  @Field({ description: 'Purity label of the carat, e.g. "18K".' }) purity: string;
  @Field(() => Int, { nullable: true, description: 'Pieces on hand; null when not tracked (sold without limit).' })
  stock: number | null;

  static from(row: ProductVariant): AdminProductVariant {
    return Object.assign(new AdminProductVariant(), {
      id: row.id,
      productId: row.productId,
      productName: row.product?.name ?? '',
      sizeId: row.sizeId,
      sizeName: row.size?.name ?? '',
      productColorId: row.productColorId,
      colorName: row.productColor?.color?.name ?? '',
      productCaratId: row.productCaratId,
      purity: purityLabel(row.productCarat?.carat?.value ?? 0),
      stock: row.stock ?? null,
    });
  }
}

@ObjectType('AdminProduct', {
  description: 'A product as the back-office lists and edits it: the table columns and everything the edit form needs.',
})
export class AdminProduct {
  @Field(() => Int, { description: 'Product id (the legacy p_id).' }) id: number;
  @Field({ description: 'Name.' }) name: string;
  @Field({ description: 'Description.' }) description: string;
  @Field(() => String, { nullable: true, description: 'Return and refund text.' }) returnPolicy: string | null;
  @Field(() => Float, { description: 'Metal weight in grams; drives the rate-card prices.' }) weightInGrams: number;
  @Field(() => Int, { description: 'The metal type.' }) metalTypeId: number;
  @Field(() => Int, { description: 'The subcategory.' }) subcategoryId: number;
  @Field(() => Int, { description: "The category (the subcategory's)." }) categoryId: number;
  @Field({ description: 'Out of stock: shown, but not sold.' }) outOfStock: boolean;
  @Field(() => Money, {
    nullable: true,
    description: 'Lowest one-piece total in INR over its carats (what the storefront filters by); null without prices.',
  })
  fromPrice: Money | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was created.' }) createdAt: Date;
  @Field(() => Int, {
    description: 'Version of the product with its colours, carats, prices and sizes: send it back as expectedVersion when saving the form.',
  })
  version: number;

  @Field(() => MetalType, { nullable: true, description: 'The metal type (table column "Metal Type").' })
  metalType(@Ctx() ctx: GraphQLContext): Promise<MetalType | null> {
    return ctx.loaders.metalTypeById.load(this.metalTypeId);
  }

  @Field(() => Subcategory, { nullable: true, description: 'The subcategory (table column "Subcategory").' })
  subcategory(@Ctx() ctx: GraphQLContext): Promise<Subcategory | null> {
    return ctx.loaders.subcategoryById.load(this.subcategoryId);
  }

  @Field(() => Int, { description: 'How many carats it is offered in (table column "Carats count").' })
  async caratCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.caratsByProductId.load(this.id)).length;
  }

  @Field(() => Int, {
    nullable: true,
    description: 'Pieces on hand over its tracked variants (table column "Stock"); null when none is tracked (docs/decisions.md#stock).',
  })
  async stock(@Ctx() ctx: GraphQLContext): Promise<number | null> {
    const tracked = (await ctx.loaders.variantsByProductId.load(this.id)).filter((variant) => variant.stock !== null);
    return tracked.length === 0 ? null : tracked.reduce((sum, variant) => sum + Number(variant.stock), 0);
  }

  @Field(() => [AdminProductColor], { description: 'Its colours in order, each with its pictures.' })
  async colors(@Ctx() ctx: GraphQLContext): Promise<AdminProductColor[]> {
    return (await ctx.loaders.colorsByProductId.load(this.id)).map(AdminProductColor.from);
  }

  @Field(() => [AdminProductCarat], { description: 'Its carats in order, each with a price entry per currency.' })
  async carats(@Ctx() ctx: GraphQLContext): Promise<AdminProductCarat[]> {
    return (await ctx.loaders.caratsByProductId.load(this.id)).map(AdminProductCarat.from);
  }

  @Field(() => [CertificationType], {
    description: "Its diamond certificate and BIS hallmark (variantId null) and its variants' overrides, as set.",
  })
  async certifications(@Ctx() ctx: GraphQLContext): Promise<CertificationType[]> {
    return (await ctx.loaders.certificationsByProductId.load(this.id)).rows.map(CertificationType.from);
  }

  @Field(() => [AdminProductSize], { description: 'Its sizes in order.' })
  async sizes(@Ctx() ctx: GraphQLContext): Promise<AdminProductSize[]> {
    return (await ctx.loaders.sizesByProductId.load(this.id)).map(AdminProductSize.from);
  }

  static from(product: Product): AdminProduct {
    return Object.assign(new AdminProduct(), {
      id: product.id,
      name: product.name,
      description: product.description,
      returnPolicy: product.returnPolicy,
      weightInGrams: Number(product.weightInGrams),
      metalTypeId: product.metalTypeId,
      subcategoryId: product.subcategoryId,
      categoryId: product.categoryId,
      outOfStock: Boolean(product.outOfStock),
      fromPrice: product.fromPriceInrMinor == null ? null : toMoney(product.fromPriceInrMinor, 'INR'),
      createdAt: product.createdAt,
      version: product.version,
    });
  }
}

export const AdminProductList = Page('AdminProductList', AdminProduct, {
  description: 'One page of the back-office products table.',
  items: 'The products of this page, newest first.',
  totalCount: 'How many products match in all pages.',
});
export type AdminProductList = InstanceType<typeof AdminProductList>;

export const AdminProductDeletion = Deleted('AdminProductDeletion', {
  description: 'What a back-office delete removed.',
  id: 'The id of the deleted row.',
  message: 'A confirmation fit to show, e.g. "Product deleted successfully".',
});
export type AdminProductDeletion = InstanceType<typeof AdminProductDeletion>;

// --- inputs ---

// See docs/specifications.md#back-office-5-validation.
@InputType({
  description:
    'A price row of a product carat. Rows lacking currency, stone charge or labour charge, or a manual row lacking price, are dropped.',
})
export class ProductPriceInput {
  @Field(() => Int, { nullable: true, description: 'The currency.' }) currencyId?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Metal price in the currency (major units). Required when manual; ignored when not (the rate card computes it).',
  })
  price?: number | null;
  @Field(() => Float, { nullable: true, description: 'Stone charge (major units).' }) stoneCharge?: number | null;
  @Field(() => Float, { nullable: true, description: 'Labour charge (major units).' }) labourCharge?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "true (default): the admin's price is kept and stays manual; false: the server prices it with the rate card.",
  })
  manual?: boolean | null;
}

@InputType({ description: 'A colour of the product form with its pictures.' })
export class ProductColorOptionInput {
  @Field(() => Int, { nullable: true, description: 'The Color; a row without one and without pictures is dropped.' }) colorId?:
    number | null;
  @Field(() => [GraphQLUpload], {
    nullable: true,
    description: 'New pictures (JPEG, PNG, WebP or GIF by content, at most 5 MB each); appended after the kept ones.',
  })
  images?: Promise<FileUpload>[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'On update: the stored pictures of this colour to keep, in order; absent keeps them all.',
  })
  keepImageUrls?: string[] | null;
}

@InputType({ description: 'A carat of the product form with its prices; every currency without a row gets a rate-card (auto) entry.' })
export class ProductCaratOptionInput {
  @Field(() => Int, { nullable: true, description: "The Carat, of the product's metal type; a row without one is dropped." }) caratId?:
    number | null;
  @Field(() => [ProductPriceInput], { nullable: true, description: 'Price rows, at most one per currency.' }) prices?:
    ProductPriceInput[] | null;
}

// See docs/specifications.md#back-office-5-validation.
@InputType({
  description: 'The back-office product form. On update, an absent list leaves those options as they are; a list replaces them.',
})
export class ProductInput {
  @Field(() => String, { nullable: true, description: 'Required.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Required.' }) description?: string | null;
  @Field(() => Float, { nullable: true, description: 'Required, grams, greater than 0, at most 3 decimals.' }) weightInGrams?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Required; must exist.' }) metalTypeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Required; must exist.' }) subcategoryId?: number | null;
  @Field(() => String, { nullable: true, description: 'Return and refund text.' }) returnPolicy?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Out of stock (default false; unchanged on update when absent).' }) outOfStock?:
    boolean | null;
  @Field(() => [ProductColorOptionInput], { nullable: true, description: 'Colours in order, each with pictures.' }) colors?:
    ProductColorOptionInput[] | null;
  @Field(() => [ProductCaratOptionInput], { nullable: true, description: 'Carats in order, each with price rows.' }) carats?:
    ProductCaratOptionInput[] | null;
  @Field(() => [Int], { nullable: 'itemsAndList', description: 'Size ids in order; null items are dropped.' }) sizeIds?:
    (number | null)[] | null;
  @Field(() => Int, { nullable: true, description: `${EXPECTED_VERSION} Ignored when creating.` }) expectedVersion?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'true: save even when another product has this name (else AlreadyExistsError).' })
  confirmDuplicateName?: boolean | null;
}

@InputType({ description: 'A product colour of the product colours page: product, colour and picture URLs are required.' })
export class ProductColorInput {
  @Field(() => Int, { nullable: true, description: 'The product (cannot change on update).' }) productId?: number | null;
  @Field(() => Int, { nullable: true, description: 'The Color.' }) colorId?: number | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Picture URLs in order: http(s) URLs or uploaded paths (uploads/...); they replace the current pictures.',
  })
  imageUrls?: string[] | null;
}

@InputType({ description: 'A product carat of the product carats page.' })
export class ProductCaratInput {
  @Field(() => Int, { nullable: true, description: 'The product (cannot change on update).' }) productId?: number | null;
  @Field(() => Int, { nullable: true, description: "The Carat, of the product's metal type." }) caratId?: number | null;
  @Field(() => [ProductPriceInput], {
    nullable: true,
    description: 'Price rows as in the product form; absent: on create every currency gets an auto entry, on update the entries stay.',
  })
  prices?: ProductPriceInput[] | null;
}

@InputType({ description: "A product variant: a size with one of the product's colours and one of its carats." })
export class ProductVariantInput {
  @Field(() => Int, { nullable: true, description: 'The product.' }) productId?: number | null;
  @Field(() => Int, { nullable: true, description: 'The Size.' }) sizeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'A product colour of that product.' }) productColorId?: number | null;
  @Field(() => Int, { nullable: true, description: 'A product carat of that product.' }) productCaratId?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Pieces on hand (0 or more); null: not tracked; absent on an update: unchanged. Replaces the count, it does not add to it.',
  })
  stock?: number | null;
}

// --- results ---

export const AdminProductResult = resultUnion(
  'AdminProductResult',
  () => [AdminProduct, InputValidationErrorType, StaleVersionErrorType, AlreadyExistsErrorType],
  'The saved product, or why nothing was written: what is wrong with the form, StaleVersionError (changed by someone else since it was opened), or AlreadyExistsError (another product has this name: send again with confirmDuplicateName to save anyway).',
);

/** The result of saving one part of a product (a colour, carat or variant). */
const savedPart = <S extends ClassType>(name: string, Part: S, what: string) =>
  resultUnion(name, () => [Part, InputValidationErrorType], `The saved ${what}, or what is wrong with the input (nothing was written).`);

export const AdminProductColorResult = savedPart('AdminProductColorResult', AdminProductColor, 'product colour');
export const AdminProductCaratResult = savedPart('AdminProductCaratResult', AdminProductCarat, 'product carat');
export const AdminProductVariantResult = savedPart('AdminProductVariantResult', AdminProductVariant, 'product variant');
