import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Resolver } from 'type-graphql';
import { Gender, User } from '../../entities/user.entity';
import type { Services } from '../../services';
import { EmailAlreadyUsedErrorType, InputValidationErrorType } from '../common/error-results';
import { resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';

@InputType({ description: 'A profile edit: only the fields sent change. Each field sent follows the sign-up rules.' })
class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'At most 100 characters; cannot be emptied.' }) firstName?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 100 characters; cannot be emptied.' }) lastName?: string | null;
  @Field(() => String, { nullable: true, description: 'Must not belong to another account.' }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'A plus sign and 10-15 digits, e.g. +919876543210.' }) phone?: string | null;
  @Field(() => Gender, { nullable: true, description: 'Send null to clear it.' }) gender?: Gender | null;
  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD, not in the future; send null to clear it.' }) dob?:
    string | null;
}

const UpdateProfileResult = resultUnion(
  'UpdateProfileResult',
  () => [User, EmailAlreadyUsedErrorType, InputValidationErrorType],
  'The updated account, or why nothing was changed.',
);

@Resolver()
export class ProfileResolver {
  constructor(private readonly services: Services) {}

  @Authorized()
  @Mutation(() => UpdateProfileResult, { description: "Edits the signed-in user's profile (an administrator may name another account)." })
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'The fields to change.' }) input: UpdateProfileInput,
    @Arg('userId', () => Int, { nullable: true, description: 'Administrators only: the account to edit; defaults to the signed-in user.' })
    userId: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateProfileResult> {
    return this.services.accounts.updateProfile(ctx, { ...input }, userId);
  }
}
