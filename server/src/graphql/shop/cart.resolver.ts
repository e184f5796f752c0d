import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { CartLineView, CartView } from '../../domain/cart/cart.service';
import { requireUser } from '../../domain/common/ownership';
import type { Services } from '../../services';
import { Money, toMoney } from '../common/money.types';
import { InputValidationErrorType, OutOfStockErrorType, PRODUCT_CHOICE_ERRORS, orError } from '../common/error-results';
import { resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';
import { StockAvailability } from './stock.types';
import { ChosenOptionsInput, ChosenOptionsLine, chosenOptionsFields, moneyOrNull, writtenLine } from './chosen-options-line';

const AMOUNT_NOTE = "in the account's currency; null when the product has no price in that currency (the line cannot be ordered then)";

@ObjectType({ description: "A line of the signed-in shopper's cart: one product in one purity, colour and size." })
export class CartLine extends ChosenOptionsLine {
  @Field(() => Int, { description: 'The cart line id (cartUpdateQuantity, cartRemoveItem, createOrder cartItemIds).' })
  id: number;

  @Field(() => Int, { description: 'Pieces: up to the stock of a tracked variant, else 1-10.' })
  quantity: number;

  @Field(() => Money, { nullable: true, description: `Metal price of one piece, ${AMOUNT_NOTE}.` })
  unitPrice: Money | null;

  @Field(() => Money, { nullable: true, description: `Stone charge of one piece, ${AMOUNT_NOTE}.` })
  stoneCharge: Money | null;

  @Field(() => Money, { nullable: true, description: `Labour charge of one piece, ${AMOUNT_NOTE}.` })
  labourCharge: Money | null;

  @Field(() => Money, { nullable: true, description: `(price + stone + labour) x quantity, ${AMOUNT_NOTE}.` })
  lineTotal: Money | null;

  @Field({ description: 'False when the product is out of stock or has no price in the account currency: checkout refuses it.' })
  available: boolean;

  @Field(() => StockAvailability, { description: "The stock of the line's variant: in stock, only N left, or sold out." })
  stock: StockAvailability;
}

@ObjectType('Cart', { description: "The signed-in shopper's cart, priced from the current prices in the account currency." })
export class Cart {
  @Field(() => [CartLine], { description: 'The lines, oldest first.' })
  items: CartLine[];

  @Field(() => Int, { description: 'Pieces over all lines, those that cannot be ordered now too (the header badge).' })
  totalQuantity: number;

  @Field(() => Money, {
    description: 'Sum of the totals of the lines that can be ordered now (available), what checkout charges; shipping and tax are 0.',
  })
  subtotal: Money;

  @Field({ description: 'ISO code of the currency of every amount, e.g. INR.' })
  currencyCode: string;
}

@InputType({ description: 'A product to put in the cart.' })
class CartAddItemInput extends ChosenOptionsInput {
  @Field(() => Int, { description: 'The product to add.' }) productId: number;
  @Field(() => Int, { defaultValue: 1, description: 'Pieces to add (per line in all: up to the stock of a tracked variant, else 1-10).' })
  quantity: number;
}

@ObjectType('CartAddItemSuccess', { description: 'The product is in the cart.' })
class CartAddItemSuccess {
  @Field(() => CartLine, { description: 'The line that was created or whose quantity grew.' })
  line: CartLine;

  @Field({ description: 'False when the same product, purity, colour and size was in the cart and its quantity grew.' })
  created: boolean;

  @Field(() => Cart, { description: 'The whole cart after the add.' })
  cart: Cart;
}

const CartAddItemResult = resultUnion(
  'CartAddItemResult',
  () => [CartAddItemSuccess, ...PRODUCT_CHOICE_ERRORS],
  'The updated cart, or why the product could not be added (nothing was written then).',
);

const CartUpdateQuantityResult = resultUnion(
  'CartUpdateQuantityResult',
  () => [Cart, InputValidationErrorType, OutOfStockErrorType],
  'The updated cart, or what is wrong with the quantity, or that the product is out of stock when more pieces were asked for (nothing was written then).',
);

export function toCartLine(view: CartLineView, currencyCode: string): CartLine {
  const { item, amounts } = view;
  const money = moneyOrNull(currencyCode);
  return Object.assign(new CartLine(), {
    ...chosenOptionsFields(view),
    id: item.id,
    quantity: item.quantity,
    unitPrice: money(amounts?.unit.priceMinor),
    stoneCharge: money(amounts?.unit.stoneChargeMinor),
    labourCharge: money(amounts?.unit.labourChargeMinor),
    lineTotal: money(amounts?.lineTotalMinor),
    stock: StockAvailability.from(view.availability),
    // A line asking for more than is left cannot be ordered as it is (the cart service decides, for its subtotal too).
    available: view.buyable,
  });
}

export function toCart(view: CartView): Cart {
  return Object.assign(new Cart(), {
    items: view.lines.map((line) => toCartLine(line, view.currencyCode)),
    totalQuantity: view.totalQuantity,
    subtotal: toMoney(view.subtotalMinor, view.currencyCode),
    currencyCode: view.currencyCode,
  });
}

@Resolver()
export class CartResolver {
  constructor(private readonly services: Services) {}

  @Authorized()
  @Query(() => Cart, { description: "The signed-in shopper's cart." })
  async cart(@Ctx() ctx: GraphQLContext): Promise<Cart> {
    return toCart(await this.services.cart.getCart(ctx, requireUser(ctx).id));
  }

  @Authorized()
  @Mutation(() => CartAddItemResult, {
    description: 'Adds a product to the cart; the same product, purity, colour and size again adds to that line.',
  })
  async cartAddItem(
    @Arg('input', () => CartAddItemInput, { description: 'The product, purity, colour, size and quantity.' }) input: CartAddItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CartAddItemResult> {
    const result = await this.services.cart.addItem(ctx, requireUser(ctx).id, { ...input });
    if (!('cartItemId' in result)) return result;
    const cart = toCart(result.cart);
    const line = writtenLine(cart.items, result.cartItemId, 'cart line');
    return Object.assign(new CartAddItemSuccess(), { line, created: result.created, cart });
  }

  @Authorized()
  @Mutation(() => CartUpdateQuantityResult, {
    description:
      "Sets a line's quantity (up to the stock of a tracked variant, else 1-10). Another shopper's line is FORBIDDEN (an admin may), an unknown one NOT_FOUND.",
  })
  async cartUpdateQuantity(
    @Arg('cartItemId', () => Int, { description: 'The cart line.' }) cartItemId: number,
    @Arg('quantity', () => Int, { description: 'The new quantity.' }) quantity: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CartUpdateQuantityResult> {
    return orError(await this.services.cart.updateQuantity(ctx, cartItemId, quantity), toCart);
  }

  @Authorized()
  @Mutation(() => Cart, {
    description:
      "Removes a line and answers the cart it was in. Another shopper's line is FORBIDDEN (an admin may), an unknown one NOT_FOUND.",
  })
  async cartRemoveItem(
    @Arg('cartItemId', () => Int, { description: 'The cart line.' }) cartItemId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Cart> {
    return toCart(await this.services.cart.removeItem(ctx, cartItemId));
  }
}
