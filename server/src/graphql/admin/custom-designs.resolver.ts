import { Arg, Authorized, Ctx, Float, Int, Mutation, Resolver } from 'type-graphql';
import { Role } from '../../entities/user.entity';
import type { Services } from '../../services';
import { InputValidationErrorType, orError, QuoteStateErrorType } from '../common/error-results';
import { resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';
import { AdminOrder, toAdminOrder } from './orders.resolver';

const QuoteCustomOrderResult = resultUnion(
  'QuoteCustomOrderResult',
  () => [AdminOrder, InputValidationErrorType, QuoteStateErrorType],
  'The request with its quote, or why the quote was refused (nothing changed then).',
);

/** The back-office's side of custom designs (docs/decisions.md#custom-designs): quote a price. */
@Resolver()
export class CustomDesignsAdminResolver {
  constructor(private readonly services: Services) {}

  @Authorized(Role.ADMIN)
  @Mutation(() => QuoteCustomOrderResult, {
    description:
      "Admin only. Quotes a price for a custom design request that is REQUESTED or QUOTED (a new quote replaces an unanswered one), in the request's currency; an accepted, declined or cancelled request is a QuoteStateError, a catalogue order or an unknown id NOT_FOUND.",
  })
  async quoteCustomOrder(
    @Arg('id', () => Int, { description: 'The order of the request.' }) id: number,
    @Arg('amount', () => Float, { description: "The price in major units of the request's currency, e.g. 85000 or 1249.99." })
    amount: number,
    @Arg('note', () => String, { nullable: true, description: 'What the shop says with its quote (at most 500 characters).' })
    note: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof QuoteCustomOrderResult> {
    return orError(await this.services.customDesigns.quote(ctx, id, { amount, note }), toAdminOrder);
  }
}
