import { Brackets, type DataSource } from 'typeorm';
import { CartItem } from '../../entities/cart-item.entity';
import { type Role, User } from '../../entities/user.entity';
import { WishlistItem } from '../../entities/wishlist-item.entity';
import { likeContains, searchTerms } from '../common/search-terms';
import { inUserTransaction } from '../../database/user-transaction';
import { notFound } from '../common/domain-error';
import { CannotDeleteSelfError, type InputValidationError } from '../common/error-results';
import { requireAdmin } from '../common/ownership';
import { LIST_PAGE, pageWindow } from '../common/paging';
import type { RequestContext } from '../common/request-context';
import { invalidField } from '../common/validation';
import { revokeUserSessions } from './sessions.service';

export interface UserListQuery {
  /** Words that must each appear in the first name, last name or e-mail (case-insensitive). */
  search?: string | null;
  first?: number | null;
  offset?: number | null;
}

export interface UserPage {
  users: User[];
  totalCount: number;
}

/** What a user deletion removed with the account (orders stay, unlinked by their foreign key). */
export interface DeletedUser {
  id: number;
  cartLinesRemoved: number;
  wishlistLinesRemoved: number;
}

/** What an administrator may change about another account's access; what is left out stays. */
export interface UserAccessChange {
  isActive?: boolean | null;
  role?: Role | null;
}

/** Back-office users: list with search and paging, activation and role, delete with carts and wishlists. */
export class UsersAdminService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of accounts, newest first, with the number matching the search. Every search word must
   * appear in the first name, last name or e-mail (LOWER ... LIKE, wildcards escaped). Runs for GraphQL
   * `adminUsers`; REST `GET /user/getall` asks for every account (`first: null` with `all`).
   */
  async listUsers(ctx: RequestContext, query: UserListQuery = {}, options: { all?: boolean } = {}): Promise<UserPage> {
    requireAdmin(ctx);
    const qb = this.dataSource.getRepository(User).createQueryBuilder('u');
    searchTerms(query.search).forEach((term, i) => {
      const param = `term${i}`;
      qb.andWhere(
        new Brackets((or) => {
          for (const column of ['u.firstName', 'u.lastName', 'u.email']) or.orWhere(`LOWER(${column}) LIKE :${param} ESCAPE '!'`);
        }),
        { [param]: likeContains(term) },
      );
    });
    qb.orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC');
    if (options.all) {
      const users = await qb.getMany();
      return { users, totalCount: users.length };
    }
    const { take, skip } = pageWindow(query, LIST_PAGE);
    qb.take(take).skip(skip);
    const [users, totalCount] = await qb.getManyAndCount();
    return { users, totalCount };
  }

  /**
   * Activates or deactivates an account and changes its role. Deactivating or changing the role signs the
   * account out everywhere at once (revokeUserSessions: its access tokens on both transports and its refresh
   * tokens); re-activating does not need to. An administrator cannot change their own access
   * (InputValidationError on `id`); an unknown id is NOT_FOUND. Runs for GraphQL `updateUserAccess`.
   */
  async updateUserAccess(ctx: RequestContext, userId: number, change: UserAccessChange): Promise<User | InputValidationError> {
    const admin = requireAdmin(ctx);
    if (userId === admin.id) return invalidField('id', 'You cannot change your own access');
    return inUserTransaction(this.dataSource, userId, async (m) => {
      const users = m.getRepository(User);
      const user = await users.findOneBy({ id: userId });
      if (!user) throw notFound('User not found');
      const changes: Partial<Pick<User, 'isActive' | 'role'>> = {};
      if (change.isActive != null && change.isActive !== user.isActive) changes.isActive = change.isActive;
      if (change.role != null && change.role !== user.role) changes.role = change.role;
      if (Object.keys(changes).length === 0) return user;
      await users.update({ id: userId }, changes);
      if (changes.isActive === false || changes.role !== undefined) await revokeUserSessions(m, userId);
      return (await users.findOneBy({ id: userId })) ?? Object.assign(user, changes);
    });
  }

  /**
   * Deletes an account with its cart and wishlist lines in one transaction that holds the user's lock
   * (so no cart write of theirs slips in between). Their orders stay for the shop's books: the foreign
   * key unlinks them (userId becomes null), as it does their reviews. An administrator cannot delete
   * their own account (CannotDeleteSelfError); an unknown id is NOT_FOUND. Runs for GraphQL `deleteUser`
   * and REST `DELETE /user/delete/{userId}`.
   */
  async deleteUser(ctx: RequestContext, userId: number): Promise<DeletedUser | CannotDeleteSelfError> {
    const admin = requireAdmin(ctx);
    if (userId === admin.id) return new CannotDeleteSelfError();
    return inUserTransaction(this.dataSource, userId, async (m) => {
      if (!(await m.getRepository(User).existsBy({ id: userId }))) throw notFound('User not found');
      const cart = await m.getRepository(CartItem).delete({ userId });
      const wishlist = await m.getRepository(WishlistItem).delete({ userId });
      await m.getRepository(User).delete({ id: userId });
      return { id: userId, cartLinesRemoved: cart.affected ?? 0, wishlistLinesRemoved: wishlist.affected ?? 0 };
    });
  }
}
