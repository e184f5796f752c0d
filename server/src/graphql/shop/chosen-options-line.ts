import { Ctx, Field, InputType, Int, ObjectType } from 'type-graphql';
import { Product } from '../../entities/product.entity';
import { toMoney } from '../common/money.types';
import type { GraphQLContext } from '../context';

/**
 * What a cart line and a wishlist line share: one product in one purity, colour and size.
 * A base class only: no field returns it, so the schema does not list it.
 */
@ObjectType()
export abstract class ChosenOptionsLine {
  @Field(() => Int, { description: 'The product of this line.' })
  productId: number;

  @Field(() => Product, { description: 'The product, with its pictures and prices (catalogue fields).' })
  product: Product;

  @Field(() => Int, { description: 'The chosen purity of the product.' })
  productCaratId: number;

  @Field({ description: 'Purity label, e.g. "18K".' })
  purity: string;

  @Field(() => Int, { nullable: true, description: 'The chosen colour of the product; null if that colour was withdrawn.' })
  productColorId: number | null;

  @Field(() => String, { nullable: true, description: 'Colour name, e.g. "Rose Gold".' })
  color: string | null;

  @Field(() => Int, { nullable: true, description: 'The chosen size; null for a product without sizes.' })
  productSizeId: number | null;

  @Field(() => String, { nullable: true, description: 'Size name, e.g. "23 (20.0 mm)".' })
  size: string | null;

  @Field(() => String, { nullable: true, description: 'The first picture of the chosen colour, relative to the API base.' })
  async image(@Ctx() ctx: GraphQLContext): Promise<string | null> {
    if (this.productColorId === null) return null;
    return (await ctx.loaders.imagesByProductColorId.load(this.productColorId))[0]?.url ?? null;
  }
}

/** What the cart's and the wishlist's add inputs share: a product's purity, colour and size (real ids). */
@InputType()
export abstract class ChosenOptionsInput {
  @Field(() => Int, { description: 'One of the product carats (purities) of the product.' }) productCaratId: number;
  @Field(() => Int, { nullable: true, description: 'One of the product colours; default: the first.' }) productColorId?: number | null;
  @Field(() => Int, { nullable: true, description: 'One of the product sizes; default: the first, when the product has sizes.' })
  productSizeId?: number | null;
}

/** A priced cart or wishlist line as the services answer it. */
interface ChosenOptionsView {
  item: { productId: number; product?: Product; productCaratId: number; productColorId: number | null; productSizeId: number | null };
  amounts: unknown;
  purity: string;
  colorName: string | null;
  sizeName: string | null;
}

/** The shared fields of a line, and whether it can be ordered now (priced in the account currency, in stock). */
export function chosenOptionsFields(view: ChosenOptionsView) {
  const { item } = view;
  return {
    productId: item.productId,
    product: item.product,
    productCaratId: item.productCaratId,
    purity: view.purity,
    productColorId: item.productColorId,
    color: view.colorName,
    productSizeId: item.productSizeId,
    size: view.sizeName,
    available: view.amounts !== null && !item.product?.outOfStock,
  };
}

/** An amount of a line in `currencyCode`, or null when the line has no price in that currency. */
export const moneyOrNull = (currencyCode: string) => (minor: number | undefined) =>
  minor === undefined ? null : toMoney(minor, currencyCode);

/** The line a mutation just wrote, from the lines it answers (its absence is a bug, not a shopper's error). */
export function writtenLine<T extends { id: number }>(lines: T[], id: number, what: string): T {
  const line = lines.find((item) => item.id === id);
  if (!line) throw new Error(`${what} ${id} vanished after it was written`);
  return line;
}
