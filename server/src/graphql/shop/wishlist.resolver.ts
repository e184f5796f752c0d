import { Arg, Authorized, Ctx, Field, GraphQLISODateTime, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../domain/common/ownership';
import type { WishlistView } from '../../domain/wishlist/wishlist.service';
import type { Services } from '../../services';
import { Money } from '../common/money.types';
import {
  InputValidationErrorType,
  InvalidProductOptionErrorType,
  PRODUCT_CHOICE_ERRORS,
  ProductNotFoundErrorType,
} from '../common/error-results';
import { resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';
import { Cart, CartLine, toCart } from './cart.resolver';
import { ChosenOptionsInput, ChosenOptionsLine, chosenOptionsFields, moneyOrNull, writtenLine } from './chosen-options-line';

const AMOUNT_NOTE = "of one piece in the account's currency; null when the product has no price in that currency";

@ObjectType({ description: 'A product the signed-in shopper keeps for later, in one purity, colour and size.' })
export class WishlistLine extends ChosenOptionsLine {
  @Field(() => Int, { description: 'The wishlist line id (wishlistRemove, wishlistMoveToCart).' })
  id: number;

  @Field(() => Money, { nullable: true, description: `Metal price ${AMOUNT_NOTE}.` })
  price: Money | null;

  @Field(() => Money, { nullable: true, description: `Stone charge ${AMOUNT_NOTE}.` })
  stoneCharge: Money | null;

  @Field(() => Money, { nullable: true, description: `price + stone + labour ${AMOUNT_NOTE}.` })
  total: Money | null;

  @Field(() => Money, { nullable: true, description: `Labour charge ${AMOUNT_NOTE}.` })
  labourCharge: Money | null;

  @Field({ description: 'False when the product is out of stock or has no price in the account currency: it cannot move to the cart now.' })
  available: boolean;

  @Field(() => GraphQLISODateTime, { description: 'When it was added.' })
  createdAt: Date;
}

@InputType({ description: 'A product to keep on the wishlist.' })
class WishlistAddInput extends ChosenOptionsInput {
  @Field(() => Int, { description: 'The product.' }) productId: number;
}

@ObjectType('WishlistAddSuccess', { description: 'The product is on the wishlist.' })
class WishlistAddSuccess {
  @Field(() => WishlistLine, { description: 'The new line, or the one that was already there.' })
  line: WishlistLine;

  @Field({ description: 'False when the same product, purity, colour and size was already on the wishlist (nothing was written).' })
  created: boolean;

  @Field(() => [WishlistLine], { description: 'The whole wishlist, oldest first.' })
  wishlist: WishlistLine[];
}

@ObjectType('WishlistMoveToCartSuccess', { description: 'The wishlist line is now a cart line.' })
class WishlistMoveToCartSuccess {
  @Field(() => CartLine, { description: 'The cart line that was created or whose quantity grew.' })
  cartLine: CartLine;

  @Field(() => Cart, { description: 'The cart after the move.' })
  cart: Cart;

  @Field(() => [WishlistLine], { description: 'The wishlist after the move.' })
  wishlist: WishlistLine[];
}

const WishlistAddResult = resultUnion(
  'WishlistAddResult',
  () => [WishlistAddSuccess, InputValidationErrorType, ProductNotFoundErrorType, InvalidProductOptionErrorType],
  'The wishlist line, or why the product could not be kept (nothing was written then).',
);

const WishlistMoveToCartResult = resultUnion(
  'WishlistMoveToCartResult',
  () => [WishlistMoveToCartSuccess, ...PRODUCT_CHOICE_ERRORS],
  'The cart and wishlist after the move, or why it could not move (nothing changed then).',
);

function toWishlist(view: WishlistView): WishlistLine[] {
  const money = moneyOrNull(view.currencyCode);
  return view.lines.map((line) => {
    const { item, amounts } = line;
    return Object.assign(new WishlistLine(), {
      ...chosenOptionsFields(line),
      id: item.id,
      price: money(amounts?.unit.priceMinor),
      stoneCharge: money(amounts?.unit.stoneChargeMinor),
      labourCharge: money(amounts?.unit.labourChargeMinor),
      total: money(amounts?.unit.totalMinor),
      createdAt: item.createdAt,
    });
  });
}

@Resolver()
export class WishlistResolver {
  constructor(private readonly services: Services) {}

  @Authorized()
  @Query(() => [WishlistLine], { description: "The signed-in shopper's wishlist, oldest first." })
  async wishlist(@Ctx() ctx: GraphQLContext): Promise<WishlistLine[]> {
    return toWishlist(await this.services.wishlist.getWishlist(ctx, requireUser(ctx).id));
  }

  @Authorized()
  @Mutation(() => WishlistAddResult, {
    description: 'Keeps a product on the wishlist; the same product, purity, colour and size twice keeps one line.',
  })
  async wishlistAdd(
    @Arg('input', () => WishlistAddInput, { description: 'The product, purity, colour and size.' }) input: WishlistAddInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof WishlistAddResult> {
    const result = await this.services.wishlist.add(ctx, requireUser(ctx).id, { ...input });
    if (!('wishlistItemId' in result)) return result;
    const wishlist = toWishlist(result.wishlist);
    const line = writtenLine(wishlist, result.wishlistItemId, 'wishlist line');
    return Object.assign(new WishlistAddSuccess(), { line, created: result.created, wishlist });
  }

  @Authorized()
  @Mutation(() => [WishlistLine], {
    description:
      "Removes a line and answers the wishlist it was in. Another shopper's line is FORBIDDEN (an admin may), an unknown one NOT_FOUND.",
  })
  async wishlistRemove(
    @Arg('wishlistItemId', () => Int, { description: 'The wishlist line.' }) wishlistItemId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WishlistLine[]> {
    return toWishlist(await this.services.wishlist.remove(ctx, wishlistItemId));
  }

  @Authorized()
  @Mutation(() => WishlistMoveToCartResult, {
    description: 'Adds the wishlist line to the cart and removes it from the wishlist, as one transaction: either both happen or neither.',
  })
  async wishlistMoveToCart(
    @Arg('wishlistItemId', () => Int, { description: 'The wishlist line.' }) wishlistItemId: number,
    @Arg('quantity', () => Int, { defaultValue: 1, description: 'Pieces to put in the cart.' }) quantity: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof WishlistMoveToCartResult> {
    const result = await this.services.wishlist.moveToCart(ctx, wishlistItemId, quantity);
    if (!('cartItemId' in result)) return result;
    const cart = toCart(result.cart);
    const cartLine = writtenLine(cart.items, result.cartItemId, 'cart line');
    return Object.assign(new WishlistMoveToCartSuccess(), { cartLine, cart, wishlist: toWishlist(result.wishlist) });
  }
}
