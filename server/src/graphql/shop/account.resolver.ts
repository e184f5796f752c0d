import {
  Arg,
  Authorized,
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
} from 'type-graphql';
import type { AccountsService } from '../../domain/accounts/accounts.service';
import type { BrowserSession, SessionsService } from '../../domain/accounts/sessions.service';
import { unauthenticated } from '../../domain/common/domain-error';
import { isErrorResult } from '../../domain/common/error-results';
import { Currency } from '../../entities/currency.entity';
import { User } from '../../entities/user.entity';
import { EmailAlreadyUsedErrorType, InputValidationErrorType, InvalidCredentialsErrorType } from '../common/error-results';
import { resultUnion } from '../common/shapes';
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

@InputType()
class ChangePasswordInput {
  @Field() currentPassword: string;
  @Field({ description: 'At least 6 characters.' }) newPassword: string;
}

@ObjectType('AuthPayload', {
  description:
    'A signed-in session: send `Authorization: Bearer <token>` on later requests. The token is short-lived (ACCESS_TOKEN_TTL, ' +
    '15 minutes by default); the answer also sets an HttpOnly refresh cookie that `refreshSession` exchanges for a new one.',
})
class AuthPayload {
  @Field({ description: 'The access token; keep it in memory only.' }) token: string;
  @Field(() => GraphQLISODateTime, { description: 'When the access token expires.' }) expiresAt: Date;
  @Field(() => User) user: User;
}

@ObjectType('SignupSuccess', { description: 'The account was created; log in to get a token.' })
class SignupSuccess {
  @Field(() => User) user: User;
}

const LoginResult = resultUnion('LoginResult', () => [AuthPayload, InvalidCredentialsErrorType, InputValidationErrorType]);

const ChangePasswordResult = resultUnion('ChangePasswordResult', () => [
  AuthPayload,
  InvalidCredentialsErrorType,
  InputValidationErrorType,
]);

const SignupResult = resultUnion('SignupResult', () => [SignupSuccess, EmailAlreadyUsedErrorType, InputValidationErrorType]);

@Resolver(() => User)
export class AccountResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  @Query(() => User, {
    nullable: true,
    description: 'The signed-in account, or null for a guest. A bad or expired token is an UNAUTHENTICATED error.',
  })
  me(@Ctx() ctx: GraphQLContext): User | null {
    if (ctx.authError) throw unauthenticated(ctx.authError);
    return ctx.user;
  }

  @Mutation(() => LoginResult, {
    description: 'Exchanges e-mail and password for a short-lived access token, and sets the HttpOnly refresh cookie.',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<typeof LoginResult> {
    const result = await this.accounts.login(ctx, { ...input });
    if (isErrorResult(result)) return result;
    return this.signedIn(await this.sessions.start(result.user), ctx);
  }

  @Mutation(() => AuthPayload, {
    nullable: true,
    description:
      'Exchanges the refresh cookie for a new access token and a new cookie (each refresh token works once; a used one ' +
      'presented again ends its whole session). Null, and the cookie cleared, when there is no valid session: a guest, ' +
      'an expired or revoked session, a deactivated account.',
  })
  async refreshSession(@Ctx() ctx: GraphQLContext): Promise<AuthPayload | null> {
    const raw = ctx.sessionCookie?.read() ?? null;
    const session = await this.sessions.refresh(raw);
    if (!session) {
      if (raw) ctx.sessionCookie?.clear();
      return null;
    }
    return this.signedIn(session, ctx);
  }

  @Mutation(() => Boolean, {
    description:
      'Logs out everywhere: every access token (GraphQL and REST) and refresh token of the account stops working at once, ' +
      'and the refresh cookie is cleared. The account is the bearer token’s or else the refresh cookie’s; false when neither names one.',
  })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    const done = await this.sessions.logout(ctx, ctx.sessionCookie?.read() ?? null);
    ctx.sessionCookie?.clear();
    return done;
  }

  @Authorized()
  @Mutation(() => ChangePasswordResult, {
    description:
      'Changes the password after checking the current one. Every other session of the account (GraphQL and REST tokens, ' +
      'refresh cookies) ends at once; this one continues with the new token and cookie of the answer.',
  })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ChangePasswordResult> {
    const result = await this.accounts.changePassword(ctx, { ...input });
    if (isErrorResult(result)) return result;
    return this.signedIn(await this.sessions.start(result), ctx);
  }

  @Mutation(() => SignupResult, { description: 'Creates a customer account.' })
  async signup(@Arg('input', () => SignupInput) input: SignupInput, @Ctx() ctx: GraphQLContext): Promise<typeof SignupResult> {
    const result = await this.accounts.signup(ctx, { ...input });
    if (result instanceof User) return Object.assign(new SignupSuccess(), { user: result });
    return result;
  }

  private signedIn(session: BrowserSession, ctx: GraphQLContext): AuthPayload {
    ctx.sessionCookie?.set(session.refresh.token, session.refresh.expiresAt);
    return Object.assign(new AuthPayload(), { token: session.access.token, expiresAt: session.access.expiresAt, user: session.user });
  }

  @FieldResolver(() => Currency, { description: 'The currency prices are shown in for this account.' })
  async currency(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<Currency> {
    const currency = user.currency ?? (await ctx.loaders.currencyById.load(user.currencyId));
    if (!currency) throw new Error(`currency ${user.currencyId} of user ${user.id} is missing`);
    return currency;
  }
}
