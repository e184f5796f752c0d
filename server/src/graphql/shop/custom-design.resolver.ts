import { Arg, Authorized, Ctx, Field, Float, InputType, Int, Mutation, Resolver } from 'type-graphql';
import type { CustomDesignOrder } from '../../domain/custom-designs/custom-designs.service';
import { type ErrorResult, isErrorResult } from '../../domain/common/error-results';
import { PaymentMethod } from '../../entities/order.entity';
import type { Services } from '../../services';
import { InputValidationErrorType, QuoteStateErrorType } from '../common/error-results';
import { resultUnion } from '../common/shapes';
import { type FileUpload, GraphQLUpload, readUpload } from '../common/upload';
import type { GraphQLContext } from '../context';
import { DeliveryAddressInput } from './delivery-address.input';
import { ShopOrder, toShopOrder } from './order.resolver';

@InputType({ description: 'A "Design your own" request: the piece wished for, and where it goes once made.' })
class CustomDesignInput extends DeliveryAddressInput {
  @Field({ description: 'Required: the metal, e.g. "Yellow gold".' }) material: string;
  @Field(() => String, { nullable: true, description: 'The purity, e.g. "18K".' }) purity?: string | null;
  @Field(() => String, { nullable: true, description: 'The stone wished for, e.g. "Lab-grown diamond, oval".' }) stone?: string | null;
  @Field(() => Float, { nullable: true, description: 'The stone weight wished for, in carats (0.01-50).' }) caratWish?: number | null;
  @Field(() => String, { nullable: true, description: 'The ring size.' }) customSize?: string | null;
  @Field(() => Float, { nullable: true, description: 'Width in millimetres (0.01-500).' }) width?: number | null;
  @Field(() => Float, { nullable: true, description: 'Height in millimetres (0.01-500).' }) height?: number | null;
  @Field(() => Float, { nullable: true, description: "The budget in major units of the account's currency." }) budget?: number | null;
  @Field({ description: 'Required: the piece described, 10-2000 characters.' }) instructions: string;
}

const RequestCustomDesignResult = resultUnion(
  'RequestCustomDesignResult',
  () => [ShopOrder, InputValidationErrorType],
  'The request, stored as an order with one custom item (quote REQUESTED, total 0), or what is wrong with the form (nothing stored then).',
);

const CustomQuoteAnswerResult = resultUnion(
  'CustomQuoteAnswerResult',
  () => [ShopOrder, InputValidationErrorType, QuoteStateErrorType],
  'The request after the answer, or why it was refused (nothing changed then).',
);

/** The shopper's side of custom designs (docs/decisions.md#custom-designs): ask, then accept or decline the quote. */
@Resolver()
export class CustomDesignResolver {
  constructor(private readonly services: Services) {}

  @Authorized()
  @Mutation(() => RequestCustomDesignResult, {
    description:
      'Asks the shop for a bespoke piece, in the account currency: an order with one custom item and no price until the shop quotes. Counts against the hourly order limit.',
  })
  async requestCustomDesign(
    @Arg('input', () => CustomDesignInput) input: CustomDesignInput,
    @Arg('picture', () => GraphQLUpload, {
      nullable: true,
      description: 'A reference picture (multipart request): JPEG, PNG, WebP or GIF, at most 5 MB, checked by its bytes.',
    })
    picture: Promise<FileUpload> | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof RequestCustomDesignResult> {
    const bytes = picture ? await readUpload(picture, 'picture') : null;
    return this.answer(ctx, await this.services.customDesigns.requestDesign(ctx, { ...input }, bytes));
  }

  @Authorized()
  @Mutation(() => CustomQuoteAnswerResult, {
    description:
      "Takes the quote of one's own QUOTED request: the order's total becomes the quote, paid ONLINE (then startPayment, as any order) or COD. Someone else's request is FORBIDDEN.",
  })
  async acceptCustomQuote(
    @Arg('orderId', () => Int) orderId: number,
    @Arg('paymentMethod', () => PaymentMethod, { description: 'How the accepted quote is paid.' }) paymentMethod: PaymentMethod,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CustomQuoteAnswerResult> {
    return this.answer(ctx, await this.services.customDesigns.accept(ctx, orderId, { paymentMethod }));
  }

  @Authorized()
  @Mutation(() => CustomQuoteAnswerResult, {
    description: "Turns down the quote of one's own QUOTED request; it then stays DECLINED. Someone else's request is FORBIDDEN.",
  })
  async declineCustomQuote(
    @Arg('orderId', () => Int) orderId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CustomQuoteAnswerResult> {
    return this.answer(ctx, await this.services.customDesigns.decline(ctx, orderId));
  }

  private answer<E extends ErrorResult>(ctx: GraphQLContext, result: CustomDesignOrder | E): ShopOrder | E {
    if (isErrorResult(result)) return result;
    const { order, item } = result;
    ctx.loaders.orderItemsByOrderId.prime(order.id, [item]);
    return toShopOrder(order);
  }
}
