import { Ctx, Field, Int, ObjectType } from 'type-graphql';
import { Product } from '../../entities/product.entity';
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
