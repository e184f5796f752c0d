import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  GraphQLISODateTime,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  createUnionType,
} from 'type-graphql';
import type { AccountsService } from '../../domain/accounts/accounts.service';
import { unauthenticated } from '../../domain/common/domain-error';
import { Currency } from '../../entities/currency.entity';
import { User } from '../../entities/user.entity';
import {
  EmailAlreadyUsedErrorType,
  InputValidationErrorType,
  InvalidCredentialsErrorType,
  resolveResultType,
} from '../common/error-results';
import type { GraphQLContext } from '../context';

@InputType({ description: 'A new customer account (storefront sign-up).' })
class SignupInput {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field({ description: 'A plus sign and 10-15 digits, e.g. +919876543210.' }) phone: string;
  @Field() email: string;
  @Field({ description: 'At least 6 characters.' }) password: string;
  @Field(() => Int, { description: 'The account currency: 1 = INR, 2 = USD.' }) currencyId: number;
}

@InputType()
class LoginInput {
  @Field() email: string;
  @Field() password: string;
}

@ObjectType('AuthPayload', { description: 'A signed-in session: send `Authorization: Bearer <token>` on later requests.' })
class AuthPayload {
  @Field() token: string;
  @Field(() => GraphQLISODateTime) expiresAt: Date;
  @Field(() => User) user: User;
}

@ObjectType('SignupSuccess', { description: 'The account was created; log in to get a token.' })
class SignupSuccess {
  @Field(() => User) user: User;
}

const LoginResult = createUnionType({
  name: 'LoginResult',
  types: () => [AuthPayload, InvalidCredentialsErrorType, InputValidationErrorType] as const,
  resolveType: resolveResultType('AuthPayload'),
});

const SignupResult = createUnionType({
  name: 'SignupResult',
  types: () => [SignupSuccess, EmailAlreadyUsedErrorType, InputValidationErrorType] as const,
  resolveType: resolveResultType('SignupSuccess'),
});

@Resolver(() => User)
export class AccountResolver {
  constructor(private readonly accounts: AccountsService) {}

  @Query(() => User, {
    nullable: true,
    description: 'The signed-in account, or null for a guest. A bad or expired token is an UNAUTHENTICATED error.',
  })
  me(@Ctx() ctx: GraphQLContext): User | null {
    if (ctx.authError) throw unauthenticated(ctx.authError);
    return ctx.user;
  }

  @Mutation(() => LoginResult, { description: 'Exchanges e-mail and password for an access token.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<typeof LoginResult> {
    const result = await this.accounts.login(ctx, { ...input });
    if ('token' in result) return Object.assign(new AuthPayload(), result);
    return result;
  }

  @Mutation(() => SignupResult, { description: 'Creates a customer account.' })
  async signup(@Arg('input', () => SignupInput) input: SignupInput, @Ctx() ctx: GraphQLContext): Promise<typeof SignupResult> {
    const result = await this.accounts.signup(ctx, { ...input });
    if (result instanceof User) return Object.assign(new SignupSuccess(), { user: result });
    return result;
  }

  @FieldResolver(() => Currency, { description: 'The currency prices are shown in for this account.' })
  async currency(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<Currency> {
    const currency = user.currency ?? (await ctx.loaders.currencyById.load(user.currencyId));
    if (!currency) throw new Error(`currency ${user.currencyId} of user ${user.id} is missing`);
    return currency;
  }
}
