import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { Role, Gender, User } from '../../entities/user.entity';
import type { Services } from '../../services';
import {
  AccountLinkErrorType,
  EmailAlreadyUsedErrorType,
  InputValidationErrorType,
  InvalidCredentialsErrorType,
  orError,
} from '../common/error-results';
import { resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';

@InputType({ description: 'A profile edit: only the fields sent change. Each field sent follows the sign-up rules.' })
class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'At most 100 characters; cannot be emptied.' }) firstName?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 100 characters; cannot be emptied.' }) lastName?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Must not belong to another account. Changed by the account itself, it takes effect only once the link e-mailed to it is ' +
      'followed (confirmEmailChange); until then it is the account’s pendingEmail.',
  })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'A plus sign and 10-15 digits, e.g. +919876543210.' }) phone?: string | null;
  @Field(() => Gender, { nullable: true, description: 'Send null to clear it.' }) gender?: Gender | null;
  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD, not in the future; send null to clear it.' }) dob?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The account’s current password: required when the account itself changes its email or phone (never when an administrator ' +
      'edits another account). Missing: InputValidationError on currentPassword; wrong: InvalidCredentialsError.',
  })
  currentPassword?: string | null;
}

const UpdateProfileResult = resultUnion(
  'UpdateProfileResult',
  () => [User, EmailAlreadyUsedErrorType, InputValidationErrorType, InvalidCredentialsErrorType],
  'The updated account (a new e-mail shows in pendingEmail until it is confirmed), or why nothing was changed.',
);

@ObjectType('EmailChangeConfirmed', { description: 'The new e-mail is now the account’s e-mail (and its log-in).' })
class EmailChangeConfirmed {
  @Field({ description: 'The account’s e-mail now.' }) email: string;
  @Field({ description: 'What to tell the person.' }) message: string;
}

@ObjectType('AccountChangeUndone', {
  description:
    'The account is back to its e-mail and phone of before the change; every session ended, the password was reset and a link to ' +
    'choose a new one was sent to that e-mail.',
})
class AccountChangeUndone {
  @Field({ description: 'The account’s e-mail now (the one restored).' }) email: string;
  @Field({ description: 'What to tell the person.' }) message: string;
}

const ConfirmEmailChangeResult = resultUnion(
  'ConfirmEmailChangeResult',
  () => [EmailChangeConfirmed, AccountLinkErrorType, EmailAlreadyUsedErrorType],
  'The new e-mail took effect, or why not: a dead link (invalid, expired, used), or the address taken by another account meanwhile.',
);

const UndoAccountChangeResult = resultUnion(
  'UndoAccountChangeResult',
  () => [AccountChangeUndone, AccountLinkErrorType, EmailAlreadyUsedErrorType],
  'The change was undone, or why not: a dead link (invalid, expired, used), or the old address taken by another account since.',
);

@Resolver()
export class ProfileResolver {
  constructor(private readonly services: Services) {}

  @Authorized()
  @Mutation(() => UpdateProfileResult, {
    description:
      "Edits the signed-in user's profile (an administrator may name another account). The account's own change of its email " +
      'or phone needs currentPassword (counted per account, RATE_LIMITED past 10 tries in 15 minutes); the phone changes at ' +
      'once, a new email after its confirmation link; the old email is told, with a link to undo it (docs/decisions.md#email-change).',
  })
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'The fields to change.' }) input: UpdateProfileInput,
    @Arg('userId', () => Int, { nullable: true, description: 'Administrators only: the account to edit; defaults to the signed-in user.' })
    userId: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateProfileResult> {
    return this.services.profile.updateProfile(ctx, { ...input }, userId, ctx.origin);
  }

  @Mutation(() => ConfirmEmailChangeResult, {
    description:
      'Makes a requested e-mail the account’s e-mail, with the token of the link sent to it (/confirm-email?token=…): once, within ' +
      '24 hours. No sign-in needed. Rate-limited per address (RATE_LIMITED).',
  })
  async confirmEmailChange(
    @Arg('token', { description: 'The `token` parameter of the link.' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ConfirmEmailChangeResult> {
    const result = await this.services.profile.confirmEmailChange(ctx, token);
    return orError(result, (done) => Object.assign(new EmailChangeConfirmed(), done));
  }

  @Mutation(() => UndoAccountChangeResult, {
    description:
      'Undoes an e-mail or phone change with the token of the link sent to the old e-mail (/undo-account-change?token=…): restores ' +
      'the e-mail and phone, ends every session, resets the password and e-mails a link to choose a new one. Once, within 7 days. No ' +
      'sign-in needed. Rate-limited per address (RATE_LIMITED).',
  })
  async undoAccountChange(
    @Arg('token', { description: 'The `token` parameter of the link.' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UndoAccountChangeResult> {
    const result = await this.services.profile.undoAccountChange(ctx, token, ctx.origin);
    return orError(result, (done) => Object.assign(new AccountChangeUndone(), done));
  }
}

/** User.pendingEmail: shown to the account itself and to administrators only. */
@Resolver(() => User)
export class UserPendingEmailResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'A new e-mail the account asked for that waits for its confirmation link (24 hours); null when none.',
  })
  pendingEmail(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> | null {
    if (!ctx.user || (ctx.user.id !== user.id && ctx.user.role !== Role.ADMIN)) return null;
    return ctx.loaders.pendingEmailByUserId.load(user.id);
  }
}
