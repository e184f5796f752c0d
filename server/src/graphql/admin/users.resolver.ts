import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { CannotDeleteSelfError } from '../../domain/common/error-results';
import { Role, User } from '../../entities/user.entity';
import type { Services } from '../../services';
import { CannotDeleteSelfErrorType, InputValidationErrorType } from '../common/error-results';
import { DeletedFields, Page, resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';

const UserList = Page('UserList', User, {
  description: 'One page of accounts, newest first, with how many match in all.',
  items: 'The accounts of this page.',
  totalCount: 'How many accounts match the search in all.',
});
type UserList = InstanceType<typeof UserList>;

@ObjectType('UserDeleted', { description: 'The account is deleted with its cart and wishlist; its orders stay, no longer linked to it.' })
class UserDeleted extends DeletedFields({ id: 'The id the deleted account had.' }) {
  @Field(() => Int, { description: 'Cart lines deleted with the account.' })
  cartLinesRemoved: number;

  @Field(() => Int, { description: 'Wishlist lines deleted with the account.' })
  wishlistLinesRemoved: number;
}

const DeleteUserResult = resultUnion(
  'DeleteUserResult',
  () => [UserDeleted, CannotDeleteSelfErrorType],
  'The deletion, or why it was refused (nothing was deleted then).',
);

@InputType({ description: 'What to change about an account’s access; a field left out stays as it is.' })
class UserAccessInput {
  @Field(() => Boolean, { nullable: true, description: 'False deactivates the account: it can no longer log in.' })
  isActive?: boolean | null;

  @Field(() => Role, { nullable: true })
  role?: Role | null;
}

const UpdateUserAccessResult = resultUnion(
  'UpdateUserAccessResult',
  () => [User, InputValidationErrorType],
  'The account as it now is, or why nothing changed.',
);

/** Back-office users (the Users page of docs/specifications.md#back-office-2-screens): admin only. */
@Resolver()
export class UsersAdminResolver {
  constructor(private readonly services: Services) {}

  @Authorized(Role.ADMIN)
  @Query(() => UserList, {
    description: 'Admin only. Accounts, newest first; every search word must appear in the first name, last name or e-mail.',
  })
  async adminUsers(
    @Arg('search', () => String, { nullable: true, description: 'Words to look for (case-insensitive); all accounts when empty.' })
    search: string | null | undefined,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Page size (1-100).' }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Accounts to skip.' }) offset: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserList> {
    const page = await this.services.usersAdmin.listUsers(ctx, { search, first, offset });
    return Object.assign(new UserList(), { items: page.users, totalCount: page.totalCount });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateUserAccessResult, {
    description:
      'Admin only. Activates or deactivates an account and changes its role. Deactivation and any role change end every ' +
      'session of the account at once (its GraphQL and REST tokens and refresh cookies). Your own access cannot be changed; ' +
      'an unknown id is NOT_FOUND.',
  })
  async updateUserAccess(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UserAccessInput) input: UserAccessInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateUserAccessResult> {
    return this.services.usersAdmin.updateUserAccess(ctx, id, { isActive: input.isActive, role: input.role });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => DeleteUserResult, {
    description:
      'Admin only. Deletes an account with its cart and wishlist lines in one transaction; its orders stay. Deleting your own account is refused; an unknown id is NOT_FOUND.',
  })
  async deleteUser(
    @Arg('id', () => Int, { description: 'The account to delete.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof DeleteUserResult> {
    const result = await this.services.usersAdmin.deleteUser(ctx, id);
    if (result instanceof CannotDeleteSelfError) return result;
    return Object.assign(new UserDeleted(), { ...result, message: 'User deleted successfully!' });
  }
}
