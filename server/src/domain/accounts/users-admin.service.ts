import { Brackets, type DataSource } from 'typeorm';
import { CartItem } from '../../entities/cart-item.entity';
import { User } from '../../entities/user.entity';
import { WishlistItem } from '../../entities/wishlist-item.entity';
import { likeContains, searchTerms } from '../catalogue/product-listing';
import { inUserTransaction } from '../cart/user-transaction';
import { notFound } from '../common/domain-error';
import { CannotDeleteSelfError } from '../common/error-results';
import { requireAdmin } from '../common/ownership';
import { LIST_PAGE, pageWindow } from '../common/paging';
import type { RequestContext } from '../common/request-context';

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

/** Back-office users: list with search and paging, delete with carts and wishlists. */
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
