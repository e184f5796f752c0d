import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { PasswordResetService } from '../../domain/accounts/password-reset.service';
import { InputValidationErrorType, ResetLinkErrorType, orError } from '../common/error-results';
import { resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';

@InputType({ description: 'Asks for a password-reset link by e-mail.' })
class RequestPasswordResetInput {
  @Field({ description: 'The e-mail of the account.' }) email: string;
}

@InputType({ description: 'A new password, set with the token of a reset link.' })
class ResetPasswordInput {
  @Field({ description: 'The token of the link (the `token` parameter of /reset-password).' }) token: string;
  @Field({ description: 'The new password: at least 6 characters (the sign-up rules).' }) password: string;
}

@ObjectType('PasswordResetRequested', {
  description: 'The request was taken. The answer is the same whether or not the e-mail has an account.',
})
class PasswordResetRequested {
  @Field({ description: 'What to tell the person: look in the inbox; the link works for 1 hour.' }) message: string;
}

@ObjectType('PasswordResetDone', {
  description: 'The password was changed; every earlier session of the account has ended. Log in with the new password.',
})
class PasswordResetDone {
  @Field({ description: 'The account’s e-mail, to fill in the log-in form.' }) email: string;
  @Field({ description: 'What to tell the person.' }) message: string;
}

const RequestPasswordResetResult = resultUnion(
  'RequestPasswordResetResult',
  () => [PasswordResetRequested, InputValidationErrorType],
  'The same confirmation for every well-formed e-mail, or what is wrong with the e-mail.',
);

const ResetPasswordResult = resultUnion(
  'ResetPasswordResult',
  () => [PasswordResetDone, ResetLinkErrorType, InputValidationErrorType],
  'The password was changed, or why not: a dead link (invalid, expired, used), or a password that breaks the sign-up rules.',
);

/** Self-service password reset (docs/decisions.md#password-reset): anyone may call both mutations. */
@Resolver()
export class PasswordResetResolver {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Mutation(() => RequestPasswordResetResult, {
    description:
      'Sends a link to choose a new password to the account of this e-mail, if an active one exists; the answer is the same ' +
      'either way. The link works once, for 1 hour; asking again replaces it. Rate-limited per address and per e-mail (RATE_LIMITED).',
  })
  async requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput) input: RequestPasswordResetInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof RequestPasswordResetResult> {
    const result = await this.passwordReset.requestReset(ctx, { ...input }, ctx.origin);
    return orError(result, (done) => Object.assign(new PasswordResetRequested(), done));
  }

  @Mutation(() => ResetPasswordResult, {
    description:
      'Sets a new password with the token of a reset link, and ends every session of the account (GraphQL and REST tokens, ' +
      'refresh cookies) and its other links. Does not log in. Rate-limited per address (RATE_LIMITED).',
  })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ResetPasswordResult> {
    const result = await this.passwordReset.resetPassword(ctx, { ...input });
    return orError(result, (done) => Object.assign(new PasswordResetDone(), done));
  }
}
